// Paying later (docs/decisions/0022): a card booking whose payment was declined or abandoned is
// paid from the tracking page, in a browser that never saw the booking (another device), with
// voucher + surname only. German and English, axe on the new states.
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { bookPrivately } from '../../support/private-booking-api';
import { fmt, LANGS, open, setUpServiceSpec, T, todayBerlin, type Lang } from '../service/helpers';
import { attemptsOf, expectOnHostedPage, PAY, payWith } from './helpers';

setUpServiceSpec();

const SURNAME = 'Spaetzahler';

const book = (request: APIRequestContext, lang: Lang) =>
  bookPrivately(request, {
    lang,
    name: SURNAME,
    pickup: { datum: todayBerlin(6), zeit: '08:15' },
  });

/** The confirmation e-mails of a booking (test-only outbox). */
async function confirmationsOf(request: APIRequestContext, voucher: string) {
  const response = await request.get('/api/test/outbox?art=buchungsbestaetigung&limit=50');
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as { payload: Record<string, unknown> }[];
  return rows.filter((row) => JSON.stringify(row.payload).includes(voucher));
}

for (const lang of LANGS) {
  const tr = T[lang].tracking;

  test.describe(`paying later from tracking (${lang})`, () => {
    test('an unpaid card booking is paid from the tracking link on another device: declined first, then another card', async ({
      page,
      request,
    }) => {
      const { voucher, buchungId } = await book(request, lang);
      await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
      await expect(
        page.getByRole('heading', { name: fmt(tr.result.title, { voucher }) }),
      ).toBeVisible();
      await expect(page.getByText(tr.result.unpaid)).toBeVisible();
      const payNow = page.getByRole('button', { name: tr.pay.action });
      await expect(payNow).toBeEnabled();
      await expectNoAxeViolations(page);
      for (const [name, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await saveScreenshot(page, `tracking-pay-later-${lang}-${name}`);
      }

      // A double click asks once and opens one payment page.
      await payNow.dblclick();
      await expectOnHostedPage(page, lang);
      await payWith(page, lang, 'declined');
      await expect(page).toHaveURL(/\/zahlung\?buchung=\d+$/);
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].declined })).toBeFocused();
      await expect(
        page.getByRole('button', { name: T[lang].payment.actions.backToTracking }),
      ).toBeEnabled();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: PAY[lang].otherCard }).click();
      await expectOnHostedPage(page, lang);
      await payWith(page, lang, 'success');

      // Back on the tracking page with the booking, now paid and thanked for.
      await expect(page).toHaveURL(new RegExp(`/tracking\\?voucher=${voucher}&name=${SURNAME}$`), {
        timeout: 20_000,
      });
      const thanks = page.getByRole('status').filter({ hasText: tr.selfService.done.paid });
      await expect(thanks).toBeFocused();
      await expect(thanks).toContainText(tr.selfService.done.mail);
      await expect(
        page.getByRole('definition').filter({ hasText: new RegExp(`^${tr.payment.bezahlt}$`) }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: tr.pay.action })).toHaveCount(0);
      await expect(page.getByText(tr.result.unpaid)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await saveScreenshot(
        page,
        `tracking-paid-later-${lang}-${lang === 'de' ? 'phone' : 'desktop'}`,
      );

      const attempts = await attemptsOf(page, buchungId);
      expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['captured', 'declined']);
      await expect.poll(async () => (await confirmationsOf(request, voucher)).length).toBe(1);
    });

    test('back from the payment page without paying: the booking is still open and can be paid', async ({
      page,
      request,
    }) => {
      const { voucher } = await book(request, lang);
      await open(page, `/tracking?voucher=${voucher}&name=${SURNAME}`, lang);
      await page.getByRole('button', { name: tr.pay.action }).click();
      await expectOnHostedPage(page, lang);
      await page.getByRole('link', { name: PAY[lang].cancel }).click();
      await expect(page.getByRole('heading', { level: 2, name: PAY[lang].aborted })).toBeFocused();
      await page.getByRole('button', { name: T[lang].payment.actions.backToTracking }).click();
      await expect(page).toHaveURL(new RegExp(`/tracking\\?voucher=${voucher}&name=${SURNAME}$`));
      await expect(page.getByText(tr.result.unpaid)).toBeVisible();
      await expect(page.getByRole('button', { name: tr.pay.action })).toBeEnabled();
      await expect(
        page.getByRole('status').filter({ hasText: tr.selfService.done.paid }),
      ).toHaveCount(0);
    });
  });
}
