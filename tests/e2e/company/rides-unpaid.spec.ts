import type { Page } from '@playwright/test';
import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { factOf } from '../../support/facts';
import { deadlineSentence } from '../../support/payment-deadline';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { unpaidCardBooking } from './api-bookings';
import { loginWithId } from './helpers';

/**
 * Gebuchte Fahrten of a company that pays by card (30200, docs/decisions/0024): an unpaid
 * booking's page names by when it must be paid; once the unpaid round has released it, the list
 * and the page say it was cancelled because it was not paid. German and English, axe.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = { de, en } as const;

/** The list filtered to one booking; its row. */
async function listRow(page: Page, lang: 'de' | 'en', voucher: string) {
  await page.goto(`/buchung/gebuchte-fahrten?suche=${voucher}&status=alle`);
  const table = page.getByRole('table', { name: TEXT[lang].company.rides.caption });
  await expect(table.getByRole('rowheader', { name: voucher, exact: true })).toBeVisible();
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: voucher, exact: true }) });
}

for (const lang of ['de', 'en'] as const) {
  const t = TEXT[lang];
  const rides = t.company.rides;

  test(`an unpaid card booking names its deadline; released, it reads cancelled because not paid (${lang})`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await loginWithId(page, 'travelGroup');
    const booking = await unpaidCardBooking(page, `Fristfeld${lang}`);

    let row = await listRow(page, lang, booking.voucher);
    await expect(row).toContainText(rides.states.offen);
    await row.getByRole('link').click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: t.company.edit.title.replace('{{voucher}}', booking.voucher),
      }),
    ).toBeVisible();
    const payment = factOf(page, t.company.edit.payment);
    await expect(payment).toContainText(rides.states.offen);
    await expect(payment).toContainText(await deadlineSentence(page, lang, booking.zahlungBis));
    await expectNoAxeViolations(page);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `company-ride-unpaid-${lang}-${name}`);
    }

    const round = await page.request.post('/api/test/unpaid-round', {
      data: {
        at: new Date(Date.parse(booking.zahlungBis) + 1_000).toISOString(),
        voucher: booking.voucher,
      },
    });
    expect(await round.json()).toEqual({ reminded: 0, released: 1 });

    await page.reload();
    await expect(page.getByText(t.company.edit.locked.cancelledUnpaid)).toBeVisible();
    await expect(page.getByText(t.company.edit.locked.cancelled)).toHaveCount(0);
    await expect(factOf(page, t.company.edit.payment)).toHaveText(
      t.company.edit.cancelledPayment.notCharged,
    );
    await expectNoAxeViolations(page);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `company-ride-released-${lang}-${name}`);
    }

    row = await listRow(page, lang, booking.voucher);
    await expect(row).toContainText(rides.states.stornoUnbezahlt);
    await expectNoAxeViolations(page);
    for (const [name, size] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `company-rides-released-${lang}-${name}`);
    }
  });
}
