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
 * Answers the requests whose URL matches with 503 until the returned function is called: a
 * service that is down, then back (a retry in place must then succeed).
 */
export async function failUntilRecovered(page: Page, url: RegExp): Promise<() => void> {
  let failing = true;
  await page.route(url, (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"code":"unavailable"}',
        })
      : route.continue(),
  );
  return () => {
    failing = false;
  };
}

/**
 * The app's code: React, the router, the texts' set-up and what they bring (src/app/start-app.tsx,
 * a chunk of its own). The entry itself is small and runs at once: it keeps what the visitor
 * does until the app runs (src/app/early-input.ts).
 */
export const APP_CODE = /\/assets\/start-app-[^/]+\.js$/;
