import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { deadlineSentence, zahlungBisOf } from '../../support/payment-deadline';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { createBookingAndOpenPayment, PAY } from '../payment/helpers';
import { expectStep, type Lang } from './helpers';

/*
 * The private wizard's status step of a card booking whose payment was abandoned: it says the
 * payment is still open and by when it must be paid before the booking is cancelled
 * (zahlungBis, docs/decisions/0024), next to the button that pays it.
 */

const TEXT = { de, en } as const;

for (const lang of ['de', 'en'] as const satisfies readonly Lang[]) {
  const t = TEXT[lang];

  test(`the status step of an unpaid card booking names its deadline (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const booking = await createBookingAndOpenPayment(page, lang);
    await page.getByRole('link', { name: PAY[lang].cancel }).click();
    await expect(page.getByRole('heading', { level: 2, name: PAY[lang].aborted })).toBeFocused();

    await page.goto('/privat-buchung/status');
    await expectStep(page, lang, 4, { timeout: 20_000 });
    const zahlungBis = await zahlungBisOf(page.request, booking.buchungId, booking.zugriffsToken);
    const note = page.getByText(t.booking.status.payNote);
    await expect(note).toContainText(await deadlineSentence(page, lang, zahlungBis));
    await expect(page.getByRole('button', { name: PAY[lang].pay })).toBeEnabled();
    await expectNoAxeViolations(page);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `status-unpaid-deadline-${lang}-${name}`);
    }
  });
}
