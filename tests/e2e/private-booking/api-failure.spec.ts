import type { Page, Route } from '@playwright/test';
import de from '../../../public/locales/de.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { PAY } from '../payment/helpers';
import {
  chooseTariff,
  choosePayment,
  expectStep,
  readDraft,
  startBooking,
  submitTripDetails,
  TEXT,
  toSummary,
} from './helpers';

const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({
      code: 'unavailable',
      message: 'Der Dienst ist gerade nicht erreichbar.',
    }),
  });

/** Fails the matching call while `failing` is true. */
async function failWhile(page: Page, pattern: string | RegExp) {
  const state = { failing: true };
  await page.route(pattern, (route) => (state.failing ? unavailable(route) : route.continue()));
  return state;
}

/** What the wizard says for a server failure (describeFailure: failures.server). */
const SERVER_FAILURE = 'Beim Server ist ein Fehler aufgetreten.';

async function expectRetryThenRecover(page: Page, state: { failing: boolean }) {
  const alert = page.getByRole('alert').filter({ hasText: SERVER_FAILURE });
  await expect(alert).toBeVisible();
  state.failing = false;
  await alert.getByRole('button', { name: TEXT.de.retry }).click();
  await expect(alert).toBeHidden();
}

test.describe('private booking: failed calls', () => {
  test.describe.configure({ timeout: 150_000 });
  test.beforeEach(({ consoleGuard }) => {
    // Chromium logs every failed answer we provoke here.
    consoleGuard.allow(
      /Failed to load resource: (the server responded with a status of (503|500)|net::ERR_CONNECTION_RESET)/,
    );
  });

  test('a failure at every step shows a retry in place and loses nothing', async ({ page }) => {
    // tariff step: the price for the postcode
    let state = await failWhile(page, /\/api\/Preis\/PrivatHaj\//);
    await page.goto('/start');
    await expect(page.getByRole('heading', { name: TEXT.de.entryTitle })).toBeVisible({
      timeout: 20_000,
    });
    await startBooking(page);
    await expectRetryThenRecover(page, state);
    await chooseTariff(page);

    // trip details: the salutations (reload at the step)
    await submitTripDetails(page);
    await page.getByRole('button', { name: TEXT.de.back }).click();
    await expectStep(page, 'de', 1);
    state = await failWhile(page, /\/api\/Kunde\/Anrede/);
    await page.reload();
    await expectRetryThenRecover(page, state);
    await expect(page.getByLabel(/^Vorname/)).toHaveValue('Erika');
    await page.getByRole('button', { name: TEXT.de.next }).click();
    await expectStep(page, 'de', 2);

    // payment step: the payment types
    state = await failWhile(page, /\/api\/Zahlungsart\/Privat/);
    await page.reload();
    await expectRetryThenRecover(page, state);
    await choosePayment(page);

    // summary: saving the booking
    state = await failWhile(page, /\/api\/Buchung\/Neu/);
    await page.getByRole('button', { name: TEXT.de.bookNow }).click();
    await expect(page.getByRole('alert').filter({ hasText: SERVER_FAILURE })).toBeVisible();
    await expect(
      page.getByRole('definition').getByText('erika@example.org', { exact: true }),
    ).toBeVisible();
    expect((await readDraft(page)).buchungStamm.voucher).toBeNull();
    state.failing = false;
    await page.getByRole('button', { name: TEXT.de.retry }).click();
    await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });

    // status: reading the booking's state
    await page.goBack();
    await page.goto('/privat-buchung/status');
    state = await failWhile(page, /\/api\/Buchung\/Detail\//);
    await page.reload();
    await expectRetryThenRecover(page, state);
    await expectStep(page, 'de', 4);
    await expect(page.getByText('gebucht – Zahlung ausstehend')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Jetzt bezahlen' })).toBeVisible();
    void PAY;
  });

  test('a booking the server refuses on "book now" says what, for which ride, and goes on once changed', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    await toSummary(page);
    // The lead time ran out while the summary was open: the server refuses the outbound time.
    let refuse = true;
    await page.route(/\/api\/Buchung\/Neu/, (route) =>
      refuse
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'validation',
              message: 'Validation failed',
              fieldErrors: [
                { path: 'hinfahrt.zeit', code: 'range', reason: 'leadTime', message: 'lead time' },
              ],
            }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: TEXT.de.bookNow }).click();
    const alert = page.getByRole('alert').filter({ hasText: de.failures.validation });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('listitem')).toHaveText([
      `${de.booking.tripDetails.outbound}: ${de.validation.leadTime}`,
    ]);
    await expectNoAxeViolations(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, 'summary-refused-de-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, 'summary-refused-de-1280');

    // Changed on its step, the booking goes through.
    refuse = false;
    await page.getByRole('link', { name: new RegExp(de.booking.tripDetails.outbound) }).click();
    await expectStep(page, 'de', 1);
    await page.getByRole('button', { name: de.booking.summary.applyChanges }).click();
    await expectStep(page, 'de', 3);
    await page.getByRole('button', { name: TEXT.de.bookNow }).click();
    await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });
  });

  test('a double click on "book now" creates one booking', async ({ page }) => {
    await toSummary(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/Buchung/Neu'))
        posts.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: TEXT.de.bookNow }).dblclick();
    await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });
    expect(posts).toHaveLength(1);
  });

  test('a retry after a lost answer reuses the idempotency key: still one booking', async ({
    page,
  }) => {
    await toSummary(page);
    const answers: { key: string; id: number; voucher: string }[] = [];
    let first = true;
    await page.route(/\/api\/Buchung\/Neu/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { buchungStamm: { id: number; voucher: string } };
      answers.push({
        key: route.request().headers()['idempotency-key'] ?? '',
        id: body.buchungStamm.id,
        voucher: body.buchungStamm.voucher,
      });
      if (first) {
        // the server created the booking, but the answer never reaches the browser
        first = false;
        await route.abort('connectionreset');
        return;
      }
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: TEXT.de.bookNow }).click();
    await expect(page.getByRole('button', { name: TEXT.de.retry })).toBeVisible();
    // a reload in between keeps the key with the draft
    await page.reload();
    await expectStep(page, 'de', 3);
    await page.getByRole('button', { name: TEXT.de.bookNow }).click();
    await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });
    expect(answers).toHaveLength(2);
    expect(answers[1]!.key).toBe(answers[0]!.key);
    expect(answers[1]!.id).toBe(answers[0]!.id);
    expect(answers[1]!.voucher).toBe(answers[0]!.voucher);
  });
});
