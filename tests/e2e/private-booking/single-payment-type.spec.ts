import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import {
  chooseTariff,
  expectStep,
  readDraft,
  startBooking,
  submitTripDetails,
  TEXT,
} from './helpers';

/*
 * Issue 14, part 5: a private customer is offered one payment type (card). The payment-type
 * step chooses it at once, so "Weiter" works without a click on the only choice.
 */
for (const lang of ['de', 'en'] as const) {
  test(`the only payment type is preselected and "${TEXT[lang].next}" works at once (${lang})`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    const text = TEXT[lang];
    await startBooking(page, lang);
    await chooseTariff(page, lang);
    await submitTripDetails(page, lang);

    const card = page.getByRole('radio', { name: text.card });
    await expect(page.getByRole('radio')).toHaveCount(1);
    await expect(card).toBeChecked();
    await expect(page.getByRole('button', { name: text.next })).toBeEnabled();
    await expectNoAxeViolations(page);
    // Kept in the draft: a reload shows it chosen too.
    expect((await readDraft(page)).zahlungsartId).not.toBeNull();
    await page.reload();
    await expectStep(page, lang, 2);
    await expect(page.getByRole('radio', { name: text.card })).toBeChecked();

    await page.getByRole('button', { name: text.next }).click();
    await expectStep(page, lang, 3);
  });
}
