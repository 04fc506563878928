import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Folder for screenshots that we look at by hand (gitignored). */
export const SCREENSHOT_DIR = join(process.cwd(), 'screenshots');

/** Common viewports: a phone (390 px) and a desktop (1280 px). */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Saves a full-page PNG as screenshots/<name>.png. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
