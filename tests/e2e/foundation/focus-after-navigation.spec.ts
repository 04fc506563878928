import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { DEMO_COMPANIES, loginFormOf } from '../company/helpers';

/*
 * After a move to another page by keyboard, focus is on the new page's main region, as after a
 * full page load: from a link in the page (gone with it), from the footer, and after a login.
 * The next Tab goes on inside the new page, not back to the skip link.
 */

const TEXT = {
  de: {
    service: /^Buchung verfolgen/,
    trackingTitle: 'Buchung verfolgen',
    footer: 'Impressum',
    skip: 'Zum Inhalt springen',
  },
  en: {
    service: /^Track a booking/,
    trackingTitle: 'Track your booking',
    footer: 'Legal notice',
    skip: 'Skip to main content',
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: focus moves to the new page's content after a link in the page, the footer and a login`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    const main = page.getByRole('main');
    await setLanguage(page, lang);
    await page.goto('/');
    // A link followed before the app runs is a full page load, with the browser's own focus.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await main.getByRole('link', { name: text.service }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: text.trackingTitle })).toBeVisible();
    await expect(main).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: text.skip })).not.toBeFocused();
    expect(await main.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: text.footer }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/impressum$/);
    await expect(main).toBeFocused();

    await page.goto('/start');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const login = loginFormOf(page);
    const company = DEMO_COMPANIES.plain;
    await login
      .getByRole('textbox', { name: /^Kundennummer|^Customer number/ })
      .fill(String(company.firmenId));
    await login
      .getByRole('textbox', { name: /^Zugangscode|^Access code/ })
      .fill(company.zugangscode);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/, { timeout: 20_000 });
    await expect(login).toBeHidden();
    await expect
      .poll(() =>
        main.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)),
      )
      .toBe(true);
  });
}
