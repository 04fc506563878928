import type { Page } from '@playwright/test';

/**
 * Holds back the responses whose URL matches until the returned function is called: a slow
 * phone whose code (or a chunk of it) is still on its way.
 */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The app's code: React, the router, the texts' set-up and what they bring (src/app/start-app.tsx,
 * a chunk of its own). The entry itself is small and runs at once: it keeps what the visitor
 * does until the app runs (src/app/early-input.ts).
 */
export const APP_CODE = /\/assets\/start-app-[^/]+\.js$/;
