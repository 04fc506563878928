import { expect, type Page } from '@playwright/test';
import { chooseOption } from '../../support/widgets';
import { daysAhead } from './helpers';

/** Steps of a company booking through the UI, shared by the booking specs, in either language. */

export type Lang = 'de' | 'en';

/** What a user reads on the company wizard (public/locales: company, common, booking). */
export const FLOW_TEXT = {
  de: {
    steps: {
      passenger: 'Fahrgast',
      destination: 'Reiseziel',
      tariff: 'Tarif',
      tripDetails: 'Reisedetails',
      payment: 'Zahlung',
      summary: 'Zusammenfassung',
      status: 'Bestätigung',
    },
    pickLabel: (name: string) => `${name} als Fahrgast auswählen`,
    firstName: /^Vorname/,
    lastName: /^Nachname/,
    email: /^E-Mail-Adresse/,
    mobile: /^Mobiltelefon/,
    salutation: /^Anrede/,
    chooseSalutation: 'Bitte wählen',
    airport: /^Flughafen/,
    street: /^Straße und Hausnummer/,
    postcode: /^PLZ/,
    city: /^Ort/,
    date: /^Datum/,
    time: /^Uhrzeit/,
    next: 'Weiter',
    chooseType: 'Fahrzeugart wählen',
    kst: 'Kostenstelle',
    bereich: 'Abteilung',
    costLegend: 'Abrechnung im Unternehmen',
    timeKind: /^Abholzeit/,
    fixedTime: 'Feste Abholzeit',
    bookNow: 'Jetzt buchen',
  },
  en: {
    steps: {
      passenger: 'Passenger',
      destination: 'Destination',
      tariff: 'Tariff',
      tripDetails: 'Trip details',
      payment: 'Payment',
      summary: 'Summary',
      status: 'Confirmation',
    },
    pickLabel: (name: string) => `Choose ${name} as passenger`,
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^Email address/,
    mobile: /^Mobile phone/,
    salutation: /^Title/,
    chooseSalutation: 'Please choose',
    airport: /^Airport/,
    street: /^Street and number/,
    postcode: /^Postcode/,
    city: /^City/,
    date: /^Date/,
    time: /^Time/,
    next: 'Next',
    chooseType: 'Choose a vehicle type',
    kst: 'Cost centre',
    bereich: 'Department',
    costLegend: 'Internal billing',
    timeKind: /^Pickup time/,
    fixedTime: 'Fixed pickup time',
    bookNow: 'Book now',
  },
} as const;

/** YYYY-MM-DD as a user types it in the site's language: TT.MM.JJJJ or MM/DD/YYYY. */
export function typedDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-');
  return lang === 'de' ? `${d}.${m}.${y}` : `${m}/${d}/${y}`;
}

/** HH:MM as a user types it in the site's language: 24 hours, or h:mm AM/PM. */
export function typedTime(hhmm: string, lang: Lang): string {
  if (lang === 'de') return hhmm;
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The outbound ride's date (`days` ahead) and time on the trip details, where a route tariff or an
 * MTU quote leaves them empty (German page).
 */
export async function fillOutboundRide(page: Page, days: number, time: string): Promise<void> {
  await page
    .getByLabel(/^Datum/)
    .first()
    .fill(typedDate(daysAhead(days), 'de'));
  await page
    .getByLabel(/^Uhrzeit/)
    .first()
    .fill(time);
}

const stepHeading = (page: Page, lang: Lang, step: keyof (typeof FLOW_TEXT)['de']['steps']) =>
  expect(page.getByRole('heading', { level: 1, name: FLOW_TEXT[lang].steps[step] })).toBeVisible();

export async function pickPassenger(page: Page, name: string, lang: Lang = 'de'): Promise<void> {
  await stepHeading(page, lang, 'passenger');
  await page.getByRole('button', { name: FLOW_TEXT[lang].pickLabel(name) }).click();
}

export async function enterNewPassenger(
  page: Page,
  vorname: string,
  name: string,
  lang: Lang = 'de',
): Promise<void> {
  const text = FLOW_TEXT[lang];
  await stepHeading(page, lang, 'passenger');
  await chooseOption(page.getByRole('combobox', { name: text.salutation }), { index: 1 });
  await page.getByRole('textbox', { name: text.firstName }).fill(vorname);
  await page.getByRole('textbox', { name: text.lastName }).fill(name);
  await page
    .getByRole('textbox', { name: text.email })
    .fill(`${vorname.toLowerCase()}@example.org`);
  await page.getByRole('textbox', { name: text.mobile }).fill('0151 1234567');
  await page.getByRole('button', { name: text.next }).click();
}

export interface DestinationInput {
  airport?: string;
  strasse?: string;
  plz?: string;
  ort?: string;
  days?: number;
}

export async function fillDestination(
  page: Page,
  input: DestinationInput = {},
  lang: Lang = 'de',
): Promise<void> {
  const text = FLOW_TEXT[lang];
  await stepHeading(page, lang, 'destination');
  if (input.airport)
    await chooseOption(
      page.getByRole('combobox', { name: text.airport }),
      new RegExp(`\\(${input.airport}\\)$`),
    );
  if (input.strasse) await page.getByRole('textbox', { name: text.street }).fill(input.strasse);
  if (input.plz) await page.getByRole('textbox', { name: text.postcode }).fill(input.plz);
  if (input.ort) await page.getByRole('textbox', { name: text.city }).first().fill(input.ort);
  // Typed as a user of the site's language would: 24.12.2026 and 08:30, or 12/24/2026 and 8:30 AM.
  await page.getByLabel(text.date).fill(typedDate(daysAhead(input.days ?? 10), lang));
  await page.getByLabel(text.time).fill(typedTime('08:30', lang));
  await page.getByRole('button', { name: text.next }).click();
}

export async function chooseTariff(page: Page, index = 0, lang: Lang = 'de'): Promise<void> {
  await stepHeading(page, lang, 'tariff');
  const group = page.getByRole('group', { name: FLOW_TEXT[lang].chooseType });
  await group.getByRole('radio').nth(index).check();
  await page.getByRole('button', { name: FLOW_TEXT[lang].next }).click();
}

export async function fillTripDetails(
  page: Page,
  options: { kst?: string; bereich?: string; strasse?: string } = {},
  lang: Lang = 'de',
): Promise<void> {
  const text = FLOW_TEXT[lang];
  await stepHeading(page, lang, 'tripDetails');
  // In their group: 52460's step also has the customer list's search by department.
  const cost = page.getByRole('group', { name: text.costLegend });
  if (options.kst !== undefined)
    await cost.getByRole('textbox', { name: text.kst }).fill(options.kst);
  if (options.bereich !== undefined)
    await cost.getByRole('textbox', { name: text.bereich }).fill(options.bereich);
  const salutation = page.getByRole('combobox', { name: text.salutation });
  // A passenger picked from the list brings a salutation; a new one has none chosen yet.
  if ((await salutation.inputValue()) === text.chooseSalutation)
    await chooseOption(salutation, { index: 1 });
  for (const [label, value] of [
    [text.firstName, 'Erika'],
    [text.lastName, 'Muster'],
    [text.email, 'erika@example.org'],
    [text.mobile, '0151 2345678'],
    [text.street, options.strasse ?? 'Testweg 1'],
  ] as const) {
    const field = page.getByRole('textbox', { name: label });
    if ((await field.inputValue()) === '') await field.fill(value);
  }
  await page
    .getByRole('group', { name: text.timeKind })
    .first()
    .getByRole('radio', { name: text.fixedTime })
    .check();
  await page.getByRole('button', { name: text.next }).click();
}

export async function bookNow(page: Page, lang: Lang = 'de'): Promise<string> {
  await stepHeading(page, lang, 'summary');
  await page.getByRole('button', { name: FLOW_TEXT[lang].bookNow }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: FLOW_TEXT[lang].steps.status }),
  ).toBeVisible({ timeout: 15_000 });
  await page.waitForURL(/\/buchung\/status$/);
  const stored = await page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('Buchung') ?? 'null') as {
        buchungStamm: { voucher: string };
      } | null,
  );
  expect(stored?.buchungStamm.voucher).toBeTruthy();
  return stored!.buchungStamm.voucher;
}
