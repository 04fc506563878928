import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { TEXT, toSummary, type Lang } from '../private-booking/helpers';
import { attemptsOf, expectOnHostedPage, PAY, payWith, readPaymentSession } from './helpers';

/*
 * A tab duplicated at the summary (the browser copies its sessionStorage, the draft with it):
 * booking in both tabs makes one booking and one charge. The draft carries its Idempotency-Key
 * from the start, so the second tab's POST /Buchung/Neu answers the first booking; its payment
 * finds the booking paid.
 */

test.describe.configure({ timeout: 120_000 });

/** A second tab with a copy of `page`'s sessionStorage, at the same URL: a duplicated tab. */
async function duplicateTab(page: Page): Promise<Page> {
  const storage = await page.evaluate(() => Object.entries(window.sessionStorage));
  const copy = await page.context().newPage();
  await copy.addInitScript((entries) => {
    if (window.sessionStorage.length === 0)
      for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
  }, storage);
  await copy.goto(page.url());
  return copy;
}

for (const lang of ['de', 'en'] as const satisfies Lang[]) {
  test(`${lang}: a tab duplicated at the summary books and charges once`, async ({ page }) => {
    await setLanguage(page, lang);
    await toSummary(page, lang);
    const copy = await duplicateTab(page);
    await expect(copy.getByRole('button', { name: TEXT[lang].bookNow })).toBeVisible();

    await page.getByRole('button', { name: TEXT[lang].bookNow }).click();
    await expectOnHostedPage(page, lang);
    const first = await readPaymentSession(page);
    await payWith(page, lang, 'success');
    await expect(page.getByText(PAY[lang].statusPaid).first()).toBeVisible();

    const creates: string[] = [];
    copy.on('request', (request) => {
      if (request.url().endsWith('/api/Buchung/Neu')) creates.push(request.method());
    });
    await copy.getByRole('button', { name: TEXT[lang].bookNow }).click();
    // The same booking, already paid: its status, no second hosted page.
    await expect(copy).toHaveURL(/\/privat-buchung\/status$/, { timeout: 20_000 });
    await expect(copy.getByText(PAY[lang].statusPaid).first()).toBeVisible();
    await expect(copy.getByText(first.voucher).first()).toBeVisible();
    expect(creates).toEqual(['POST']);
    const attempts = await attemptsOf(page, first.buchungId);
    expect(attempts.filter((a) => a.status === 'captured')).toHaveLength(1);
  });
}
