import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import {
  chooseTariff,
  expectStep,
  fillTripDetails,
  startBooking,
  TEXT,
  type Lang,
} from './helpers';

/*
 * A postcode changed on the trip details brings another tariff: the next step says that the
 * price changed, from what to what, before anything is paid; the total agrees.
 */

const CHANGED = {
  de: /Der Preis hat sich geändert: Für 80331, München gilt ein anderer Tarif\. Neuer Gesamtpreis: (.+) \(bisher 39,00\s€\)\./,
  en: /The price has changed: a different tariff applies to 80331, München\. New total: (.+) \(previously €39\.00\)\./,
} as const;

for (const lang of ['de', 'en'] as const satisfies Lang[]) {
  test(`${lang}: a changed postcode's new price is said on the next step`, async ({ page }) => {
    const text = TEXT[lang];
    await setLanguage(page, lang);
    await startBooking(page, lang);
    await chooseTariff(page, lang);
    await fillTripDetails(page, lang);
    await page.getByRole('textbox', { name: new RegExp(`^${text.postcode}`) }).fill('80331');
    await page
      .getByRole('textbox', { name: new RegExp(`^${text.city}`) })
      .first()
      .fill('München');
    await page.getByRole('button', { name: text.next }).click();
    await expectStep(page, lang, 2);

    const notice = page.getByRole('status').filter({ hasText: CHANGED[lang] });
    await expect(notice).toBeVisible();
    const after = CHANGED[lang].exec((await notice.textContent()) ?? '')![1]!;
    await expect(page.getByRole('complementary').getByText(after, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `private-price-change-${lang}-1280`);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, `private-price-change-${lang}-390`);
  });
}

const RETURN_RIDE = {
  de: { tick: 'Rückfahrt mitbuchen', one: '1 Fahrt', two: '2 Fahrten', total: '78,00 €' },
  en: { tick: 'Add a return ride', one: '1 ride', two: '2 rides', total: '€78.00' },
} as const;

for (const lang of ['de', 'en'] as const satisfies Lang[]) {
  test(`${lang}: ticking the return ride counts it in the total at once, before "Weiter"`, async ({
    page,
  }) => {
    const words = RETURN_RIDE[lang];
    await setLanguage(page, lang);
    await startBooking(page, lang);
    await chooseTariff(page, lang);
    const total = page.getByRole('complementary');
    await expect(total.getByRole('term')).toContainText([words.one]);
    await page.getByRole('checkbox', { name: words.tick }).check();
    await expect(total.getByRole('term')).toContainText([words.two]);
    await expect(total.getByText(words.total, { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: words.tick }).uncheck();
    await expect(total.getByRole('term')).toContainText([words.one]);
    await expect(total.getByText(words.total, { exact: true })).toHaveCount(0);
  });
}

test('the request above the trip details follows the place and time typed there, before "Weiter"', async ({
  page,
}) => {
  await startBooking(page, 'de');
  await chooseTariff(page, 'de');
  const request = page.getByRole('region', { name: 'Ihre Anfrage' });
  await expect(request).toContainText('30159, Hannover');
  await expect(request).toContainText('08:30');
  // Half typed, the postcode leaves the request as it was; complete, it takes its place.
  const postcode = page.getByLabel(/^PLZ/);
  await postcode.fill('301');
  await expect(request).toContainText('30159, Hannover');
  await postcode.fill('30161');
  await page.getByLabel(/^Ort \*/).fill('Hannover-List');
  await page
    .getByLabel(/^Uhrzeit/)
    .first()
    .fill('09:45');
  await expect(request).toContainText('30161, Hannover-List');
  await expect(request).toContainText('09:45');
  await expect(request).not.toContainText('08:30');
});
