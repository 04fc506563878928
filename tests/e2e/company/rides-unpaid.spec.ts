import type { Page } from '@playwright/test';
import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { deadlineSentence } from '../../support/payment-deadline';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { companyBookingDraft, draftLeg } from '../../../server/testing/booking-drafts';
import { daysAhead, DEMO_COMPANIES, loginWithId } from './helpers';

/**
 * Gebuchte Fahrten of a company that pays by card (30200, docs/decisions/0024): an unpaid
 * booking's page names by when it must be paid; once the unpaid round has released it, the list
 * and the page say it was cancelled because it was not paid. German and English, axe.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = { de, en } as const;
const COMPANY = DEMO_COMPANIES.travelGroup;

/** An unpaid card booking of 30200 through the API (the page's request shares its session). */
async function unpaidCardBooking(page: Page, surname: string) {
  const draft = companyBookingDraft(COMPANY.firmenId, { zahlungsartId: 1 });
  const created = await page.request.post('/api/Buchung/Neu', {
    headers: { 'Idempotency-Key': `e2e-unpaid-${crypto.randomUUID()}` },
    data: {
      ...draft,
      extras: [],
      kundeStamm: { ...draft.kundeStamm, vorname: 'Jonas', name: surname },
      hinfahrt: draftLeg('Abholung', daysAhead(5), '09:30'),
      rueckfahrt: draftLeg('Rückfahrt', daysAhead(8), '18:00'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { buchungStamm } = (await created.json()) as {
    buchungStamm: { voucher: string; zahlungsstatus: string; zahlungBis: string };
  };
  expect(buchungStamm.zahlungsstatus).toBe('offen');
  return buchungStamm;
}

/** The list filtered to one booking; its row. */
async function listRow(page: Page, lang: 'de' | 'en', voucher: string) {
  await page.goto(`/buchung/gebuchte-fahrten?suche=${voucher}&status=alle`);
  const table = page.getByRole('table', { name: TEXT[lang].company.rides.caption });
  await expect(table.getByRole('rowheader', { name: voucher, exact: true })).toBeVisible();
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: voucher, exact: true }) });
}

/** The value of a term in the booking's facts. */
const factOf = (page: Page, term: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

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
