import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { createBookingAndOpenPayment, PAY, payWith, type Lang } from './helpers';

/*
 * After the sandbox declines a card, /zahlung asks "How would you like to continue?" over its
 * buttons: a group named by that visible heading, not a navigation landmark (it holds no links).
 * After a payment, the status page's details are headed a level below its own h2.
 */

const TEXT = {
  de: {
    nextSteps: 'Wie möchten Sie fortfahren?',
    statusTitle: 'Ihre Buchung ist eingegangen',
    sections: ['Fahrt und Tarif', 'Hinfahrt', 'Zahlung'],
  },
  en: {
    nextSteps: 'How would you like to continue?',
    statusTitle: 'We have received your booking',
    sections: ['Ride and tariff', 'Outbound ride', 'Payment'],
  },
} as const;

for (const lang of ['de', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`payment page structure (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      test.setTimeout(90_000);
      await page.addInitScript(
        (language) => window.localStorage.setItem('langCode', language),
        lang,
      );
    });

    test('declined: the next actions are a group under a heading, not navigation', async ({
      page,
    }) => {
      await createBookingAndOpenPayment(page, lang);
      await payWith(page, lang, 'declined');
      await expect(page).toHaveURL(/\/zahlung\?buchung=\d+$/);
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].declined })).toBeFocused();
      const next = page.getByRole('group', { name: TEXT[lang].nextSteps });
      await expect(
        next.getByRole('heading', { level: 2, name: TEXT[lang].nextSteps }),
      ).toBeVisible();
      await expect(next.getByRole('button', { name: PAY[lang].otherCard })).toBeEnabled();
      await expect(next.getByRole('button', { name: PAY[lang].backToSummary })).toBeEnabled();
      await expect(page.getByRole('navigation', { name: TEXT[lang].nextSteps })).toHaveCount(0);
      // The progress line is empty now, yet stays a live region, so "Other card" is announced.
      await expect(page.getByRole('main').getByRole('status')).toHaveText('');
      await expectNoAxeViolations(page);
    });

    test('paid: the status page heads its details with h3 under its h2', async ({ page }) => {
      await createBookingAndOpenPayment(page, lang);
      await payWith(page, lang, 'success');
      await expect(page).toHaveURL(/\/privat-buchung\/status$/);
      const status = page.getByRole('region', { name: TEXT[lang].statusTitle });
      await expect(
        status.getByRole('heading', { level: 2, name: TEXT[lang].statusTitle }),
      ).toBeVisible({ timeout: 20_000 });
      for (const name of TEXT[lang].sections) {
        await expect(status.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
        await expect(status.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    });
  });
}
