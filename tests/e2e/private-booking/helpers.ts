import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { chooseOption } from '../../support/widgets';
import { PRIVATE_BOOKING_BASE, PRIVATE_BOOKING_STEPS } from '../../../src/domain/route-paths';

/*
 * Steps of the private booking, driven the way a user does it (roles and labels). Texts are
 * looked up per language, so the same helpers drive the German and the English run.
 */

export type Lang = 'de' | 'en';

export const TEXT = {
  de: {
    entryTitle: 'Transfer buchen',
    showPrices: 'Preise anzeigen',
    postcode: 'PLZ',
    city: 'Ort',
    date: 'Datum',
    time: 'Uhrzeit',
    steps: ['Tarif wählen', 'Reisedetails', 'Zahlungsart', 'Zusammenfassung', 'Buchungsstatus'],
    next: 'Weiter',
    back: 'Zurück',
    bookNow: 'Zahlungspflichtig buchen',
    retry: 'Erneut versuchen',
    contactDetails: 'Ihre Kontaktdaten',
    salutation: 'Anrede',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    mobile: 'Mobiltelefon',
    street: 'Straße und Hausnummer',
    flightNumber: 'Flugnummer',
    fixedTime: 'Feste Abholzeit',
    card: 'Kreditkarte',
    shuttle: /Shuttle/,
    total: 'Gesamtpreis',
  },
  en: {
    entryTitle: 'Book a transfer',
    showPrices: 'Show prices',
    postcode: 'Postcode',
    city: 'City',
    date: 'Date',
    time: 'Time',
    steps: ['Choose a tariff', 'Trip details', 'Payment method', 'Summary', 'Booking status'],
    next: 'Next',
    back: 'Back',
    bookNow: 'Book and pay',
    retry: 'Try again',
    contactDetails: 'Your contact details',
    salutation: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    mobile: 'Mobile phone',
    street: 'Street and number',
    flightNumber: 'Flight number',
    fixedTime: 'Fixed pickup time',
    card: 'Credit card',
    shuttle: /Shuttle/,
    total: 'Total',
  },
} as const;

/** A date some weeks ahead (YYYY-MM-DD), so the tests never hit "in the past". */
export function futureDate(daysAhead = 30): string {
  return new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

export async function expectStep(
  page: Page,
  lang: Lang,
  index: number,
  { timeout }: { timeout?: number } = {},
) {
  const name = TEXT[lang].steps[index]!;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout });
  await expect(page.getByRole('navigation').locator('[aria-current="step"]')).toContainText(name);
  // And its address: the wizard writes it just after drawing the step, so a reload in between
  // would come back to the step before.
  const path = `/${PRIVATE_BOOKING_BASE}/${PRIVATE_BOOKING_STEPS[index]}`;
  await expect(page).toHaveURL((url) => url.pathname === path);
}

export async function fillEntry(
  page: Page,
  lang: Lang,
  { plz = '30159', ort = 'Hannover', datum = futureDate(), zeit = '08:30' } = {},
) {
  const text = TEXT[lang];
  const form = page.locator('#buchen');
  await form.getByLabel(text.postcode, { exact: false }).first().fill(plz);
  await form.getByLabel(new RegExp(`^${text.city}`)).fill(ort);
  await form.getByLabel(new RegExp(`^${text.date}`)).fill(datum);
  await form.getByLabel(new RegExp(`^${text.time}`)).fill(zeit);
}

export async function startBooking(page: Page, lang: Lang = 'de') {
  await page.goto('/start');
  await expect(page.getByRole('heading', { name: TEXT[lang].entryTitle })).toBeVisible({
    timeout: 20_000,
  });
  await fillEntry(page, lang);
  await page.getByRole('button', { name: TEXT[lang].showPrices }).click();
  // The prerendered start page takes the booking before its app has run (early-input.ts): the
  // first step comes after the app's start as well as the wizard's code, which a loaded CI
  // machine can stretch beyond the usual wait.
  await expectStep(page, lang, 0, { timeout: 20_000 });
}

export async function chooseTariff(page: Page, lang: Lang = 'de') {
  await page.getByRole('radio', { name: TEXT[lang].shuttle }).check();
  await page.getByRole('button', { name: TEXT[lang].next }).click();
  await expectStep(page, lang, 1);
}

/** `datum: null` keeps the ride's date as it is (picked on the start page, say). */
export async function fillTripDetails(
  page: Page,
  lang: Lang = 'de',
  { datum = futureDate() as string | null } = {},
) {
  const text = TEXT[lang];
  await expect(page.getByRole('group', { name: text.contactDetails })).toBeVisible();
  await chooseOption(page.getByLabel(new RegExp(`^${text.salutation}`)), { index: 2 });
  await page.getByLabel(new RegExp(`^${text.firstName}`)).fill('Erika');
  await page.getByLabel(new RegExp(`^${text.lastName}`)).fill('Mustermann');
  await page.getByLabel(new RegExp(`^${text.email}`)).fill('erika@example.org');
  await page.getByLabel(new RegExp(`^${text.mobile}`)).fill('0151 2345678');
  await page.getByLabel(new RegExp(`^${text.street}`)).fill('Kröpcke 1');
  if (datum !== null)
    await page
      .getByLabel(new RegExp(`^${text.date}`))
      .first()
      .fill(datum);
  await page.getByRole('radio', { name: text.fixedTime }).first().check();
  await page
    .getByLabel(new RegExp(`^${text.flightNumber}`))
    .first()
    .fill('LH123');
}

/** The trip details' return ride: ticked, then its date (ISO) and time typed. */
export async function fillReturnRide(page: Page, lang: Lang, datum: string, zeit: string) {
  const text = TEXT[lang];
  await page
    .getByRole('checkbox', { name: lang === 'de' ? 'Rückfahrt mitbuchen' : 'Add a return ride' })
    .check();
  await page
    .getByLabel(new RegExp(`^${text.date}`))
    .nth(1)
    .fill(datum);
  await page
    .getByLabel(new RegExp(`^${text.time}`))
    .nth(1)
    .fill(zeit);
}

export async function submitTripDetails(page: Page, lang: Lang = 'de') {
  await fillTripDetails(page, lang);
  await page.getByRole('button', { name: TEXT[lang].next }).click();
  await expectStep(page, lang, 2);
}

export async function choosePayment(page: Page, lang: Lang = 'de') {
  await page.getByRole('radio', { name: TEXT[lang].card }).check();
  await page.getByRole('button', { name: TEXT[lang].next }).click();
  await expectStep(page, lang, 3);
}

/** From the start page to the summary with valid data. */
export async function toSummary(page: Page, lang: Lang = 'de') {
  await startBooking(page, lang);
  await chooseTariff(page, lang);
  await submitTripDetails(page, lang);
  await choosePayment(page, lang);
}

export function readDraft(page: Page) {
  return page.evaluate(() => JSON.parse(window.sessionStorage.getItem('Buchung') ?? 'null'));
}
