import { expect, test } from '../../support/fixtures';
import { APP_CODE, holdBack } from '../../support/hold-back';
import { VIEWPORTS } from '../../support/screenshots';

/*
 * A prerendered page can be read and scrolled before the app runs. Starting the app must leave
 * it where the visitor scrolled to (src/app/router.tsx): it once jumped to the top as React
 * hydrated, and a press just then landed elsewhere. A page the app opens starts at the top.
 */

test.use({ viewport: VIEWPORTS.phone });

test('the app starts where the visitor has scrolled to, and a press then counts', async ({
  page,
}) => {
  const release = await holdBack(page, APP_CODE);
  await page.goto('/start', { waitUntil: 'commit' });
  const login = page.getByRole('region', { name: 'Firmenkunden-Login' });
  const toggle = login.getByRole('button', { name: 'Zugangscode vergessen?' });
  await toggle.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(toggle).toBeInViewport();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(
    login.getByRole('textbox', { name: /^Kundennummer oder E-Mail-Adresse/ }),
  ).toBeFocused();
});

test('a page opened in the app starts at the top', async ({ page }) => {
  await page.goto('/start');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await footerLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page loaded afresh in the same tab, as on the return from the payment page, starts at the top', async ({
  page,
}) => {
  await page.goto('/start');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // A page the prerender did not write (the app draws it), loaded as a new document.
  await page.goto('/zahlung?buchung=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
