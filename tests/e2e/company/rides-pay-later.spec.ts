import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { factOf } from '../../support/facts';
import { deadlineSentence } from '../../support/payment-deadline';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { attemptsOf, expectOnHostedPage, PAY, payWith } from '../payment/helpers';
import { unpaidCardBooking } from './api-bookings';
import { loginWithId } from './helpers';

/**
 * A company that pays by card (30200) pays its unpaid booking from the booked ride's page
 * (docs/decisions/0022): with its session, no grant; /zahlung brings it back to the ride, paid
 * or not; a failed attempt names by when the booking must be paid (0024). German and English,
 * axe on the page with the button and on /zahlung after the decline.
 */

test.describe.configure({ timeout: 150_000 });

const TEXT = { de, en } as const;

for (const lang of ['de', 'en'] as const) {
  const t = TEXT[lang];

  test(`an unpaid card booking is paid from its ride's page and the page reads paid (${lang})`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await loginWithId(page, 'travelGroup');
    const booking = await unpaidCardBooking(page, `Nachzahler${lang}`);
    const ridePath = `/buchung/gebuchte-fahrten-bearbeiten/${booking.voucher}/${booking.id}`;
    await page.goto(ridePath);
    const title = t.company.edit.title.replace('{{voucher}}', booking.voucher);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(factOf(page, t.company.edit.payment)).toContainText(t.company.rides.states.offen);
    const payNow = page.getByRole('button', { name: t.tracking.pay.action });
    await expect(payNow).toBeEnabled();
    await expectNoAxeViolations(page);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `company-ride-pay-now-${lang}-${name}`);
    }

    const deadline = await deadlineSentence(page, lang, booking.zahlungBis);

    // Abandoned on the payment page: the deadline still holds; back on the ride, still unpaid,
    // and it can be paid again.
    await payNow.dblclick();
    await expectOnHostedPage(page, lang);
    await page.getByRole('link', { name: PAY[lang].cancel }).click();
    await expect(page.getByRole('heading', { level: 2, name: PAY[lang].aborted })).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: PAY[lang].aborted })).toContainText(
      deadline,
    );
    await page.getByRole('button', { name: t.payment.actions.backToTracking }).click();
    await expect(page).toHaveURL(new RegExp(`${ridePath}$`));
    await expect(factOf(page, t.company.edit.payment)).toContainText(t.company.rides.states.offen);
    // The double click started one payment.
    expect((await attemptsOf(page, booking.id)).map((attempt) => attempt.status)).toEqual([
      'aborted',
    ]);

    // Declined: the bank's reason and the deadline, as after the wizard's payment.
    await page.getByRole('button', { name: t.tracking.pay.action }).click();
    await expectOnHostedPage(page, lang);
    await payWith(page, lang, 'declined');
    await expect(page.getByRole('heading', { level: 2, name: PAY[lang].declined })).toBeFocused();
    const declined = page.getByRole('alert').filter({ hasText: PAY[lang].declined });
    await expect(declined).toContainText(PAY[lang].declinedReason);
    await expect(declined).toContainText(deadline);
    await expectNoAxeViolations(page);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `company-ride-pay-declined-deadline-${lang}-${name}`);
    }

    await page.getByRole('button', { name: PAY[lang].otherCard }).click();
    await expectOnHostedPage(page, lang);
    await payWith(page, lang, 'success');

    // Back on the ride, which reads the booking anew: paid, nothing left to pay.
    await expect(page).toHaveURL(new RegExp(`${ridePath}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(factOf(page, t.company.edit.payment)).toHaveText(t.company.rides.states.bezahlt);
    await expect(page.getByRole('button', { name: t.tracking.pay.action })).toHaveCount(0);
    expect((await attemptsOf(page, booking.id)).map((attempt) => attempt.status).sort()).toEqual([
      'aborted',
      'captured',
      'declined',
    ]);
    await expectNoAxeViolations(page);
  });
}
