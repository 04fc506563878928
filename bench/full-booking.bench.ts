import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, test } from '@playwright/test';
import { payWith } from '../tests/e2e/payment/helpers';
import {
  expectStep,
  fillTripDetails,
  startBooking,
  TEXT,
} from '../tests/e2e/private-booking/helpers';

/*
 * One full private booking, start page to status with the sandbox card payment, timed.
 * Also keeps what the Lighthouse and latency runs need: the drafts of the wizard steps and the
 * body of the create call.
 */
test('full private booking (start -> status, sandbox payment)', async ({ page }) => {
  const out = process.env.BENCH_BOOKING_OUT!;
  const text = TEXT.de;
  let createBody: string | null = null;
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/api\/Buchung\/Neu\/?$/.test(new URL(request.url()).pathname)
    )
      createBody = request.postData();
  });
  const draft = () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('Buchung') ?? 'null') as unknown);

  const started = performance.now();
  await startBooking(page, 'de');
  await page.getByRole('radio', { name: text.shuttle }).check();
  await page.getByRole('button', { name: text.next }).click();
  await expectStep(page, 'de', 1);
  await fillTripDetails(page, 'de');
  await page.getByRole('button', { name: text.next }).click();
  await expectStep(page, 'de', 2);
  await page.getByRole('radio', { name: text.card }).check();
  await page.getByRole('button', { name: text.next }).click();
  await expectStep(page, 'de', 3);
  const complete = await draft();
  await page.getByRole('button', { name: text.bookNow }).click();
  await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });
  await payWith(page, 'de', 'success');
  await expect(page).toHaveURL(/\/privat-buchung\/status$/, { timeout: 30_000 });
  await expectStep(page, 'de', 4);
  await expect(page.getByText('gebucht und bezahlt')).toBeVisible();
  const ms = performance.now() - started;

  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify({ ms, complete, saved: await draft(), createBody }, null, 2));
});
