import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { loginWithId } from './helpers';

/**
 * 52460's per-km quote (mtu-tarifauswahl, /Preis/KmForMTU) fails once: a translated error in
 * place, what was typed stays, and "Try again" asks for the same destination again in one
 * click, with focus back in the form.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = {
  de: {
    legend: 'Ziel',
    postcode: /^PLZ/,
    city: /^Ort/,
    quote: 'Preis berechnen',
    error: 'Beim Server ist ein Fehler aufgetreten.',
    retry: 'Erneut versuchen',
    quoteFor: 'Preise nach 38440 Wolfsburg:',
    shuttle: /^Shuttle \(Sammelfahrt\): /,
  },
  en: {
    legend: 'Destination',
    postcode: /^Postcode/,
    city: /^City/,
    quote: 'Calculate price',
    error: 'A server error occurred.',
    retry: 'Try again',
    quoteFor: 'Prices to 38440 Wolfsburg:',
    shuttle: /^Shuttle \(shared ride\): /,
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`a failed MTU quote shows a ${lang} error with a retry in place that keeps the input`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
    const text = TEXT[lang];
    if (lang === 'en') await setLanguage(page, 'en');
    let failures = 1;
    let calls = 0;
    await page.route('**/api/Preis/KmForMTU', async (route) => {
      calls += 1;
      if (failures-- > 0) {
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'internal', message: 'boom' }),
        });
      } else {
        await route.continue();
      }
    });
    await loginWithId(page, 'mtu');
    await expect(page).toHaveURL(/\/buchung\/mtu-tarifauswahl$/);
    const form = page.getByRole('group', { name: text.legend, exact: true });
    await form.getByRole('textbox', { name: text.postcode }).fill('38440');
    await form.getByRole('textbox', { name: text.city }).fill('Wolfsburg');
    await page.getByRole('button', { name: text.quote }).click();

    const alert = page.getByRole('alert').filter({ hasText: text.error });
    await expect(alert).toBeVisible();
    await expect(form.getByRole('textbox', { name: text.postcode })).toHaveValue('38440');
    await expect(form.getByRole('textbox', { name: text.city })).toHaveValue('Wolfsburg');
    await expectNoAxeViolations(page);

    await alert.getByRole('button', { name: text.retry }).click();
    await expect(page.getByText(text.quoteFor)).toBeVisible();
    // Each price names its vehicle, as the tariff step will.
    await expect(page.getByRole('listitem').filter({ hasText: text.shuttle })).toBeVisible();
    await expect(alert).toHaveCount(0);
    expect(calls).toBe(2);
    await expect(form.getByRole('textbox', { name: text.postcode })).toBeFocused();
    await expect(form.getByRole('textbox', { name: text.postcode })).toHaveValue('38440');
    await expect(form.getByRole('textbox', { name: text.city })).toHaveValue('Wolfsburg');
    await expectNoAxeViolations(page);
  });
}
