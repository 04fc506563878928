import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { deadlineSentence, zahlungBisOf } from '../../support/payment-deadline';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { createBookingAndOpenPayment, PAY, payWith, type Lang } from './helpers';

/*
 * A card payment that did not complete leaves the booking unpaid: /zahlung names by when it must
 * be paid before it is cancelled (zahlungBis of the booking in this tab, docs/decisions/0024).
 */

for (const lang of ['de', 'en'] as const satisfies readonly Lang[]) {
  test(`declined: the payment page names by when the booking must be paid (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const booking = await createBookingAndOpenPayment(page, lang);
    await payWith(page, lang, 'declined');
    await expect(page.getByRole('heading', { level: 2, name: PAY[lang].declined })).toBeFocused();

    const zahlungBis = await zahlungBisOf(page.request, booking.buchungId, booking.zugriffsToken);
    const outcome = page.getByRole('alert').filter({ hasText: PAY[lang].declined });
    await expect(outcome).toContainText(await deadlineSentence(page, lang, zahlungBis));
    await expectNoAxeViolations(page);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `payment-declined-deadline-${lang}-${name}`);
    }
  });
}
