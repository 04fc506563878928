import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { chooseOption } from '../../support/widgets';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { expectOnHostedPage, payWith } from '../payment/helpers';
import {
  bookNow,
  chooseTariff,
  enterNewPassenger,
  fillDestination,
  fillTripDetails,
  pickPassenger,
} from './booking-flow';
import { DEMO_COMPANIES, loginWithId } from './helpers';

/**
 * The company area in English: layout and tabs, a booking on account and one by card, the
 * booked rides, the customer form with a validation error and the price inquiry. Every screen
 * is checked for German UI text showing through and scanned with axe.
 */

test.describe.configure({ timeout: 180_000 });

/** German UI words that must not show on an English screen (data such as names may be German). */
const GERMAN_UI =
  /\b(Weiter|Zurück|Bitte|Fahrgast|Fahrgäste|Abholzeit|Gesamtpreis|Zusammenfassung|Jetzt buchen|Suchen|Kunden|Preisabfrage|Reiseziel|Fahrzeugart|MwSt|Abteilung|Kostenstelle|Neue Buchung|Gebuchte Fahrten|Abmelden|Erwachsene|Kinder|pro Fahrt|Hinfahrt|Rückfahrt|Zahlung|Zahlungsart|Uhr|Auf Rechnung|Bezahlt|gefunden|Seite)\b/;

async function expectEnglishScreen(page: Page, shot?: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const text = await page.locator('body').innerText();
  expect(text.match(GERMAN_UI)?.[0], 'German UI text on an English screen').toBeUndefined();
  await expectNoAxeViolations(page);
  if (shot) await saveScreenshot(page, shot);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Company account sections' });

test('layout, tabs, a booking on account, the booked rides, customers and the price inquiry in English', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  await loginWithId(page, 'vehicleGroup');
  await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/);

  // Layout and tabs.
  const bar = page.getByRole('region', { name: 'Your company account' });
  await expect(bar.getByTestId('company-id')).toHaveText(
    String(DEMO_COMPANIES.vehicleGroup.firmenId),
  );
  await expect(bar.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(
    bar.getByRole('img', { name: 'Logo of the vehicle manufacturer group' }),
  ).toBeVisible();
  await expect(nav(page).getByRole('link')).toHaveText([
    'New booking',
    'Booked rides',
    'Customers',
    'Price inquiry',
  ]);
  await expect(nav(page).getByRole('link', { name: 'New booking' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectEnglishScreen(page);

  // A booking on account: passenger from the list.
  const search = page.getByRole('search', { name: 'Search passengers' });
  await search.getByRole('textbox', { name: 'Department' }).fill('Entwicklung');
  await search.getByRole('button', { name: 'Search' }).click();
  // Other specs may have added passengers to this department: count loosely.
  await expect(page.getByText(/^\d+ customers? found$/)).toBeVisible();
  await expectEnglishScreen(page);
  await pickPassenger(page, 'Lea Köhler', 'en');
  await expectEnglishScreen(page);
  // The company's airports by their English names, as on the rest of the site.
  await chooseOption(page.getByRole('combobox', { name: /^Airport/ }), 'Hanover (HAJ)');
  await fillDestination(
    page,
    { airport: 'HAJ', strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover' },
    'en',
  );
  await expect(page.getByRole('group', { name: 'Choose a vehicle type' })).toContainText(
    /€[\d,]+\.\d\d per ride/,
  );
  await expectEnglishScreen(page);
  await chooseTariff(page, 0, 'en');
  // Prefilled from the customer (other specs' bookings may have changed it).
  await expect(page.getByRole('textbox', { name: 'Cost centre' })).toHaveValue(/^WM-/);
  await expect(page.getByRole('group', { name: 'Passenger’s contact details' })).toBeVisible();
  await expectEnglishScreen(page);
  await fillTripDetails(page, { kst: 'WM-7200', bereich: 'Entwicklung' }, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  await expect(page.getByText('Invoice (company account)')).toBeVisible();
  await expect(page.getByText(/^€[\d,]+\.\d\d incl\. VAT$/)).toBeVisible();
  await expectEnglishScreen(page, 'company-en-summary-1280');
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'company-en-summary-390');
  await page.setViewportSize(VIEWPORTS.desktop);
  const voucher = await bookNow(page, 'en');
  await expect(page.getByText(voucher)).toBeVisible();
  await expect(page.getByText('On account')).toBeVisible();
  await expectEnglishScreen(page);

  // The booked rides list shows the new booking.
  await nav(page).getByRole('link', { name: 'Booked rides' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booked rides' })).toBeVisible();
  const filter = page.getByRole('search', { name: 'Filter rides' });
  await filter.getByRole('searchbox', { name: 'Search' }).fill(voucher);
  await filter.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Rides booked for your company' });
  await expect(table.getByRole('rowheader', { name: voucher })).toBeVisible();
  await expect(table).toContainText('On account');
  await expect(page.getByText('1 booking found')).toBeVisible();
  await expectEnglishScreen(page);

  // Customers: the create form with a validation error keeps what was typed.
  await nav(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByText(/\d+ customers found/)).toBeVisible();
  await expectEnglishScreen(page);
  await page.getByRole('link', { name: 'Create a new customer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create a new customer' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await page.getByRole('textbox', { name: /^Email address/ }).fill('no-at-sign');
  await page.getByRole('button', { name: 'Create customer' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email address/ })).toHaveValue('no-at-sign');
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');
  await expectEnglishScreen(page);

  // Price inquiry.
  await nav(page).getByRole('link', { name: 'Price inquiry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price inquiry' })).toBeVisible();
  await chooseOption(page.getByRole('combobox', { name: /^Airport/ }), 'Hanover (HAJ)');
  await page.getByRole('textbox', { name: /^Postcode/ }).fill('38440');
  await page.getByRole('textbox', { name: /^City/ }).fill('Wolfsburg');
  await page.getByRole('button', { name: 'Calculate price' }).click();
  const result = page.getByRole('region', {
    name: /Prices for 38440 Wolfsburg from Hanover \(HAJ\)/,
  });
  await expect(result).toContainText(/Distance: [\d.]+ km \(one way\)/);
  await expect(result.getByRole('row')).toHaveCount(4);
  await expectEnglishScreen(page);
});

test('a company booking paid by card in English, through the sandbox payment page', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  await loginWithId(page, 'cardPayer');
  await expect(nav(page).getByRole('link')).toHaveText([
    'New booking',
    'Booked rides',
    'Price inquiry',
  ]);
  await enterNewPassenger(page, 'Nora', 'Lindqvist', 'en');
  await fillDestination(
    page,
    { airport: 'HAJ', strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover' },
    'en',
  );
  await chooseTariff(page, 0, 'en');
  await fillTripDetails(page, {}, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.getByRole('radio', { name: /Credit card/ }).check();
  await expectEnglishScreen(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeVisible();
  await expectEnglishScreen(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expectOnHostedPage(page, 'en');
  await payWith(page, 'en', 'success');
  await expect(page).toHaveURL(/\/buchung\/status$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expectEnglishScreen(page);
});
