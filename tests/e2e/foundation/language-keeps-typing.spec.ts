import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { KEPT_TYPING_KEY } from '../../../src/session/kept-typing';
import { contactFields, fmt, T } from '../service/helpers';
import {
  chooseTariff,
  expectStep,
  fillEntry,
  fillTripDetails,
  startBooking,
  TEXT,
} from '../private-booking/helpers';
import { createBooking } from '../company/api-bookings';
import { loginWithId } from '../company/helpers';

/*
 * The language switch reloads the page (spec section 1); what was typed into a form and not sent
 * yet comes back in the other language (src/i18n/kept-typing.ts), once.
 */

test.describe.configure({ timeout: 90_000 });

async function switchTo(page: Page, group: string, button: RegExp) {
  const reload = page.waitForEvent('load');
  await page.getByRole('group', { name: group }).getByRole('button', { name: button }).click();
  await reload;
}

const kept = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), KEPT_TYPING_KEY);

test('the start form keeps postcode, town, date and time', async ({ page }) => {
  await page.goto('/start');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const datum = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await fillEntry(page, 'de', { plz: '28195', ort: 'Bremen', datum, zeit: '14:45' });
  await switchTo(page, 'Sprache wählen', /EN/);

  const en = TEXT.en;
  const form = page.getByRole('region', { name: en.entryTitle });
  await expect(form.getByLabel(en.postcode, { exact: false }).first()).toHaveValue('28195');
  await expect(form.getByLabel(new RegExp(`^${en.city}`))).toHaveValue('Bremen');
  const [y, m, d] = datum.split('-');
  await expect(form.getByLabel(new RegExp(`^${en.date}`))).toHaveValue(`${m}/${d}/${y}`);
  await expect(form.getByLabel(new RegExp(`^${en.time}`))).toHaveValue('2:45 PM');
  expect(await kept(page)).toBeNull();
});

test('the contact form keeps the message, once', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const de = contactFields(page, 'de');
  await de.subject.fill('Kindersitz');
  await de.message.fill('Bitte einen Kindersitz für die Rückfahrt.');
  await switchTo(page, 'Sprache wählen', /EN/);

  const en = contactFields(page, 'en');
  await expect(en.subject).toHaveValue('Kindersitz');
  await expect(en.message).toHaveValue('Bitte einen Kindersitz für die Rückfahrt.');
  // Handed back once: a reload later is a fresh form.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(en.message).toHaveValue('');
});

test("the company's new customer form keeps the names typed", async ({ page }) => {
  await loginWithId(page, 'mtu');
  await page.goto('/buchung/kunde?neu=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Neuen Kunden anlegen' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Ronja');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Kessler');
  await switchTo(page, 'Sprache wählen', /EN/);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Create a new customer' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ronja');
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Kessler');
});

test("the company wizard's new passenger keeps what was typed", async ({ page }) => {
  await loginWithId(page, 'reinsurerA');
  await page.goto('/buchung/neuer-auftrag');
  const passenger = page.getByRole('region', { name: 'Oder neuen Fahrgast eingeben' });
  await passenger.getByRole('textbox', { name: /^Vorname/ }).fill('Greta');
  await passenger.getByRole('textbox', { name: /^Nachname/ }).fill('Albers');
  await passenger.getByRole('textbox', { name: /^E-Mail/ }).fill('greta@example.org');
  await switchTo(page, 'Sprache wählen', /EN/);

  const there = page.getByRole('region', { name: 'Or enter a new passenger' });
  await expect(there.getByRole('textbox', { name: /^First name/ })).toHaveValue('Greta');
  await expect(there.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Albers');
  await expect(there.getByRole('textbox', { name: /^Email/ })).toHaveValue('greta@example.org');
});

test('the company lists keep a search typed and not sent yet', async ({ page }) => {
  await loginWithId(page, 'reinsurerA');
  await page.goto('/buchung/gebuchte-fahrten');
  const rides = page.getByRole('search', { name: 'Fahrten filtern' });
  await rides.getByRole('searchbox', { name: 'Suche' }).fill('Albers');
  await rides.getByRole('combobox', { name: /^Fahrten ab/ }).fill('24.12.2031');
  await switchTo(page, 'Sprache wählen', /EN/);

  const there = page.getByRole('search', { name: 'Filter rides' });
  await expect(there.getByRole('searchbox', { name: 'Search' })).toHaveValue('Albers');
  await expect(there.getByRole('combobox', { name: /^Rides from/ })).toHaveValue('12/24/2031');

  await page.goto('/buchung/kunde');
  const customers = page.getByRole('search', { name: 'Search customers' });
  await customers.getByRole('textbox', { name: 'Department' }).fill('Finanzen');
  await switchTo(page, 'Choose language', /DE/);
  await expect(
    page.getByRole('search', { name: 'Kunden suchen' }).getByRole('textbox', { name: 'Abteilung' }),
  ).toHaveValue('Finanzen');
});

test("a company ride's open leg form opens again with what was typed", async ({ page }) => {
  await loginWithId(page, 'reinsurerA');
  const voucher = await createBooking(page.request, { surname: 'Sprachwechsel', inDays: 15 });
  await page.goto(`/buchung/gebuchte-fahrten?suche=${voucher}`);
  await page.getByRole('link', { name: `Bearbeiten: Buchung ${voucher}`, exact: true }).click();
  await page
    .getByRole('article', { name: 'Hinfahrt' })
    .getByRole('button', { name: 'Fahrt ändern' })
    .click();
  const de = page.getByRole('group', { name: 'Hinfahrt' });
  await de.getByRole('combobox', { name: /^Uhrzeit/ }).fill('07:45');
  await de.getByLabel(/^Gepäckstücke/).fill('3');
  await switchTo(page, 'Sprache wählen', /EN/);

  const en = page.getByRole('group', { name: 'Outbound ride' });
  await expect(en.getByRole('combobox', { name: /^Time/ })).toHaveValue('7:45 AM');
  await expect(en.getByLabel(/^Pieces of luggage|^Luggage/)).toHaveValue('3');
  await expect(page.getByRole('group', { name: 'Return ride' })).toHaveCount(0);
});

/*
 * A visitor may switch the language just to read a field's message: it comes back with what was
 * typed, in the other language (src/ui/use-kept-messages.ts).
 */
const DE = T.de.validation;
const EN = T.en.validation;

/** The form's summary of its invalid fields ("Bitte korrigieren Sie 2 markierte Felder."). */
const summary = (page: Page, lang: 'de' | 'en', count: number) =>
  page.getByText(
    fmt(T[lang].validation[count === 1 ? 'summary_one' : 'summary_other'], { count }),
    {
      exact: true,
    },
  );

async function summaryCount(page: Page, lang: 'de' | 'en'): Promise<number> {
  const [prefix = ''] = T[lang].validation.summary_other.split('{{count}}');
  const text = await page.getByText(new RegExp(`^${prefix}\\d+`)).innerText();
  return Number(/\d+/.exec(text.slice(prefix.length))?.[0]);
}

test('the contact form keeps its messages, in the other language', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const de = contactFields(page, 'de');
  await de.subject.fill('Kindersitz');
  await de.submit.click();
  await expect(de.message).toHaveAccessibleDescription(new RegExp(DE.required));
  const count = await summaryCount(page, 'de');
  await switchTo(page, 'Sprache wählen', /EN/);

  const en = contactFields(page, 'en');
  await expect(en.subject).toHaveValue('Kindersitz');
  await expect(en.message).toHaveAccessibleDescription(new RegExp(EN.required));
  await expect(en.message).toHaveAttribute('aria-invalid', 'true');
  // A field that was fine has no message.
  await expect(en.subject).not.toHaveAttribute('aria-invalid', 'true');
  // The summary above the button counts them again.
  await expect(summary(page, 'en', count)).toBeVisible();

  // As before the switch, a message goes as soon as its field is answered, not when it is left:
  // the page does not jump under the pointer on its way to the next field.
  await en.message.fill('Bitte einen Kindersitz für die Rückfahrt.');
  await expect(en.message).toBeFocused();
  await expect(en.message).not.toHaveAttribute('aria-invalid', 'true');
  await expect(en.consent).toHaveAttribute('aria-invalid', 'true');
  await en.consent.check();
  await expect(en.consent).toBeChecked();
  await expect(en.consent).not.toHaveAttribute('aria-invalid', 'true');
});

test("the wizard's trip details keep their messages, in the other language", async ({ page }) => {
  await startBooking(page);
  await chooseTariff(page);
  await fillTripDetails(page);
  const flight = (lang: 'de' | 'en') =>
    page.getByLabel(new RegExp(`^${TEXT[lang].flightNumber}`)).first();
  await flight('de').fill('LH 12345678');
  await page.getByRole('button', { name: TEXT.de.next }).click();
  await expect(flight('de')).toHaveAccessibleDescription(/höchstens 10 Zeichen/);
  await expect(summary(page, 'de', 1)).toBeVisible();
  await switchTo(page, 'Sprache wählen', /EN/);

  await expectStep(page, 'en', 1);
  await expect(flight('en')).toHaveValue('LH 12345678');
  await expect(flight('en')).toHaveAccessibleDescription(/no more than 10 characters/);
  await expect(summary(page, 'en', 1)).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${TEXT.en.firstName}`))).toHaveValue('Erika');
});
