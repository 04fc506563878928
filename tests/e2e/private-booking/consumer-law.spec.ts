import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { toSummary, TEXT } from './helpers';

/*
 * Issue 14, part 5 (§ 312j (3) BGB): the consumer's final button says that it obliges to pay,
 * the summary links to the operator's terms of carriage (a legal page of its own, also in the
 * footer) and says where the confirmation e-mail goes.
 */
const LAW = {
  de: {
    button: 'Zahlungspflichtig buchen',
    oldButton: 'Jetzt buchen',
    terms: 'Beförderungsbedingungen',
    confirmation: 'Die Buchungsbestätigung senden wir an erika@example.org.',
    sections: [
      '1. Geltungsbereich und Vertragspartner',
      '6. Änderung und Stornierung',
      '7. Kein Widerrufsrecht',
    ],
    imprint: 'Impressum',
  },
  en: {
    button: 'Book and pay',
    oldButton: 'Book now',
    terms: 'terms of carriage',
    confirmation: 'We will send the booking confirmation to erika@example.org.',
    sections: [
      '1. Scope and contracting party',
      '6. Changes and cancellation',
      '7. No right of withdrawal',
    ],
    imprint: 'legal notice',
  },
} as const;
const TERMS_TITLE = { de: 'Beförderungsbedingungen', en: 'Terms of carriage' } as const;
const OPERATOR_NAME = 'Beispiel Flughafentransfer GmbH';

for (const lang of ['de', 'en'] as const) {
  test.describe(`consumer law on the summary (${lang})`, () => {
    test('the final button obliges to pay; terms of carriage and confirmation e-mail are stated', async ({
      page,
      context,
    }) => {
      const law = LAW[lang];
      await setLanguage(page, lang);
      await toSummary(page, lang);
      await expect(page.getByRole('button', { name: law.button, exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: law.oldButton, exact: true })).toHaveCount(0);
      expect(TEXT[lang].bookNow).toBe(law.button);
      await expect(page.getByText(law.confirmation)).toBeVisible();
      const terms = page.getByRole('main').getByRole('link', { name: new RegExp(law.terms) });
      await expect(terms).toHaveAttribute('href', '/befoerderungsbedingungen');
      await expectNoAxeViolations(page);

      // The terms open in a new tab, so the summary stays as it is.
      const [tab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
      await expect(tab.getByRole('heading', { level: 1, name: TERMS_TITLE[lang] })).toBeVisible();
      await expect(page.getByRole('button', { name: law.button, exact: true })).toBeVisible();
    });

    test('the terms of carriage are a legal page of their own, linked from the footer', async ({
      page,
    }) => {
      const law = LAW[lang];
      await setLanguage(page, lang);
      await page.goto('/impressum');
      await page.getByRole('contentinfo').getByRole('link', { name: TERMS_TITLE[lang] }).click();
      await expect(page).toHaveURL(/\/befoerderungsbedingungen$/);
      await expect(page.getByRole('heading', { level: 1, name: TERMS_TITLE[lang] })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(TERMS_TITLE[lang]));
      for (const section of law.sections)
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      // The operator as on the imprint (fictional, marked as a placeholder).
      await expect(page.getByRole('main')).toContainText(OPERATOR_NAME);
      await expect(
        page.getByRole('main').getByRole('link', { name: law.imprint, exact: true }),
      ).toHaveAttribute('href', '/impressum');
      await expectNoAxeViolations(page);
      await page.setViewportSize(VIEWPORTS.phone);
      await expect(page.getByRole('heading', { level: 1, name: TERMS_TITLE[lang] })).toBeVisible();
      // Nothing sticks out sideways on a phone (the long German title wraps).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        VIEWPORTS.phone.width,
      );
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `terms-of-carriage-${lang}-390`);
    });
  });
}
