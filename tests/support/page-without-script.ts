import { test, type Browser } from '@playwright/test';

/**
 * A page in a context of its own with JavaScript off: what the prerendered HTML shows before the
 * app's code (or without it). English by the language cookie the server reads.
 */
export async function pageWithoutScript(
  browser: Browser,
  { language, viewport }: { language?: 'en'; viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(viewport ? { viewport } : {}),
  });
  if (language)
    await context.addCookies([
      { name: 'langCode', value: language, url: test.info().project.use.baseURL! },
    ]);
  return { page: await context.newPage(), close: () => context.close() };
}
