import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { TEXT } from '../private-booking/helpers';
import {
  attemptsOf,
  bookAndOpenHostedPage,
  createBookingAndOpenPayment,
  PAY,
  payWith,
  storedBooking,
  type Lang,
} from './helpers';

/*
 * Every outcome of the sandbox's hosted payment page, back to /zahlung and on to its end state,
 * in German and in English. The first test per language goes through the real wizard's card
 * step and summary; the others start from the same hand-off (booking saved, payment session
 * written, /zahlung opened) to keep the suite fast. The database is checked through test routes.
 */

for (const lang of ['de', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`card payment outcomes (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(90_000);
      await page.addInitScript(
        (language) => window.localStorage.setItem('langCode', language),
        lang,
      );
    });

    test('from the card step: success -> paid, booking marked paid, status page', async ({
      page,
    }) => {
      const session = await bookAndOpenHostedPage(page, lang);
      expect(session).toMatchObject({ flow: 'privat', stage: 'redirected' });
      await expectNoAxeViolations(page);
      await payWith(page, lang, 'success');
      await expect(page).toHaveURL(/\/privat-buchung\/status$/);
      await expect(page.getByText(PAY[lang].statusPaid).first()).toBeVisible();
      const attempts = await attemptsOf(page, session.buchungId);
      expect(attempts.filter((a) => a.status === 'captured')).toHaveLength(1);
      const booking = await storedBooking(page, session.voucher);
      expect(booking.buchungStamm.zahlungsstatus).toBe('bezahlt');
      expect(attempts[0]!.amountCent).toBe(booking.preis!.betragCent);
      expect(await page.evaluate(() => window.sessionStorage.getItem('saferpay'))).toBeNull();
    });

    test('3-D Secure challenge with the right code -> paid', async ({ page }) => {
      const booking = await createBookingAndOpenPayment(page, lang);
      await payWith(page, lang, 'challenge');
      await expect(page).toHaveURL(/\/privat-buchung\/status$/);
      const attempts = await attemptsOf(page, booking.buchungId);
      expect(attempts).toMatchObject([{ status: 'captured', amountCent: booking.preisCent }]);
      expect((await storedBooking(page, booking.voucher)).buchungStamm.zahlungsstatus).toBe(
        'bezahlt',
      );
    });

    const failures = [
      ['declined', PAY[lang].declined, PAY[lang].declinedReason, PAY[lang].otherCard, 'declined'],
      [
        'threeDsFailed',
        PAY[lang].declined,
        PAY[lang].threeDsReason,
        PAY[lang].otherCard,
        'declined',
      ],
      ['expire', PAY[lang].expired, null, PAY[lang].newAttempt, 'expired'],
    ] as const;
    for (const [card, title, reason, next, row] of failures) {
      test(`${card} -> "${title}" with its next actions, nothing charged`, async ({ page }) => {
        const booking = await createBookingAndOpenPayment(page, lang);
        await payWith(page, lang, card);
        await expect(page).toHaveURL(/\/zahlung\?buchung=\d+$/);
        const heading = page.getByRole('heading', { level: 2, name: title });
        await expect(heading).toBeVisible();
        await expect(heading).toBeFocused();
        if (reason) await expect(page.getByRole('alert')).toContainText(reason);
        await expect(page.getByRole('button', { name: next })).toBeEnabled();
        await expect(page.getByRole('button', { name: PAY[lang].backToSummary })).toBeEnabled();
        await expectNoAxeViolations(page);
        expect((await storedBooking(page, booking.voucher)).buchungStamm.zahlungsstatus).toBe(
          'offen',
        );
        expect((await attemptsOf(page, booking.buchungId)).map((a) => a.status)).toEqual([row]);
        // The next action: a new hosted page (new token) where another card pays.
        await page.getByRole('button', { name: next }).click();
        await payWith(page, lang, 'success');
        await expect(page).toHaveURL(/\/privat-buchung\/status$/);
        const attempts = await attemptsOf(page, booking.buchungId);
        expect(attempts.map((a) => a.status)).toEqual(['captured', row]);
        expect(new Set(attempts.map((a) => a.token)).size).toBe(2);
      });
    }

    test('3-D Secure challenge with a wrong code -> declined', async ({ page }) => {
      const booking = await createBookingAndOpenPayment(page, lang);
      await payWith(page, lang, 'challenge', { code: '0000' });
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].declined })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(PAY[lang].threeDsReason);
      expect(await attemptsOf(page, booking.buchungId)).toMatchObject([
        { status: 'declined', errorName: '3DS_AUTHENTICATION_FAILED' },
      ]);
    });

    test('abort on the hosted page -> aborted; back to the summary', async ({ page }) => {
      const booking = await createBookingAndOpenPayment(page, lang);
      await page.getByRole('link', { name: PAY[lang].cancel }).click();
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].aborted })).toBeVisible();
      await expect(page.getByRole('button', { name: PAY[lang].retry })).toBeEnabled();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: PAY[lang].backToSummary }).click();
      await expect(page).toHaveURL(/\/privat-buchung\/zusammenfassung$/);
      await expect(
        page.getByRole('heading', { level: 1, name: TEXT[lang].steps[3] }),
      ).toBeVisible();
      expect(await attemptsOf(page, booking.buchungId)).toMatchObject([{ status: 'aborted' }]);
      expect(await page.evaluate(() => window.sessionStorage.getItem('saferpay'))).toBeNull();
    });

    test('Back after a cancelled payment: the booking is not paid yet, the way leads to the summary', async ({
      page,
    }) => {
      const booking = await createBookingAndOpenPayment(page, lang);
      await page.getByRole('link', { name: PAY[lang].cancel }).click();
      await page.getByRole('button', { name: PAY[lang].backToSummary }).click();
      await expect(page).toHaveURL(/\/privat-buchung\/zusammenfassung$/);

      await page.goBack();
      await expect(page).toHaveURL(/\/zahlung/);
      await expect(page.getByRole('heading', { level: 1, name: PAY[lang].unpaid })).toBeVisible();
      await expect(page.getByText(booking.voucher)).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `payment-unpaid-${lang}-1280`);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `payment-unpaid-${lang}-390`);
      await page.getByRole('link', { name: PAY[lang].backToSummary }).click();
      await expect(page).toHaveURL(/\/privat-buchung\/zusammenfassung$/);
      await expect(
        page.getByRole('heading', { level: 1, name: TEXT[lang].steps[3] }),
      ).toBeVisible();
      expect(await attemptsOf(page, booking.buchungId)).toMatchObject([{ status: 'aborted' }]);
    });
  });
}
