import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { factOf } from '../../support/facts';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { DEMO_BOOKINGS, DEMO_COMPANIES } from '../../../server/db/seed-fixtures';
import {
  cancelRide,
  cancelWholeBooking,
  createBookingRecord,
  type CreatedBooking,
} from './api-bookings';
import { csvFields, daysAhead, loginWithId } from './helpers';

/**
 * Gebuchte Fahrten, QA findings: a changed ride says when its total changed (old and new total),
 * a cancelled ride (return or outbound) is shown as cancelled in the list and in the CSV file,
 * a cancelled booking is charged nothing (0 with its former total named, 0 in the CSV file), a
 * finished booking says "Erledigt" rather than how it is paid, and the action links' names start
 * with the word they show (WCAG 2.5.3). German and English.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = { de, en } as const;
type Lang = keyof typeof TEXT;

const fmt = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** YYYY-MM-DD as the CSV writes it: TT.MM.JJJJ in German, ISO in English. */
const csvDate = (iso: string, lang: Lang) =>
  lang === 'de' ? iso.split('-').reverse().join('.') : iso;

/** Cents as the site shows money in the language, e.g. "131,10 €" or "€131.10". */
const money = (cent: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: 'EUR',
  }).format(cent / 100);

/** What a template's `{{name}}` stands for in a text, the other placeholders filled in. */
function valueIn(text: string, template: string, name: string, values: Record<string, string>) {
  const [head = '', tail = ''] = template.split(`{{${name}}}`).map((part) => fmt(part, values));
  const start = text.indexOf(head);
  const end = text.indexOf(tail, start + head.length);
  return start < 0 || end < 0 ? null : text.slice(start + head.length, end);
}

/** A text with its markup taken out, as it is read, e.g. "bisher <s>{{price}}</s>". */
const plain = (text: string) => text.replace(/<\/?\w+>/g, '');

/**
 * What one shuttle ride from HAJ to `plz` costs the booking's company, as its price inquiry
 * (POST /Preis/Km) and its booking price it.
 */
async function ridePrice(page: Page, plz: string, ort: string): Promise<number> {
  const res = await page.request.post('/api/Preis/Km', {
    data: { firmenId: DEMO_COMPANIES.reinsurerA.firmenId, von: 'HAJ', plz, ort },
  });
  expect(res.status()).toBe(200);
  const { preise } = (await res.json()) as {
    preise: { transferArtId: number; preisCent: number }[];
  };
  return preise.find((price) => price.transferArtId === 1)!.preisCent;
}

/** The value of a term in one ride's facts (the article named `ride`), e.g. its own price. */
const ridePriceOf = (page: Page, ride: string, term: string) =>
  factOf(page.getByRole('article', { name: ride }), term);

/** A finished ride of 61817 (leg status 4, on account), seeded in the past. */
const FINISHED = DEMO_BOOKINGS.past;

/** The list filtered to one booking, in the language; its row. */
async function openListRow(page: Page, lang: Lang, voucher: string): Promise<Locator> {
  await page.goto(`/buchung/gebuchte-fahrten?suche=${voucher}&status=alle`);
  const table = page.getByRole('table', { name: TEXT[lang].company.rides.caption });
  const header = table.getByRole('rowheader', { name: voucher, exact: true });
  await expect(header).toBeVisible();
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: voucher, exact: true }) });
}

/** The cell of a row under the column heading `name` (the voucher is the row's heading). */
async function cellOf(page: Page, row: Locator, name: string): Promise<Locator> {
  const headings = await page.getByRole('columnheader').allInnerTexts();
  const index = headings.findIndex((text) => text.trim().startsWith(name));
  expect(index).toBeGreaterThan(0);
  return row.getByRole('cell').nth(index - 1);
}

async function downloadCsv(page: Page, button: string): Promise<string[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const bytes = await readFile(await (await downloading).path());
  return bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
}

for (const lang of ['de', 'en'] as const) {
  const t = TEXT[lang];
  const rides = t.company.rides;
  const edit = t.company.edit;
  const fields = t.common.fields;

  test.describe(`booked rides (${lang})`, () => {
    let booking: CreatedBooking;
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await loginWithId(page, 'reinsurerA');
      booking = await createBookingRecord(page.request, { surname: `Preisfeld${lang}` });
    });

    test('a changed address that brings another tariff: the new total asked about before saving (keep editing, then save), old and new total after it; axe', async ({
      page,
      consoleGuard,
    }) => {
      const row = await openListRow(page, lang, booking.voucher);
      await row.getByRole('link').click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: fmt(edit.title, { voucher: booking.voucher }),
        }),
      ).toBeVisible();
      const total = factOf(page, t.common.price.total);
      const before = (await total.innerText()).trim();
      // Each ride says its own price (0026): both from Hannover, half the total each.
      const hannover = money(booking.preisCent / 2, lang);
      await expect(ridePriceOf(page, edit.hinfahrt, t.common.price.ride)).toHaveText(hannover);
      await expect(ridePriceOf(page, edit.rueckfahrt, t.common.price.ride)).toHaveText(hannover);

      await page
        .getByRole('article', { name: edit.hinfahrt })
        .getByRole('button', { name: edit.changeLeg })
        .click();
      const form = page.getByRole('group', { name: edit.hinfahrt });
      const save = page.getByRole('button', { name: t.common.actions.save });
      await expect(save).not.toHaveAccessibleDescription(edit.priceHint);
      await form
        .getByRole('textbox', { name: new RegExp(`^${fields.street}(\\s|$)`) })
        .fill('Marienplatz 1');
      await form
        .getByRole('textbox', { name: new RegExp(`^${fields.postcode}(\\s|$)`) })
        .fill('80331');
      await form
        .getByRole('textbox', { name: new RegExp(`^${fields.city}(\\s|$)`) })
        .fill('München');
      // Before saving: another postcode may mean another tariff, said at the save button.
      await expect(page.getByText(edit.priceHint)).toBeVisible();
      await expect(save).toHaveAccessibleDescription(edit.priceHint);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `company-ride-price-hint-${lang}-1280`);
      // The price asked for does not get through: said, the form keeps what was typed, and
      // "Speichern" asks again.
      consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/);
      await page.route('**/api/Buchung/Preisvorschau', (route) => route.abort(), { times: 1 });
      await save.click();
      await expect(page.getByText(t.failures.network)).toBeVisible();
      await expect(
        form.getByRole('textbox', { name: new RegExp(`^${fields.postcode}(\\s|$)`) }),
      ).toHaveValue('80331');
      await save.click();

      // The new total is asked about before anything is saved: "keep editing" saves nothing
      // and leaves the form as typed.
      const ask = page.getByRole('dialog', { name: edit.confirmPrice.title });
      await expect(ask).toBeVisible();
      // It names the moved ride's new price; only that ride costs München's price (0026).
      const muenchen = money(await ridePrice(page, '80331', 'München'), lang);
      const quoted = valueIn(await ask.innerText(), edit.confirmPrice.textRide, 'after', {
        place: '80331 München',
        ride: edit.rideName.hinfahrt,
        rideBefore: hannover,
        rideAfter: muenchen,
        before,
      });
      expect(quoted, await ask.innerText()).toBeTruthy();
      expect(quoted).not.toBe(before);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `company-ride-price-ask-${lang}-1280`);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `company-ride-price-ask-${lang}-390`);
      await page.setViewportSize(VIEWPORTS.desktop);
      await ask.getByRole('button', { name: edit.confirmPrice.keep }).click();
      await expect(ask).toBeHidden();
      await expect(
        form.getByRole('textbox', { name: new RegExp(`^${fields.postcode}(\\s|$)`) }),
      ).toHaveValue('80331');
      await expect(total).toHaveText(before);
      await save.click();
      await ask.getByRole('button', { name: edit.confirmPrice.save }).click();

      await expect(page.getByRole('article', { name: edit.hinfahrt })).toContainText('80331');
      const after = (await total.innerText()).trim();
      expect(after).toBe(quoted);
      // Only the moved ride costs München's price; the return ride keeps Hannover's (0026).
      expect(after).toBe(
        money(booking.preisCent / 2 + (await ridePrice(page, '80331', 'München')), lang),
      );
      // The moved ride shows its new price, the other one its own as before.
      await expect(ridePriceOf(page, edit.hinfahrt, t.common.price.ride)).toHaveText(muenchen);
      await expect(ridePriceOf(page, edit.rueckfahrt, t.common.price.ride)).toHaveText(hannover);
      const said = fmt(edit.priceChangedRide, {
        place: '80331 München',
        ride: edit.rideName.hinfahrt,
        rideBefore: hannover,
        rideAfter: muenchen,
        before,
        after,
      });
      // Announced with the outcome, and it stays on the page.
      await expect(
        page.getByRole('status').filter({ hasText: `${edit.saved} ${said}` }),
      ).toBeAttached();
      await expect(page.getByRole('note').filter({ hasText: said })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `company-ride-price-changed-${lang}-1280`);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `company-ride-price-changed-${lang}-390`);
    });

    test('its page itemises the total: each ride with its own price, a cancelled one as not charged, the extras’ part; axe', async ({
      page,
    }) => {
      // Two child seats (5,00 € each), both rides from Hannover; the return ride cancelled.
      const priced = await createBookingRecord(page.request, {
        surname: `Posten${lang}`,
        extras: [{ id: 1, anzahl: 2 }],
      });
      await cancelRide(page.request, priced, 'rueckfahrt');
      const ride = (priced.preisCent - 1000) / 2;
      const row = await openListRow(page, lang, priced.voucher);
      await row.getByRole('link').click();
      await expect(
        page.getByRole('heading', { level: 1, name: fmt(edit.title, { voucher: priced.voucher }) }),
      ).toBeVisible();

      await expect(ridePriceOf(page, edit.hinfahrt, t.common.price.ride)).toHaveText(
        money(ride, lang),
      );
      // The cancelled ride: nothing charged, what it cost named and struck through.
      const back = ridePriceOf(page, edit.rueckfahrt, t.common.price.ride);
      await expect(back).toContainText(money(0, lang));
      await expect(back).toContainText(
        fmt(plain(t.common.price.former), { price: money(ride, lang) }),
      );
      await expect(back.locator('s')).toHaveText(money(ride, lang));
      await expect(factOf(page, t.common.price.extras)).toHaveText(money(1000, lang));
      await expect(factOf(page, t.common.price.total)).toHaveText(money(ride + 1000, lang));
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `company-ride-prices-${lang}-1280`);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `company-ride-prices-${lang}-390`);
    });

    test('a cancelled return ride shows as cancelled in the list and in the CSV file; axe', async ({
      page,
    }) => {
      await cancelRide(page.request, booking, 'rueckfahrt');
      const row = await openListRow(page, lang, booking.voucher);
      const back = await cellOf(page, row, rides.columns.return);
      await expect(back).toContainText(rides.legCancelled);
      await expect(await cellOf(page, row, rides.columns.ride)).not.toContainText(
        rides.legCancelled,
      );
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `company-rides-return-cancelled-${lang}-1280`);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `company-rides-return-cancelled-${lang}-390`);
      await page.setViewportSize(VIEWPORTS.desktop);

      const lines = await downloadCsv(page, rides.export.button);
      const line = lines.find((row) => csvFields(row, lang)[0] === booking.voucher);
      expect(csvFields(line ?? '', lang)[7]).toBe(
        `${csvDate(daysAhead(9), lang)} 17:30 (${rides.legCancelled})`,
      );
    });

    test('a cancelled outbound ride shows in the list, and in the CSV by the state, its date kept for Excel', async ({
      page,
    }) => {
      await cancelRide(page.request, booking, 'hinfahrt');
      const row = await openListRow(page, lang, booking.voucher);
      await expect(await cellOf(page, row, rides.columns.ride)).toContainText(rides.legCancelled);
      await expect(await cellOf(page, row, rides.columns.return)).not.toContainText(
        rides.legCancelled,
      );

      const lines = await downloadCsv(page, rides.export.button);
      const line = lines.find((row) => csvFields(row, lang)[0] === booking.voucher);
      const fields = csvFields(line ?? '', lang);
      expect(fields.slice(1, 3)).toEqual([csvDate(daysAhead(6), lang), '08:15']);
      // Booked on account (zahlungsartId 2).
      expect(fields[8]).toBe(`${rides.states.rechnung} (${rides.outboundCancelled})`);
      expect(fields[7]).toBe(`${csvDate(daysAhead(9), lang)} 17:30`);
    });

    test('a cancelled booking is charged nothing: 0 with its former total in the list, on its page and in the CSV file; axe', async ({
      page,
    }) => {
      const zero = money(0, lang);
      const former = money(booking.preisCent, lang);
      const formerText = fmt(plain(t.common.price.former), { price: former });
      await cancelWholeBooking(page.request, booking);

      // The list: 0 first, the former total named (not said by the strike-through alone).
      const row = await openListRow(page, lang, booking.voucher);
      await expect(await cellOf(page, row, rides.columns.state)).toHaveText(rides.states.storniert);
      const price = await cellOf(page, row, rides.columns.price);
      await expect(price).toContainText(zero);
      await expect(price).toContainText(formerText);
      await expect(price.locator('s')).toHaveText(former);
      expect((await price.innerText()).trim().startsWith(zero)).toBe(true);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `company-rides-cancelled-price-${lang}-1280`);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `company-rides-cancelled-price-${lang}-390`);
      await page.setViewportSize(VIEWPORTS.desktop);

      // The CSV file for accounting: 0, so that a sum of the column counts it as nothing.
      const lines = await downloadCsv(page, rides.export.button);
      const line = lines.find((entry) => csvFields(entry, lang)[0] === booking.voucher);
      expect(csvFields(line ?? '', lang).slice(8)).toEqual([
        rides.states.storniert,
        lang === 'de' ? '0,00' : '0.00',
      ]);

      // Its page: the total 0 with the former one, and no payment said to be due.
      await row.getByRole('link', { name: new RegExp(`^${rides.view}\\b`) }).click();
      await expect(page.getByText(edit.locked.cancelled)).toBeVisible();
      const total = factOf(page, t.common.price.total);
      await expect(total).toContainText(zero);
      await expect(total).toContainText(formerText);
      await expect(total.locator('s')).toHaveText(former);
      await expect(factOf(page, edit.payment)).toHaveText(edit.cancelledPayment.notCharged);
      await expect(page.getByText(rides.states.rechnung, { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `company-ride-cancelled-price-${lang}-1280`);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `company-ride-cancelled-price-${lang}-390`);
    });

    test('a finished booking says "done" in the list and in the CSV file, not how it is paid; axe', async ({
      page,
    }) => {
      // Listed by the default filter, which leaves out only cancelled bookings (and says so).
      await page.goto(`/buchung/gebuchte-fahrten?suche=${FINISHED.voucher}`);
      await expect(
        page
          .getByRole('search', { name: rides.filterLabel })
          .getByRole('combobox', { name: rides.status }),
      ).toHaveValue(rides.statuses.aktiv);
      const table = page.getByRole('table', { name: rides.caption });
      await expect(table.getByRole('rowheader', { name: FINISHED.voucher })).toBeVisible();
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: FINISHED.voucher, exact: true }) });
      await expect(await cellOf(page, row, rides.columns.state)).toHaveText(rides.states.erledigt);
      // Done rides are charged: the price stays.
      await expect(await cellOf(page, row, rides.columns.price)).not.toContainText(money(0, lang));
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `company-rides-finished-${lang}-1280`);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `company-rides-finished-${lang}-390`);
      await page.setViewportSize(VIEWPORTS.desktop);

      const lines = await downloadCsv(page, rides.export.button);
      const fields = csvFields(
        lines.find((entry) => csvFields(entry, lang)[0] === FINISHED.voucher) ?? '',
        lang,
      );
      expect(fields[8]).toBe(rides.states.erledigt);
      expect(fields[9]).toMatch(lang === 'de' ? /^[1-9]\d*,\d{2}$/ : /^[1-9]\d*\.\d{2}$/);

      // Its page says the same of its ride.
      await row.getByRole('link').click();
      await expect(
        page.getByRole('article', { name: edit.hinfahrt }).getByText(t.company.legStatus['4']),
      ).toBeVisible();
    });

    test('a cancellation whose answer was lost: confirming again says it is done, and the page shows it cancelled', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/Failed to load resource|net::ERR_/);
      const row = await openListRow(page, lang, booking.voucher);
      await row.getByRole('link').click();
      // The server cancels, and its answer is lost on the way back.
      let answers = 0;
      await page.route(`**/api/Buchung/Stornieren/${booking.buchungId}`, async (route) => {
        if (answers++ > 0) return route.fallback();
        await route.fetch();
        await route.abort('connectionreset');
      });
      await page.getByRole('button', { name: edit.cancelBooking }).click();
      const dialog = page.getByRole('dialog', { name: edit.confirmBookingTitle });
      const confirm = dialog.getByRole('button', { name: edit.cancelBooking });
      await confirm.click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      // Confirmed again: the server says it is cancelled already, which is what was asked for.
      await confirm.click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('status').filter({ hasText: edit.bookingCancelled }),
      ).toBeAttached();
      await expect(page.getByText(edit.locked.cancelled)).toBeVisible();
      await expect(page.getByRole('button', { name: edit.changeLeg })).toHaveCount(0);
      await expect(page.getByRole('button', { name: edit.cancelBooking })).toHaveCount(0);
      expect(answers).toBe(2);
    });

    test("the action links' names start with the word they show (Label in Name)", async ({
      page,
    }) => {
      const row = await openListRow(page, lang, booking.voucher);
      const editLink = row.getByRole('link');
      await expect(editLink).toHaveText(t.common.actions.edit);
      await expect(editLink).toHaveAccessibleName(
        fmt(rides.openLabel, { action: t.common.actions.edit, voucher: booking.voucher }),
      );
      await expect(editLink).toHaveAccessibleName(new RegExp(`^${t.common.actions.edit}\\b`));

      await cancelWholeBooking(page.request, booking);
      const cancelledRow = await openListRow(page, lang, booking.voucher);
      const viewLink = cancelledRow.getByRole('link');
      await expect(viewLink).toHaveText(rides.view);
      await expect(viewLink).toHaveAccessibleName(new RegExp(`^${rides.view}\\b`));
      await expect(viewLink).toHaveAccessibleName(new RegExp(booking.voucher));
      await expectNoAxeViolations(page);
    });
  });
}
