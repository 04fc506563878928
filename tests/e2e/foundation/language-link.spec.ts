import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';

/*
 * The e-mails' links name the mail's language (?sprache=, server/mail/booking-mails.ts
 * bookingLinks): a phone's mail app or a new browser has no language stored and would open them
 * in German. The link's language wins for the visit, is stored, and leaves the address.
 */

/** Seeded booking (server/db/seed-fixtures.ts `tracking`). */
const SEEDED = { voucher: 'TRK7P2MQ9A', surname: 'Sommerfeld' };
const TEXT = { de, en } as const;

for (const [language, stored] of [
  ['en', null],
  ['de', 'en'],
] as const) {
  test(`a mail's tracking link in ${language} opens the page in ${language}${stored ? `, over a stored ${stored}` : ' on a device with no language stored'}`, async ({
    page,
  }) => {
    if (stored)
      await page.addInitScript((value) => {
        // Only before the first page of the visit: the link then stores its own language.
        if (!window.sessionStorage.getItem('seeded')) {
          window.localStorage.setItem('langCode', value);
          window.sessionStorage.setItem('seeded', '1');
        }
      }, stored);
    await page.setViewportSize(VIEWPORTS.phone);
    const k = TEXT[language].tracking;
    // As bookingLinks writes it.
    await page.goto(
      `/tracking?voucher=${SEEDED.voucher}&name=${SEEDED.surname}&sprache=${language}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: k.title })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: k.result.title.replace('{{voucher}}', SEEDED.voucher) }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The parameter is gone; the booking's own stays.
    const query = () => [...new URL(page.url()).searchParams.keys()];
    expect(query()).not.toContain('sprache');
    expect(query()).toEqual(expect.arrayContaining(['voucher', 'name']));
    expect(await page.evaluate(() => window.localStorage.getItem('langCode'))).toBe(language);
    await saveScreenshot(page, `language-link-tracking-${language}-390`);

    // A reload stays in the language.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: k.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}

test('an edit-link-like address with only the language gets the prerendered page in it, hydrated', async ({
  page,
}) => {
  const response = await page.goto('/kontakt?sprache=en');
  // The server's English page (no German first screen), which the app hydrates without a mismatch
  // (the console guard fails the test on React's hydration errors).
  expect(await response!.text()).toContain('data-prerendered="en"');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveURL(/\/kontakt$/);
});
