import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
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
 * and the action links' names start with the word they show (WCAG 2.5.3). German and English.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = { de, en } as const;
type Lang = keyof typeof TEXT;

const fmt = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** YYYY-MM-DD as the CSV writes it: TT.MM.JJJJ in German, ISO in English. */
const csvDate = (iso: string, lang: Lang) =>
  lang === 'de' ? iso.split('-').reverse().join('.') : iso;

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

/** The value of a term in the booking's facts, e.g. the total price. */
const factOf = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

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

    test('a changed address that brings another tariff: said before saving, old and new total after it; axe', async ({
      page,
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
      await save.click();

      await expect(page.getByRole('article', { name: edit.hinfahrt })).toContainText('80331');
      const after = (await total.innerText()).trim();
      expect(after).not.toBe(before);
      const said = fmt(edit.priceChangedPlace, { place: '80331 München', before, after });
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
