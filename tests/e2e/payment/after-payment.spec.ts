import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { TEXT as BOOKING_TEXT } from '../private-booking/helpers';
import { bookAndOpenHostedPage, PAY, payWith } from './helpers';

/*
 * Issue 14, part 5: what a payer sees around a payment that is done or was given up.
 * - Back to the summary after a cancelled payment: the booking exists, the summary shows its
 *   booking number.
 * - After a successful payment, Back from the status step or a reload of /zahlung says that the
 *   booking is paid and links to it (not "no payment open").
 */
const AFTER = {
  de: {
    voucher: 'Buchungsnummer:',
    paidTitle: 'Buchung bereits bezahlt',
    toBooking: 'Zur Buchung',
    noPayment: /Keine Zahlung offen/,
    saveChanges: 'Änderungen speichern',
  },
  en: {
    voucher: 'Booking number:',
    paidTitle: 'Booking already paid',
    toBooking: 'Go to the booking',
    noPayment: /No payment in progress/,
    saveChanges: 'Save changes',
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test.describe(`after the payment (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
    });

    test('back to the summary after a cancelled payment: the summary shows the booking number', async ({
      page,
    }) => {
      const session = await bookAndOpenHostedPage(page, lang);
      await page.getByRole('link', { name: PAY[lang].cancel }).click();
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].aborted })).toBeVisible();
      await page.getByRole('button', { name: PAY[lang].backToSummary }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: BOOKING_TEXT[lang].steps[3] }),
      ).toBeVisible();
      await expect(page.getByText(`${AFTER[lang].voucher} ${session.voucher}`)).toBeVisible();
      // Booking it still obliges to pay (§ 312j BGB), so the button says so, not "save changes".
      await expect(page.getByRole('button', { name: BOOKING_TEXT[lang].bookNow })).toBeVisible();
      await expect(page.getByRole('button', { name: AFTER[lang].saveChanges })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('after a successful payment, Back and a reload of /zahlung say it is paid and link to the booking', async ({
      page,
    }) => {
      const session = await bookAndOpenHostedPage(page, lang);
      await payWith(page, lang, 'success');
      await expect(
        page.getByRole('heading', { level: 1, name: BOOKING_TEXT[lang].steps[4] }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(PAY[lang].statusPaid)).toBeVisible();

      const expectPaidNotice = async () => {
        await expect(page.getByRole('heading', { name: AFTER[lang].paidTitle })).toBeVisible({
          timeout: 20_000,
        });
        await expect(page.getByText(AFTER[lang].noPayment)).toHaveCount(0);
        await expect(page.getByRole('main')).toContainText(session.voucher);
      };

      await page.goBack();
      await expectPaidNotice();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: AFTER[lang].toBooking }).click();
      await expect(page).toHaveURL(/\/privat-buchung\/status$/);
      await expect(page.getByText(PAY[lang].statusPaid)).toBeVisible();

      await page.goto('/zahlung');
      await expectPaidNotice();
      await page.reload();
      await expectPaidNotice();
      await page.getByRole('link', { name: AFTER[lang].toBooking }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: BOOKING_TEXT[lang].steps[4] }),
      ).toBeVisible();
    });
  });
}
