import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { createBooking } from './api-bookings';
import { daysAhead, loginWithId } from './helpers';

/**
 * Gebuchte Fahrten in the site's language (issue 15): the filter's and the ride edit form's
 * dates follow the site language, not the browser's locale; the route names both ends; counts
 * use plural rules. German and English.
 */

test.describe.configure({ timeout: 120_000 });

/** YYYY-MM-DD as typed in the language: TT.MM.JJJJ or MM/DD/YYYY. */
const typed = (iso: string, language: 'de' | 'en') => {
  const [y, m, d] = iso.split('-');
  return language === 'de' ? `${d}.${m}.${y}` : `${m}/${d}/${y}`;
};

async function openRide(page: Page, voucher: string, label: (voucher: string) => string) {
  await page.goto(`/buchung/gebuchte-fahrten?suche=${voucher}`);
  await page.getByRole('link', { name: label(voucher) }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(voucher) })).toBeVisible();
}

const CASES = [
  {
    language: 'de',
    filter: 'Fahrten filtern',
    from: /^Fahrten ab/,
    to: /^Fahrten bis/,
    search: 'Suchen',
    invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
    outboundAfterReturn: 'Die Hinfahrt muss mindestens 2 Stunden vor der Rückfahrt liegen.',
    toBeforeFrom: 'Das Enddatum darf nicht vor dem Anfangsdatum liegen.',
    open: (voucher: string) => `Bearbeiten: Buchung ${voucher}`,
    route: 'Strecke',
    routeValue: 'Flughafen Hannover (HAJ) → Hannover',
    persons: 'Fahrgäste',
    personsValue: '2 Erwachsene, 1 Kind',
    extrasValue: '2 × Kindersitz',
    // A ride's time and its kind, lower case inside the sentence.
    whenValue: /^[^,]+, \d+\. \S+ \d{4}, \d{2}:\d{2} \(feste Abholzeit\)$/,
    outbound: 'Hinfahrt',
    change: 'Fahrt ändern',
    date: /^Datum/,
    time: /^Uhrzeit/,
  },
  {
    language: 'en',
    filter: 'Filter rides',
    from: /^Rides from/,
    to: /^Rides until|^Rides to/,
    search: 'Search',
    invalidDate: 'Please enter a valid date.',
    outboundAfterReturn: 'The outbound ride must be at least 2 hours before the return ride.',
    toBeforeFrom: 'The end date must not be before the start date.',
    open: (voucher: string) => `Edit: booking ${voucher}`,
    route: 'Route',
    routeValue: 'Hanover Airport (HAJ) → Hannover',
    persons: 'Passengers',
    personsValue: '2 adults, 1 child',
    extrasValue: '2 × Child seat',
    whenValue: /^[^,]+, \S+ \d+, \d{4}, \d{1,2}:\d{2} (AM|PM) \(fixed pickup time\)$/,
    outbound: 'Outbound ride',
    change: 'Change ride',
    date: /^Date/,
    time: /^Time/,
  },
] as const;

/** A fresh booking's page in the case's language, its outbound leg's form open: the date field. */
async function openOutboundDate(page: Page, c: (typeof CASES)[number]) {
  await setLanguage(page, c.language);
  await loginWithId(page, 'reinsurerA');
  await openRide(page, await createBooking(page.request), c.open);
  await page
    .getByRole('article', { name: c.outbound })
    .getByRole('button', { name: c.change })
    .click();
  return page.getByRole('group', { name: c.outbound }).getByRole('combobox', { name: c.date });
}

for (const c of CASES) {
  test(`${c.language}: the filter's dates in the site language, with messages at the field`, async ({
    page,
  }) => {
    await setLanguage(page, c.language);
    await loginWithId(page, 'reinsurerA');
    await page.goto('/buchung/gebuchte-fahrten');
    const filter = page.getByRole('search', { name: c.filter });
    const from = filter.getByRole('combobox', { name: c.from });
    const to = filter.getByRole('combobox', { name: c.to });

    await from.fill('31.31.2026');
    await filter.getByRole('button', { name: c.search }).click();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(from).toHaveAccessibleDescription(new RegExp(c.invalidDate.replace('.', '\\.')));
    await expectNoAxeViolations(page);

    const start = daysAhead(400);
    await from.fill(typed(start, c.language));
    await to.fill(typed(daysAhead(399), c.language));
    await filter.getByRole('button', { name: c.search }).click();
    await expect(to).toHaveAccessibleDescription(new RegExp(c.toBeforeFrom.replace('.', '\\.')));

    await to.fill('');
    await filter.getByRole('button', { name: c.search }).click();
    await expect(page).toHaveURL(new RegExp(`von=${start}`));
    // After the search the field shows the date as the language writes it.
    await expect(
      page.getByRole('search', { name: c.filter }).getByRole('combobox', { name: c.from }),
    ).toHaveValue(typed(start, c.language));
    await saveScreenshot(page, `company-rides-filter-${c.language}-1280`);
  });

  test(`${c.language}: the booked ride names both ends of the route, counts with plural rules, dates in the site language`, async ({
    page,
  }) => {
    await setLanguage(page, c.language);
    await loginWithId(page, 'reinsurerA');
    const extras = [{ id: 1, anzahl: 2 }];
    await openRide(page, await createBooking(page.request, { extras }), c.open);
    const facts = page.getByRole('definition');
    // What the driver brings along is shown with the booking, named in the site's language.
    await expect(facts.filter({ hasText: new RegExp(`^${c.extrasValue}$`) })).toBeVisible();
    await expect(
      page.getByRole('term').filter({ hasText: new RegExp(`^${c.route}$`) }),
    ).toBeVisible();
    await expect(facts.filter({ hasText: c.routeValue })).toBeVisible();
    await expect(facts.filter({ hasText: new RegExp(`^${c.personsValue}$`) })).toBeVisible();
    await expect(facts.filter({ hasText: c.whenValue }).first()).toBeVisible();
    await expect(
      page.getByRole('term').filter({ hasText: new RegExp(`^${c.persons}$`) }),
    ).toBeVisible();

    await page
      .getByRole('article', { name: c.outbound })
      .getByRole('button', { name: c.change })
      .click();
    const form = page.getByRole('group', { name: c.outbound });
    const date = form.getByRole('combobox', { name: c.date });
    await expect(date).toHaveValue(
      c.language === 'de' ? /^\d{2}\.\d{2}\.\d{4}$/ : /^\d{2}\/\d{2}\/\d{4}$/,
    );
    await expect(form.getByRole('combobox', { name: c.time })).toHaveValue(
      c.language === 'de' ? /^\d{2}:\d{2}$/ : /^\d{1,2}:\d{2} (AM|PM)$/,
    );
    await date.fill('99.99.9999');
    await page.getByRole('button', { name: c.language === 'de' ? 'Speichern' : 'Save' }).click();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(new RegExp(c.invalidDate.replace('.', '\\.')));
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `company-ride-edit-form-${c.language}-1280`);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, `company-ride-edit-form-${c.language}-390`);
  });

  test(`${c.language}: the outbound ride moved after the return ride: said at the date in the words of the ride changed, the date kept`, async ({
    page,
  }) => {
    // Outbound in 6 days, return in 9: the outbound ride moved to day 12 would come after it.
    const date = await openOutboundDate(page, c);
    const later = typed(daysAhead(12), c.language);
    await date.fill(later);
    await page.getByRole('button', { name: c.language === 'de' ? 'Speichern' : 'Save' }).click();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(new RegExp(c.outboundAfterReturn));
    await expect(date).toHaveValue(later);
  });

  test(`${c.language}: on a phone, saving with an unreadable date brings the date field on screen, focused`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const date = await openOutboundDate(page, c);
    await date.fill('99.99.9999');
    // The button is far below the date on a phone: clicking it scrolls the date out of view.
    const save = page.getByRole('button', { name: c.language === 'de' ? 'Speichern' : 'Save' });
    await save.click();
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toBeFocused();
    await expect(date).toBeInViewport();
  });
}

test('the edit form saves a date and time typed the German way', async ({ page }) => {
  await loginWithId(page, 'reinsurerA');
  await openRide(
    page,
    await createBooking(page.request),
    (voucher) => `Bearbeiten: Buchung ${voucher}`,
  );
  await page
    .getByRole('article', { name: 'Rückfahrt' })
    .getByRole('button', { name: 'Fahrt ändern' })
    .click();
  const form = page.getByRole('group', { name: 'Rückfahrt' });
  const day = daysAhead(20);
  await form.getByRole('combobox', { name: /^Datum/ }).fill(typed(day, 'de'));
  await form.getByRole('combobox', { name: /^Uhrzeit/ }).fill('18.30');
  await form.getByRole('radio', { name: 'Feste Abholzeit' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Die Fahrt wurde geändert.' }),
  ).toBeAttached();
  const back = page.getByRole('article', { name: 'Rückfahrt' });
  await expect(back).toContainText('18:30');
  await expect(back).toContainText(String(Number(day.slice(8, 10))));
});
