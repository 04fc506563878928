// Issue 16: a private customer books and pays by card; the confirmation e-mail (written as an
// .eml file by the server without SMTP_URL) carries the voucher, a calendar entry per ride and
// the PDF receipt, which the status step also offers. Its tracking link opens the booking at once, with the PDF to download.
// In English, the status page, the e-mail and the tracking page write a time alike, en-US
// ("8:30 AM"), and the e-mail names the airport as the site does (issue 29).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { setLanguage } from '../../support/storage';
import de from '../../../public/locales/de.json' with { type: 'json' };
import {
  chooseTariff,
  choosePayment,
  expectStep,
  startBooking,
  submitTripDetails,
  TEXT as BOOKING_TEXT,
} from '../private-booking/helpers';
import {
  bookAndOpenHostedPage,
  expectOnHostedPage,
  PAY,
  payWith,
  readPaymentSession,
} from './helpers';

interface OutboxRow {
  id: number;
  status: string;
  payload: { booking?: { voucher?: string } };
}

/** The confirmation of `voucher` once the mail worker has delivered it. */
async function confirmationOf(page: Page, voucher: string): Promise<ParsedMail> {
  let row: OutboxRow | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          '/api/test/outbox?art=buchungsbestaetigung&limit=50',
        );
        const rows = (await response.json()) as OutboxRow[];
        row = rows.find((candidate) => candidate.payload.booking?.voucher === voucher);
        return row?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('sent');
  const eml = await page.request.get(`/api/test/outbox/${row!.id}/eml`);
  expect(eml.ok()).toBe(true);
  return simpleParser(await eml.body());
}

test('booked and paid: the confirmation with the voucher, a calendar entry per ride and the PDF; tracking from its link', async ({
  page,
}) => {
  const session = await bookAndOpenHostedPage(page, 'de');
  await payWith(page, 'de', 'success');
  await expect(page).toHaveURL(/\/privat-buchung\/status$/);
  await expect(page.getByText(PAY.de.statusPaid).first()).toBeVisible();
  // The status step offers the same PDF receipt.
  const fromStatus = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Beleg als PDF herunterladen' }).click();
  const receipt = await fromStatus;
  expect(receipt.suggestedFilename()).toBe(`Beleg-${session.voucher}.pdf`);
  expect((await readFile((await receipt.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  const mail = await confirmationOf(page, session.voucher);
  expect(mail.subject).toBe(`Buchungsbestätigung ${session.voucher}`);
  expect(mail.text).toContain(`Buchungsnummer: ${session.voucher}`);
  expect(mail.text).toContain('Zahlungsstatus: bezahlt');
  expect(mail.html).toContain('<html lang="de">');
  // One calendar entry per ride of the booking, and the PDF.
  const stored = await page.request.get(`/api/test/bookings/${session.voucher}`);
  const rides = ((await stored.json()) as { booking: { mitRueckfahrt: boolean } }).booking
    .mitRueckfahrt
    ? 2
    : 1;
  const types = mail.attachments.map((attachment) => attachment.contentType).sort();
  expect(types).toEqual(['application/pdf', ...Array<string>(rides).fill('text/calendar')]);
  const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf')!;
  expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');

  // The tracking link of the e-mail shows the booking without typing anything.
  const link = /https?:\/\/\S+\/tracking\?voucher=\S+/.exec(mail.text ?? '')![0];
  const target = new URL(link);
  await page.goto(`${target.pathname}${target.search}`);
  await expect(
    page.getByRole('heading', { level: 2, name: `Buchung ${session.voucher}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Beleg als PDF herunterladen' }).click();
  expect((await download).suggestedFilename()).toBe(`Beleg-${session.voucher}.pdf`);
});

test('English: the status page, the e-mail and the tracking page show the pickup time as "8:30 AM" and the site’s airport name', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  // The wizard's helpers book the outbound ride at 08:30 from Hannover to HAJ.
  const session = await bookAndOpenHostedPage(page, 'en');
  await payWith(page, 'en', 'success');
  await expect(page).toHaveURL(/\/privat-buchung\/status$/, { timeout: 20_000 });
  await expect(page.getByText(PAY.en.statusPaid).first()).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('8:30 AM', { exact: true }).first()).toBeVisible();
  await expect(main).not.toContainText('08:30');

  const mail = await confirmationOf(page, session.voucher);
  expect(mail.subject).toBe(`Booking confirmation ${session.voucher}`);
  expect(mail.text).toContain('Pickup time: 8:30 AM');
  expect(mail.text).toMatch(/Booked on: [A-Z][a-z]+ \d{1,2}, \d{4} at [1-9]\d?:\d{2} (AM|PM)\n/);
  expect(mail.text).not.toMatch(/\b0\d:\d\d\b/);
  expect(mail.text).toContain('Hanover Airport (HAJ)');
  expect(mail.text).not.toContain('Hannover Airport');

  const link = /https?:\/\/\S+\/tracking\?voucher=\S+/.exec(mail.text ?? '')![0];
  const target = new URL(link);
  await page.goto(`${target.pathname}${target.search}`);
  await expect(
    page.getByRole('heading', { level: 2, name: `Booking ${session.voucher}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 4, name: /^Outbound: .+, 8:30 AM$/ }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Hanover (HAJ)');
});

test('languages switched in the wizard: the booking and its e-mail are in the language it was booked in', async ({
  page,
}) => {
  // Started on the German start page, switched to English on the tariff step (a reload).
  await startBooking(page, 'de');
  const reload = page.waitForEvent('load');
  await page
    .getByRole('group', { name: de.language.choose })
    .getByRole('button', { name: /^EN/ })
    .click();
  await reload;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectStep(page, 'en', 0);
  await chooseTariff(page, 'en');
  await submitTripDetails(page, 'en');
  await choosePayment(page, 'en');
  await page.getByRole('button', { name: BOOKING_TEXT.en.bookNow }).click();
  await expectOnHostedPage(page, 'en');
  const session = await readPaymentSession(page);
  await payWith(page, 'en', 'success');
  await expect(page.getByText(PAY.en.statusPaid).first()).toBeVisible({ timeout: 20_000 });

  const mail = await confirmationOf(page, session.voucher);
  expect(mail.subject).toBe(`Booking confirmation ${session.voucher}`);
  expect(mail.html).toContain('<html lang="en">');
});
