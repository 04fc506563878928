import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { expectStep, startBooking, TEXT, type Lang } from './helpers';

/*
 * The tariff step's "Weiter" without a tariff: usable (a keyboard reaches it), and pressed it
 * says at the list what is missing, puts the focus on the first tariff and keeps the step.
 */

test.describe.configure({ timeout: 120_000 });

const GROUP = { de: 'Transferart wählen', en: 'Choose a transfer type' } as const;
const MISSING = {
  de: 'Bitte wählen Sie eine Transferart.',
  en: 'Please choose a transfer type.',
} as const;

for (const lang of ['de', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: "next" without a tariff says so at the list and focuses its first tariff`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await startBooking(page, lang);
    const group = page.getByRole('group', { name: GROUP[lang] });
    await expect(group).not.toHaveAccessibleDescription(MISSING[lang]);
    const next = page.getByRole('button', { name: TEXT[lang].next });
    await expect(next).toBeEnabled();
    await next.click();

    await expectStep(page, lang, 0);
    await expect(group).toHaveAccessibleDescription(MISSING[lang]);
    await expect(group.getByText(MISSING[lang])).toBeInViewport();
    const first = group.getByRole('radio').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, `tariff-missing-${lang}-390`);
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, `tariff-missing-${lang}-1280`);

    // A choice by keyboard takes the message away; "next" goes on.
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(group).not.toHaveAccessibleDescription(MISSING[lang]);
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
    await next.click();
    await expectStep(page, lang, 1);
  });
}
