import { expect, test } from '../../support/fixtures';
import {
  chooseTariff,
  choosePayment,
  expectStep,
  readDraft,
  startBooking,
  submitTripDetails,
  TEXT,
} from './helpers';

test.describe('private booking: reload, history and deep links', () => {
  // Many full page loads per test on a shared 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a reload at every step returns to the same step with the same data', async ({ page }) => {
    await startBooking(page);
    await page.reload();
    await expectStep(page, 'de', 0);
    await chooseTariff(page);
    await page.reload();
    await expectStep(page, 'de', 1);
    await page.getByRole('button', { name: TEXT.de.back }).click();
    await expectStep(page, 'de', 0);
    await expect(page.getByRole('radio', { name: /Shuttle/ })).toBeChecked();
    await page.getByRole('button', { name: TEXT.de.next }).click();
    await submitTripDetails(page);
    await page.reload();
    await expectStep(page, 'de', 2);
    await choosePayment(page);
    await page.reload();
    await expectStep(page, 'de', 3);
    await expect(
      page.getByRole('definition').getByText('erika@example.org', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('LH123')).toBeVisible();
    await page.getByRole('link', { name: 'Kontakt und Adresse bearbeiten' }).click();
    await expectStep(page, 'de', 1);
    await page.reload();
    await expect(page.getByLabel(/^Vorname/)).toHaveValue('Erika');
    await expect(page.getByLabel(/^Straße/)).toHaveValue('Kröpcke 1');
  });

  test('browser back and forward walk through all steps with the data intact', async ({ page }) => {
    await startBooking(page);
    await chooseTariff(page);
    await submitTripDetails(page);
    await choosePayment(page);
    await page.goBack();
    await expectStep(page, 'de', 2);
    await expect(page.getByRole('radio', { name: 'Kreditkarte' })).toBeChecked();
    await page.goBack();
    await expectStep(page, 'de', 1);
    await expect(page.getByLabel(/^Nachname/)).toHaveValue('Mustermann');
    await page.goBack();
    await expectStep(page, 'de', 0);
    await expect(page.getByRole('radio', { name: /Shuttle/ })).toBeChecked();
    await page.goForward();
    await expectStep(page, 'de', 1);
    await page.goForward();
    await expectStep(page, 'de', 2);
    await page.goForward();
    await expectStep(page, 'de', 3);
    await expect(page).toHaveURL(/\/privat-buchung\/zusammenfassung$/);
  });

  test('a deep link to a later step without its data is corrected to the current step', async ({
    page,
  }) => {
    await startBooking(page);
    for (const step of ['reise-details', 'kreditkarte-zahlung', 'zusammenfassung', 'status']) {
      await page.goto(`/privat-buchung/${step}`);
      await expect(page).toHaveURL(/\/privat-buchung\/tarif-auswahl$/);
      await expectStep(page, 'de', 0);
    }
    await page.goto('/privat-buchung');
    await expect(page).toHaveURL(/\/privat-buchung\/tarif-auswahl$/);
    await chooseTariff(page);
    await page.goto('/privat-buchung/zusammenfassung');
    await expect(page).toHaveURL(/\/privat-buchung\/tarif-auswahl$/);
    expect((await readDraft(page)).transferArtId).toBe(1);
  });

  test('without a booking in the session the wizard sends you to the start page', async ({
    page,
  }) => {
    await page.goto('/privat-buchung/zusammenfassung');
    await expect(page).toHaveURL(/\/start$/);
    await expect(page.getByRole('heading', { name: TEXT.de.entryTitle })).toBeVisible();
  });

  test('the flight-info link fills the entry form', async ({ page }) => {
    await page.goto(
      '/start?richtung=vomFlughafen&flughafen=BRE&datum=2099-05-04&zeit=14:25&flug=XY123#buchen',
    );
    const form = page.locator('#buchen');
    await expect(form.getByRole('heading', { name: TEXT.de.entryTitle })).toBeVisible({
      timeout: 20_000,
    });
    await expect(form.getByRole('radio', { name: 'Vom Flughafen' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Bremen (BRE)' })).toBeChecked();
    await expect(form.getByLabel(/^Datum/)).toHaveValue('04.05.2099');
    await expect(form.getByLabel(/^Uhrzeit/)).toHaveValue('14:25');
    await form.getByLabel(/^PLZ/).fill('28195');
    await form.getByLabel(/^Ort/).fill('Bremen');
    await page.getByRole('button', { name: TEXT.de.showPrices }).click();
    await expectStep(page, 'de', 0);
    const draft = await readDraft(page);
    expect(draft.hinfahrt.flugnummer).toBe('XY123');
    expect(draft.richtung).toBe('vomFlughafen');
    expect(draft.erw).toBe(1);
    expect(draft.kind).toBe(0);
    expect(draft.hinfahrt.gepaeckstck).toBe(1);
  });
});
