import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { companyBookingDraft, draftLeg } from '../../../server/testing/booking-drafts';
import { createBooking } from './api-bookings';
import { daysAhead, DEMO_COMPANIES, loginWithId } from './helpers';

/**
 * Gebuchte Fahrten as a CSV file for accounting (issue 15): a real download of every booking of
 * the filter, UTF-8 with BOM, German or English headings and number formats, separated as the
 * language's Excel expects: ";" in German, "," in English (en-US Excel splits only at commas).
 */

test.describe.configure({ timeout: 120_000 });

// A seeded ride of 61817 (from HAM to Hamburg); status=alle keeps it listed when rides.spec cancels it.
const VOUCHER = 'RUE5M9T4KC';

async function downloadCsv(page: Page, button: string): Promise<{ bytes: Buffer; name: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  return { bytes: await readFile(await download.path()), name: download.suggestedFilename() };
}

/** The data lines of the file (without the BOM and the header). */
const linesOf = (bytes: Buffer) => bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);

test('German: all bookings of the filter as CSV for German Excel (BOM, ";", decimal comma); axe', async ({
  page,
}) => {
  await loginWithId(page, 'reinsurerA');
  await page.goto('/buchung/gebuchte-fahrten?status=alle');
  const count = page.getByRole('status').filter({ hasText: /Buchungen? gefunden/ });
  await expect(count).toBeVisible();
  const total = Number((await count.innerText()).match(/\d+/)?.[0]);
  await expectNoAxeViolations(page);

  const { bytes, name } = await downloadCsv(page, 'Als CSV exportieren');
  expect(name).toMatch(/^gebuchte-fahrten-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = linesOf(bytes);
  expect(header).toBe(
    'Buchungsnummer;Datum;Uhrzeit;Fahrgast;Kostenstelle;Abteilung;Strecke;Rückfahrt;Status;Preis (EUR)',
  );
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Die CSV-Datei mit ${rows.length} Buchungen wurde erstellt.` }),
  ).toBeAttached();
  // Other tests may book for this company meanwhile (parallel workers): the file has every
  // booking listed before the export and none that was not there after it.
  await page.reload();
  await expect(count).toBeVisible();
  const totalAfter = Number((await count.innerText()).match(/\d+/)?.[0]);
  expect(rows.length).toBeGreaterThanOrEqual(total);
  expect(rows.length).toBeLessThanOrEqual(totalAfter);
  const ride = rows.find((row) => row.startsWith(`${VOUCHER};`))?.split(';');
  expect(ride?.slice(3, 7)).toEqual([
    'Greta Albers',
    'RE-100',
    'Underwriting',
    'Flughafen Hamburg (HAM) → Hamburg',
  ]);
  expect(ride?.[1]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  expect(ride?.[2]).toMatch(/^\d{2}:\d{2}$/);
  expect(ride?.[7]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  expect(ride?.[9]).toMatch(/^\d+,\d{2}$/);

  // The filter applies: a search for the passenger exports only her bookings.
  await page.goto('/buchung/gebuchte-fahrten?status=alle&suche=albers');
  await expect(page.getByRole('rowheader', { name: VOUCHER })).toBeVisible();
  const filtered = linesOf((await downloadCsv(page, 'Als CSV exportieren')).bytes).slice(1);
  expect(filtered.length).toBeGreaterThan(0);
  for (const row of filtered) expect(row).toContain('Albers');
});

test('more bookings than one page of the list: the file has them all, not only the page shown', async ({
  page,
}) => {
  await loginWithId(page, 'reinsurerA');
  // A surname of this run only, so that exactly these bookings match the search.
  const surname = `Exportfeld${Date.now().toString(36)}`;
  const vouchers: string[] = [];
  for (let i = 0; i < 12; i += 1)
    vouchers.push(await createBooking(page.request, { surname, inDays: 10 + i }));
  await page.goto(`/buchung/gebuchte-fahrten?suche=${surname}`);
  await expect(page.getByRole('status').filter({ hasText: '12 Buchungen gefunden' })).toBeVisible();
  // The list shows 10 per page.
  await expect(
    page.getByRole('table', { name: 'Gebuchte Fahrten Ihres Unternehmens' }).getByRole('rowheader'),
  ).toHaveCount(10);
  const rows = linesOf((await downloadCsv(page, 'Als CSV exportieren')).bytes).slice(1);
  expect(rows.map((row) => row.split(';')[0]).sort()).toEqual([...vouchers].sort());
  for (const row of rows)
    expect(row).toContain(`;Lena ${surname};RE-300;Finanzen;Flughafen Hannover (HAJ) → Hannover;`);
});

test('English: English headings, "," between fields for en-US Excel, ISO dates and a decimal point', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  await loginWithId(page, 'reinsurerA');
  await page.goto(`/buchung/gebuchte-fahrten?suche=${VOUCHER}&status=alle`);
  await expect(page.getByRole('rowheader', { name: VOUCHER })).toBeVisible();
  await expect(page.getByText('for Excel (comma-separated, UTF-8)')).toBeVisible();
  const { bytes, name } = await downloadCsv(page, 'Export as CSV');
  expect(name).toMatch(/^booked-rides-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, row] = linesOf(bytes);
  expect(header).toBe(
    'Booking number,Date,Time,Passenger,Cost centre,Department,Route,Return ride,Status,Price (EUR)',
  );
  expect(row).not.toContain(';');
  const fields = row?.split(',') ?? [];
  expect(fields).toHaveLength(10);
  expect(fields[0]).toBe(VOUCHER);
  expect(fields[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(fields[6]).toBe('Hamburg Airport (HAM) → Hamburg');
  expect(fields[9]).toMatch(/^\d+\.\d{2}$/);
  await expectNoAxeViolations(page);
});

test('a failed export offers a retry in place', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 500/);
  await loginWithId(page, 'reinsurerA');
  await page.goto('/buchung/gebuchte-fahrten?status=alle');
  await expect(page.getByRole('rowheader', { name: VOUCHER })).toBeVisible();
  // Only the export's call (100 per page) fails; the list's own calls (10 per page) go through.
  let failing = true;
  await page.route(/\/api\/Buchung\/Liste\/\d+\?.*proSeite=100/, (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal"}' })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Als CSV exportieren' }).click();
  const retry = page.getByRole('button', { name: /Erneut versuchen/ });
  await expect(retry).toBeVisible();
  await expectNoAxeViolations(page);
  failing = false;
  const downloading = page.waitForEvent('download');
  await retry.click();
  expect(linesOf(await readFile(await (await downloading).path())).length).toBeGreaterThan(1);
  // The retry's message is gone; the focus is back on the export, not on the page's body.
  await expect(page.getByRole('button', { name: 'Als CSV exportieren' })).toBeFocused();
});

test('a passenger moved to another cost centre: the rides booked before keep theirs in the list and the file, a new ride takes the new one', async ({
  page,
}) => {
  const { firmenId } = DEMO_COMPANIES.reinsurerA;
  await loginWithId(page, 'reinsurerA');
  const surname = `Kostenwechsel${Date.now().toString(36)}`;
  const draft = companyBookingDraft(firmenId, { mitRueckfahrt: false });
  const created = await page.request.post('/api/Kunde/Neu', {
    data: {
      kundeStamm: {
        ...draft.kundeStamm,
        vorname: 'Nele',
        name: surname,
        kst: 'RE-510',
        bereich: 'Leben',
      },
      kundeAdresse: draft.kundeAdresse,
      trotzdemAnlegen: true, // the draft's e-mail address is stored already by earlier runs
    },
  });
  expect(created.status()).toBe(201);
  const customer = (await created.json()) as { kundeStamm: { id: number } };
  /** A ride for the saved customer as the company's customer list has it now. */
  const book = async (inDays: number) => {
    const saved = await page.request.get(`/api/Kunde/Detail/${customer.kundeStamm.id}`);
    const booked = await page.request.post('/api/Buchung/Neu', {
      headers: {
        'Idempotency-Key': `e2e-kst-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
      data: {
        ...draft,
        ...((await saved.json()) as object),
        hinfahrt: draftLeg('Abholung', daysAhead(inDays), '08:15'),
      },
    });
    expect(booked.status()).toBe(201);
    return ((await booked.json()) as { buchungStamm: { voucher: string } }).buchungStamm.voucher;
  };
  const before = await book(8);

  // The company moves the passenger to another cost centre and department.
  await page.goto(`/buchung/kunde?kunde=${customer.kundeStamm.id}`);
  await page.getByRole('textbox', { name: 'Kostenstelle' }).fill('RE-520');
  await page.getByRole('textbox', { name: 'Abteilung' }).fill('Schaden');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.').first()).toBeAttached();
  const after = await book(9);

  await page.goto(`/buchung/gebuchte-fahrten?suche=${surname}`);
  const table = page.getByRole('table', { name: 'Gebuchte Fahrten Ihres Unternehmens' });
  const rowOf = (voucher: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: voucher }) });
  await expect(rowOf(before)).toContainText('Leben · RE-510');
  await expect(rowOf(after)).toContainText('Schaden · RE-520');
  const rows = linesOf((await downloadCsv(page, 'Als CSV exportieren')).bytes).slice(1);
  expect(rows.find((row) => row.startsWith(`${before};`))).toContain(`;RE-510;Leben;`);
  expect(rows.find((row) => row.startsWith(`${after};`))).toContain(`;RE-520;Schaden;`);
});
