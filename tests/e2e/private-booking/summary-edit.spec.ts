import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { expectStep, TEXT, toSummary, type Lang } from './helpers';

/**
 * The summary's edit links open a step whose button applies the changes and leads straight back
 * to the summary, the change shown there; the steps in between are not walked again.
 */

test.describe.configure({ timeout: 120_000 });

const EDIT = {
  de: {
    outbound: 'Hinfahrt bearbeiten',
    trip: 'Fahrt und Tarif bearbeiten',
    apply: 'Änderungen übernehmen',
    limousine: /Limousine/,
    inclVat: 'inkl. MwSt.',
  },
  en: {
    outbound: 'Edit outbound ride',
    trip: 'Edit ride and tariff',
    apply: 'Apply changes',
    limousine: /Limousine/,
    inclVat: 'incl. VAT',
  },
} as const;

for (const lang of ['de', 'en'] as const satisfies Lang[]) {
  test(`${lang}: an edit from the summary returns to the summary with the change`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    const edit = EDIT[lang];
    if (lang === 'en') await setLanguage(page, 'en');
    await toSummary(page, lang);

    await page.getByRole('link', { name: edit.outbound }).click();
    await expectStep(page, lang, 1);
    await expect(page.getByRole('button', { name: text.next })).toHaveCount(0);
    await page
      .getByLabel(new RegExp(`^${text.flightNumber}`))
      .first()
      .fill('EW4711');
    await page.getByRole('button', { name: edit.apply }).click();
    await expectStep(page, lang, 3);
    await expect(page.getByText('EW4711')).toBeVisible();

    const total = page.getByRole('definition').filter({ hasText: edit.inclVat });
    const before = await total.textContent();
    await page.getByRole('link', { name: edit.trip }).click();
    await expectStep(page, lang, 0);
    await page.getByRole('radio', { name: edit.limousine }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: edit.apply }).click();
    await expectStep(page, lang, 3);
    await expect(
      page.getByRole('definition').filter({ hasText: edit.limousine }).first(),
    ).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');

    // Walking the wizard again (Back from the summary) is the usual Next.
    await page.getByRole('button', { name: text.back }).click();
    await expectStep(page, lang, 2);
    await expect(page.getByRole('button', { name: text.next })).toBeVisible();
  });
}
