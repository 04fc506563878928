import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { holdBack } from '../../support/hold-back';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { chooseOption } from '../../support/widgets';
import { setLanguage } from '../../support/storage';
import type { Page } from '@playwright/test';
import {
  chooseTariff,
  expectStep,
  fillEntry,
  fillReturnRide,
  fillTripDetails,
  futureDate,
  readDraft,
  startBooking,
  TEXT,
  type Lang,
} from './helpers';

/** The trip request's link back to the start page's form (privateBooking.request.change). */
const CHANGE_REQUEST = { de: 'Anfrage ändern', en: 'Change request' } as const;

/** The trip details' return ride (booking.tripDetails.withReturn). */
const WITH_RETURN = { de: 'Rückfahrt mitbuchen', en: 'Add a return ride' } as const;

/** The running total's heading (booking.total.title). */
const TOTAL_TITLE = { de: 'Ihr Preis', en: 'Your price' } as const;

/** The trip details step in `lang`, reached from the start page. */
async function openTripDetails(page: Page, lang: Lang) {
  await setLanguage(page, lang);
  await startBooking(page, lang);
  await chooseTariff(page, lang);
}

/*
 * Trip details typed but not submitted survive a reload (sessionStorage ReiseDetailsEntwurf),
 * and submitting them goes on as usual and drops the draft.
 */

test('typed trip details survive a reload; submitting them still works', async ({ page }) => {
  const text = TEXT.de;
  await startBooking(page);
  await chooseTariff(page);
  await chooseOption(page.getByLabel(new RegExp(`^${text.salutation}`)), { index: 2 });
  await page.getByLabel(new RegExp(`^${text.firstName}`)).fill('Erika');
  await page.getByLabel(new RegExp(`^${text.lastName}`)).fill('Mustermann');
  // Not valid yet: a draft keeps what was typed, as it was typed.
  await page.getByLabel(new RegExp(`^${text.email}`)).fill('erika@example');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('ReiseDetailsEntwurf')))
    .toContain('erika@example');

  await page.reload();
  await expectStep(page, 'de', 1);
  await expect(page.getByLabel(new RegExp(`^${text.firstName}`))).toHaveValue('Erika');
  await expect(page.getByLabel(new RegExp(`^${text.lastName}`))).toHaveValue('Mustermann');
  await expect(page.getByLabel(new RegExp(`^${text.email}`))).toHaveValue('erika@example');
  await expectNoAxeViolations(page);

  await page.getByLabel(new RegExp(`^${text.email}`)).fill('erika@example.org');
  await page.getByLabel(new RegExp(`^${text.mobile}`)).fill('0151 2345678');
  await page.getByLabel(new RegExp(`^${text.street}`)).fill('Kröpcke 1');
  await page.getByRole('radio', { name: text.fixedTime }).first().check();
  await page.getByRole('button', { name: text.next }).click();
  await expectStep(page, 'de', 2);
  expect(await page.evaluate(() => sessionStorage.getItem('ReiseDetailsEntwurf'))).toBeNull();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('Buchung') ?? 'null'));
  expect(stored.kundeStamm).toMatchObject({
    vorname: 'Erika',
    name: 'Mustermann',
    email: 'erika@example.org',
  });
});

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: typed trip details survive the browser's Back and Forward, at once after typing`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await openTripDetails(page, lang);
    await fillTripDetails(page, lang);
    // No pause: the last keys are not written yet when the step goes.
    await page.goBack();
    await expectStep(page, lang, 0);
    await page.goForward();
    await expectStep(page, lang, 1);
    await expect(page.getByLabel(new RegExp(`^${text.firstName}`))).toHaveValue('Erika');
    await expect(page.getByLabel(new RegExp(`^${text.email}`))).toHaveValue('erika@example.org');
    await expect(page.getByLabel(new RegExp(`^${text.street}`))).toHaveValue('Kröpcke 1');
    await expect(page.getByLabel(new RegExp(`^${text.flightNumber}`)).first()).toHaveValue('LH123');
  });

  test(`${lang}: the trip details do not wait for their lists: typed meanwhile, Next waits for them`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await openTripDetails(page, lang);
    // A slow line after a reload: the step's code is in, its prices and salutations are not.
    const release = await holdBack(page, /\/api\/(Preis\/|Kunde\/Anrede)/);
    await page.reload();
    await expectStep(page, lang, 1);
    const salutation = page.getByRole('combobox', { name: new RegExp(`^${text.salutation}`) });
    await expect(salutation).toHaveAttribute('aria-busy', 'true');
    await page.getByLabel(new RegExp(`^${text.firstName}`)).fill('Erika');
    await page.getByLabel(new RegExp(`^${text.lastName}`)).fill('Mustermann');
    await expect(page.getByRole('button', { name: text.next })).toBeDisabled();
    // The total keeps its place beside the form until the prices come.
    const total = page.getByRole('complementary', { name: TOTAL_TITLE[lang] });
    await expect(total).toHaveAttribute('aria-busy', 'true');
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, `trip-details-before-lists-${lang}-390`);
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, `trip-details-before-lists-${lang}-1280`);
    release();
    await expect(salutation).not.toHaveAttribute('aria-busy', 'true');
    await expect(total).not.toHaveAttribute('aria-busy', 'true');
    await expect(total).toContainText('€');
    await expect(page.getByRole('button', { name: text.next })).toBeEnabled();
    await expect(page.getByLabel(new RegExp(`^${text.firstName}`))).toHaveValue('Erika');
    await expect(page.getByLabel(new RegExp(`^${text.lastName}`))).toHaveValue('Mustermann');
    await expectNoAxeViolations(page);
    await fillTripDetails(page, lang);
    await page.getByRole('button', { name: text.next }).click();
    await expectStep(page, lang, 2);
  });
}

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: "change request" keeps what still fits: typed and not sent, the names, the tariff and the return ride come back with the new date`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    await openTripDetails(page, lang);
    await page.getByLabel(new RegExp(`^${text.firstName}`)).fill('Erika');
    await page.getByLabel(new RegExp(`^${text.lastName}`)).fill('Mustermann');
    await page.getByLabel(new RegExp(`^${text.email}`)).fill('erika@example.org');
    await page.getByLabel(new RegExp(`^${text.street}`)).fill('Kröpcke 1');
    const back = futureDate(60);
    await fillReturnRide(page, lang, back, '18:45');
    const withReturn = page.getByRole('checkbox', { name: WITH_RETURN[lang] });
    await page.getByRole('link', { name: CHANGE_REQUEST[lang] }).click();
    await expect(page.getByRole('heading', { name: text.entryTitle })).toBeVisible();
    // The form shows the request as it was (the app fills it in from the draft).
    await expect(
      page.locator('#buchen').getByLabel(text.postcode, { exact: false }).first(),
    ).toHaveValue('30159');

    // Another day, the same town: the request is new, the person and the street stay.
    const later = futureDate(45);
    await fillEntry(page, lang, { datum: later });
    await page.getByRole('button', { name: text.showPrices }).click();
    await expectStep(page, lang, 0, { timeout: 20_000 });
    // The same place and passengers: the tariff chosen stays chosen.
    await expect(page.getByRole('radio', { name: text.shuttle })).toBeChecked();
    await chooseTariff(page, lang);
    await expect(withReturn).toBeChecked();
    expect((await readDraft(page)).rueckfahrt).toMatchObject({ datum: back, zeit: '18:45' });
    await expect(page.getByLabel(new RegExp(`^${text.firstName}`))).toHaveValue('Erika');
    await expect(page.getByLabel(new RegExp(`^${text.lastName}`))).toHaveValue('Mustermann');
    await expect(page.getByLabel(new RegExp(`^${text.email}`))).toHaveValue('erika@example.org');
    await expect(page.getByLabel(new RegExp(`^${text.street}`))).toHaveValue('Kröpcke 1');
    expect((await readDraft(page)).hinfahrt.datum).toBe(later);
    await expectNoAxeViolations(page);
  });
}
