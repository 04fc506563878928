// Paying later (docs/decisions/0022): a card booking whose payment was declined or abandoned is
// paid from the tracking page, in a browser that never saw the booking (another device), with
// voucher + surname only. German and English, axe on the new states.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { deadlineSentence, zahlungBisOf } from '../../support/payment-deadline';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { bookPrivately } from '../../support/private-booking-api';
import { fmt, LANGS, open, setUpServiceSpec, T, type Lang } from '../service/helpers';
import {
  attemptsOf,
  createBookingAndOpenPayment,
  expectOnHostedPage,
  PAY,
  payWith,
} from './helpers';

setUpServiceSpec();

const SURNAME = 'Spaetzahler';

const book = (request: APIRequestContext, lang: Lang) =>
  bookPrivately(request, {
    lang,
    name: SURNAME,
    pickup: { datum: berlinDay(6), zeit: '08:15' },
  });

/** The confirmation e-mails of a booking (test-only outbox). */
async function confirmationsOf(request: APIRequestContext, voucher: string) {
  const response = await request.get('/api/test/outbox?art=buchungsbestaetigung&limit=50');
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { payload: Record<string, unknown> }[];
  return rows.filter((row) => JSON.stringify(row.payload).includes(voucher));
}

/** As after two hours: the stored grant is one the server no longer takes. */
async function ageThePaymentGrant(page: Page) {
  await page.evaluate(() => {
    const session = JSON.parse(window.sessionStorage.getItem('saferpay')!) as object;
    window.sessionStorage.setItem(
      'saferpay',
      JSON.stringify({ ...session, zahlungsToken: '1.abgelaufen' }),
    );
  });
}

for (const lang of LANGS) {
  const tr = T[lang].tracking;

  test.describe(`paying later from tracking (${lang})`, () => {
    test('an unpaid card booking is paid from the tracking link on another device: declined first, then another card', async ({
      page,
      request,
    }) => {
      const { voucher, buchungId, token } = await book(request, lang);
      await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
      await expect(
        page.getByRole('heading', { name: fmt(tr.result.title, { voucher }) }),
      ).toBeVisible();
      await expect(page.getByText(tr.result.unpaid)).toBeVisible();
      const payNow = page.getByRole('button', { name: tr.pay.action });
      await expect(payNow).toBeEnabled();
      await expectNoAxeViolations(page);
      for (const [name, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await saveScreenshot(page, `tracking-pay-later-${lang}-${name}`);
      }

      // A double click asks once and opens one payment page.
      await payNow.dblclick();
      await expectOnHostedPage(page, lang);
      await payWith(page, lang, 'declined');
      await expect(page).toHaveURL(/\/zahlung\?buchung=\d+$/);
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].declined })).toBeFocused();
      // The deadline the tracking page named still holds (0024).
      await expect(page.getByRole('alert').filter({ hasText: PAY[lang].declined })).toContainText(
        await deadlineSentence(page, lang, await zahlungBisOf(request, buchungId, token)),
      );
      await expect(
        page.getByRole('button', { name: T[lang].payment.actions.backToTracking }),
      ).toBeEnabled();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: PAY[lang].otherCard }).click();
      await expectOnHostedPage(page, lang);
      await payWith(page, lang, 'success');

      // Back on the tracking page with the booking, now paid and thanked for.
      await expect(page).toHaveURL(new RegExp(`/tracking\\?voucher=${voucher}&name=${SURNAME}$`), {
        timeout: 20_000,
      });
      const thanks = page.getByRole('status').filter({ hasText: tr.selfService.done.paid });
      await expect(thanks).toBeFocused();
      await expect(thanks).toContainText(tr.selfService.done.mail);
      await expect(
        page.getByRole('definition').filter({ hasText: new RegExp(`^${tr.payment.bezahlt}$`) }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: tr.pay.action })).toHaveCount(0);
      await expect(page.getByText(tr.result.unpaid)).toHaveCount(0);
      await expectNoAxeViolations(page);
      // German at a phone's width, English at a desktop's: the file names say which.
      const width = lang === 'de' ? 'phone' : 'desktop';
      await page.setViewportSize(VIEWPORTS[width]);
      await saveScreenshot(page, `tracking-paid-later-${lang}-${width}`);

      // Thanked once: a reload shows the paid booking without saying it again.
      await page.reload();
      await expect(
        page.getByRole('heading', { name: fmt(tr.result.title, { voucher }) }),
      ).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: tr.selfService.done.paid }),
      ).toHaveCount(0);

      const attempts = await attemptsOf(page, buchungId);
      expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['captured', 'declined']);
      await expect.poll(async () => (await confirmationsOf(request, voucher)).length).toBe(1);
    });

    test('back from the payment page without paying: the booking is still open and can be paid', async ({
      page,
      request,
    }) => {
      const { voucher } = await book(request, lang);
      await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
      await page.getByRole('button', { name: tr.pay.action }).click();
      await expectOnHostedPage(page, lang);
      await page.getByRole('link', { name: PAY[lang].cancel }).click();
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].aborted })).toBeFocused();
      await page.getByRole('button', { name: T[lang].payment.actions.backToTracking }).click();
      await expect(page).toHaveURL(new RegExp(`/tracking\\?voucher=${voucher}&name=${SURNAME}$`));
      await expect(page.getByText(tr.result.unpaid)).toBeVisible();
      await expect(page.getByRole('button', { name: tr.pay.action })).toBeEnabled();
      await expect(
        page.getByRole('status').filter({ hasText: tr.selfService.done.paid }),
      ).toHaveCount(0);
    });

    test('cancelled while the payment page was open: nothing charged, said so, and the way back to the booking', async ({
      page,
      request,
      consoleGuard,
    }) => {
      // The new attempt is refused on purpose (409 bookingCancelled); Chromium logs it.
      consoleGuard.allow(/status of 409/);
      const { voucher, buchungId } = await book(request, lang);
      await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
      await page.getByRole('button', { name: tr.pay.action }).click();
      await expectOnHostedPage(page, lang);
      const cancelled = await request.post(`/api/Buchung/Selbstservice/${voucher}/Stornieren`, {
        data: { name: SURNAME },
      });
      expect(cancelled.ok()).toBe(true);
      await payWith(page, lang, 'success');

      const p = T[lang].payment;
      await expect(
        page.getByRole('heading', { level: 2, name: p.outcome.discarded.title }),
      ).toBeFocused();
      await expect(page.getByRole('alert')).toContainText(p.outcome.discarded.text);
      await page.getByRole('button', { name: PAY[lang].retry }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: p.callFailed.titleRefused }),
      ).toBeFocused();
      await expect(page.getByRole('alert')).toContainText(p.callFailed.cancelled);
      await expectNoAxeViolations(page);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `payment-refused-${lang}-phone`);
      // The machine offers the way back as a button here (no second one in the message).
      await expect(page.getByRole('alert').getByRole('link')).toHaveCount(0);
      await page.getByRole('button', { name: p.actions.backToTracking }).click();
      await expect(page.getByText(tr.result.cancelled)).toBeVisible();
      expect((await attemptsOf(page, buchungId)).map((attempt) => attempt.status)).toEqual([
        'discarded',
      ]);
      expect(await confirmationsOf(request, voucher)).toHaveLength(0);
    });

    test('a payment grant no longer valid (after two hours) says so and leads back to the booking', async ({
      page,
      request,
      consoleGuard,
    }) => {
      // The payment calls answer 404 to a grant that does not fit (0004); Chromium logs it.
      consoleGuard.allow(/status of 404/);
      const { voucher } = await book(request, lang);
      await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
      await page.getByRole('button', { name: tr.pay.action }).click();
      await expectOnHostedPage(page, lang);
      await payWith(page, lang, 'declined');
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].declined })).toBeFocused();
      // As after two hours: the server no longer takes the stored grant.
      await ageThePaymentGrant(page);
      await page.reload();
      const p = T[lang].payment;
      await expect(
        page.getByRole('heading', { level: 2, name: p.callFailed.titleRefused }),
      ).toBeFocused();
      await expect(page.getByRole('alert')).toContainText(p.callFailed.notFound);
      // The machine offers the way back as a button here (no second one in the message).
      await expect(page.getByRole('alert').getByRole('link')).toHaveCount(0);
      await page.getByRole('button', { name: p.actions.backToTracking }).click();
      await expect(page.getByRole('button', { name: tr.pay.action })).toBeEnabled();
    });

    test('a grant that ran out while on the payment page: the return says so, with a link back to the booking', async ({
      page,
      request,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 404/);
      const { voucher, buchungId } = await book(request, lang);
      await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
      await page.getByRole('button', { name: tr.pay.action }).click();
      await expectOnHostedPage(page, lang);
      // The hosted page is on our origin in the sandbox: the session can be aged there.
      await ageThePaymentGrant(page);
      await payWith(page, lang, 'success');
      const p = T[lang].payment;
      await expect(
        page.getByRole('heading', { level: 2, name: p.callFailed.titleRefused }),
      ).toBeFocused();
      await expect(page.getByRole('alert')).toContainText(p.callFailed.notFound);
      await expectNoAxeViolations(page);
      await page.getByRole('alert').getByRole('link', { name: p.actions.backToTracking }).click();
      await expect(page.getByRole('button', { name: tr.pay.action })).toBeEnabled();
      // Authorized, never captured: the reconciler releases it (0006); nothing was charged.
      expect((await attemptsOf(page, buchungId)).map((attempt) => attempt.status)).not.toContain(
        'captured',
      );
    });

    test('a declined payment in the wizard tells how to pay later; /zahlung without a payment leads to tracking', async ({
      page,
    }) => {
      const p = T[lang].payment;
      const booking = await createBookingAndOpenPayment(page, lang);
      await payWith(page, lang, 'declined');
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].declined })).toBeFocused();
      await expect(page.getByRole('alert')).toContainText(
        fmt(p.payLater, { voucher: booking.voucher }),
      );
      await expect(
        page.getByRole('alert').getByRole('link', { name: p.actions.toTracking }),
      ).toHaveAttribute('href', `/tracking?voucher=${booking.voucher}`);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `payment-declined-pay-later-${lang}-desktop`);

      await page.evaluate(() => window.sessionStorage.clear());
      await page.goto('/zahlung');
      await expect(page.getByRole('heading', { level: 1, name: p.missing.title })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: p.actions.toTracking }),
      ).toHaveAttribute('href', '/tracking');
    });
  });
}
