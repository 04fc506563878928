import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { APP_CODE, holdBack } from '../../support/hold-back';
import { chooseTariff, expectStep, startBooking, submitTripDetails, TEXT } from './helpers';

/**
 * A page load of a private step asks for the step's lists while the app's code is still on its
 * way (ADR 0020), and the step then shows what those calls answered without asking again.
 */

/** The API calls `page` makes from now on whose path starts with `prefix`, as they go out. */
function callsTo(page: Page, prefix: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(prefix)) asked.push(request.url());
  });
  return asked;
}

test("a reload of the payment step asks for its lists before the app's code is in, once", async ({
  page,
}) => {
  await startBooking(page);
  await chooseTariff(page);
  await submitTripDetails(page);
  const releaseApp = await holdBack(page, APP_CODE);
  const prices = callsTo(page, '/api/Preis/');
  const paymentTypes = callsTo(page, '/api/Zahlungsart');
  await page.reload();
  // The app's code is held back: only the early start can have asked.
  await expect.poll(() => prices.length).toBe(1);
  await expect.poll(() => paymentTypes.length).toBe(1);
  releaseApp();
  await expectStep(page, 'de', 2);
  await expect(page.getByRole('radio', { name: TEXT.de.card })).toBeVisible();
  await expect(page.getByText(/^Zu zahlender Betrag: \d+,\d\d\s€/)).toBeVisible();
  // The step took the answers: it asked for neither again.
  expect(prices).toHaveLength(1);
  expect(paymentTypes).toHaveLength(1);
});
