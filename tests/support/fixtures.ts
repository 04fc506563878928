import { writeFile } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';

/**
 * Collects console errors, uncaught page errors and missing translation keys of one test.
 * Every test that imports `test` from here fails at the end if any were seen, unless the test
 * declared them expected with `consoleGuard.allow(/pattern/)` (e.g. a deliberate 500 answer
 * that Chromium logs as "Failed to load resource").
 */
export interface ConsoleGuard {
  /** Accept console errors/warnings whose text matches the pattern in this test. */
  allow(pattern: RegExp): void;
  /** Everything seen so far (for assertions about expected errors). */
  messages(): readonly string[];
}

/** Prefix of the warning src/i18n logs for a missing translation key. */
export const MISSING_KEY_PREFIX = '[i18n] missing translation key';

export const test = base.extend<{ consoleGuard: ConsoleGuard; pageOnFailure: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const seen: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error') seen.push(`console.error: ${text}`);
        else if (message.type() === 'warning' && text.includes(MISSING_KEY_PREFIX)) {
          seen.push(`console.warn: ${text}`);
        }
      });
      page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
      await use({
        allow: (pattern) => void allowed.push(pattern),
        messages: () => [...seen],
      });
      const unexpected = seen.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors, page errors or missing translation keys').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * A failed test leaves what its page showed in `page-on-failure.md` (its address and its whole
   * accessibility tree), which .ci/run prints: the CI log alone tells what went wrong. Playwright's
   * own error context holds the whole page only when the failed assertion had no locator.
   */
  pageOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      const hydrated = await page
        .locator('html')
        .getAttribute('data-hydrated', { timeout: 2_000 })
        .then((value) => value !== null)
        .catch(() => 'unknown');
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: Error) => `(no snapshot: ${error.message})`);
      const text = `URL: ${page.url()}\nHydrated: ${hydrated}\n\n\`\`\`yaml\n${tree}\n\`\`\`\n`;
      await writeFile(testInfo.outputPath('page-on-failure.md'), text);
    },
    { auto: true },
  ],
});

export { expect };
