import { expect, test } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import {
  attemptsOf,
  createBookingAndOpenPayment,
  createCompanyBookingAndOpenPayment,
  expectOnHostedPage,
  PAY,
  payWith,
  readPaymentSession,
  storedBooking,
} from './helpers';

/*
 * Exactly once and resuming: a reload on /zahlung in the middle of the flow, a return without
 * paying (browser back), a double return and a second tab. Whatever happens, the booking is
 * captured once, which the database (test-only routes) confirms.
 */

test.beforeEach(() => {
  test.setTimeout(90_000);
});

test('reload on /zahlung after a failed capture call resumes and pays once', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource/);
  const booking = await createBookingAndOpenPayment(page, 'de');
  // The first capture call never reaches the server (connection lost).
  let blocked = 0;
  await page.route('**/api/Saferpay/Capture/**', async (route) => {
    if (blocked === 0) {
      blocked += 1;
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await payWith(page, 'de', 'success');
  await expect(page.getByRole('heading', { level: 2, name: PAY.de.callFailed })).toBeVisible();
  await expect(page.getByRole('button', { name: PAY.de.retry })).toBeEnabled();
  expect(await readPaymentSession(page)).toMatchObject({ stage: 'capturing' });
  expect(await attemptsOf(page, booking.buchungId)).toMatchObject([{ status: 'authorized' }]);

  await page.reload();
  await expect(page).toHaveURL(/\/privat-buchung\/status$/);
  await expect(page.getByText(PAY.de.statusPaid).first()).toBeVisible();
  const attempts = await attemptsOf(page, booking.buchungId);
  expect(attempts).toMatchObject([{ status: 'captured' }]);
  expect(blocked).toBe(1);
});

test('back from the hosted page without paying: pending, then resume the same page and pay', async ({
  page,
}) => {
  const booking = await createBookingAndOpenPayment(page, 'en');
  const before = await readPaymentSession(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: PAY.en.pending })).toBeVisible();
  await expectNoAxeViolations(page);
  // A reload right here keeps the same answer.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: PAY.en.pending })).toBeVisible();
  await page.getByRole('button', { name: PAY.en.resume }).click();
  await expectOnHostedPage(page, 'en');
  expect((await readPaymentSession(page)).token).toBe(before.token);
  await payWith(page, 'en', 'success');
  await expect(page).toHaveURL(/\/privat-buchung\/status$/);
  expect(await attemptsOf(page, booking.buchungId)).toMatchObject([
    { status: 'captured', token: before.token },
  ]);
});

test('returning twice and a second tab capture once', async ({ page, context }) => {
  const booking = await createBookingAndOpenPayment(page, 'de');
  const session = await readPaymentSession(page);
  const returnUrl = `/zahlung?buchung=${booking.buchungId}`;

  // A second tab holding the same payment session, as if the return link was opened twice.
  const second = await context.newPage();
  await second.goto('/sandbox/sandbox.css');
  await second.evaluate(
    ({ value, draft }) => {
      window.sessionStorage.setItem('saferpay', value);
      if (draft) window.sessionStorage.setItem('Buchung', draft);
    },
    {
      value: JSON.stringify(session),
      draft: await page.evaluate(() => window.sessionStorage.getItem('Buchung')),
    },
  );

  await payWith(page, 'de', 'success'); // redirects this tab back to /zahlung
  await second.goto(returnUrl); // the other tab returns at the same time
  await expect(page).toHaveURL(/\/privat-buchung\/status$/);
  await expect(second).toHaveURL(/\/privat-buchung\/status$/);

  // A third return of the first tab (browser history, a retried redirect): recognised as paid.
  await page.evaluate(
    (value) => window.sessionStorage.setItem('saferpay', value),
    JSON.stringify(session),
  );
  await page.goto(returnUrl);
  await expect(page).toHaveURL(/\/privat-buchung\/status$/);

  const attempts = await attemptsOf(page, booking.buchungId);
  expect(attempts).toHaveLength(1);
  expect(attempts[0]).toMatchObject({ status: 'captured', token: session.token });
  expect(attempts[0]!.captureId).toBeTruthy();
  expect((await storedBooking(page, booking.voucher)).buchungStamm.zahlungsstatus).toBe('bezahlt');
  // A new payment for the paid booking is refused.
  const again = await page.request.post('/api/Saferpay/PaymentPageInitialize', {
    data: { buchungId: booking.buchungId, sprache: 'de' },
    headers: { 'X-Buchung-Token': booking.zugriffsToken },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ code: 'PAYMENT_ALREADY_PAID' });
});

test('the sandbox pages are accessible in both languages, including the 3-D Secure challenge', async ({
  page,
}) => {
  await createBookingAndOpenPayment(page, 'de');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'English' }).click();
  await expectOnHostedPage(page, 'en');
  await expectNoAxeViolations(page);
  await page
    .getByRole('group', { name: PAY.en.cardLegend })
    .getByRole('radio', { name: PAY.en.cards.challenge })
    .check();
  await page.getByRole('button', { name: PAY.en.pay }).click();
  await expect(page.getByRole('heading', { level: 1, name: PAY.en.challengeTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  // An empty code is refused in place, announced and tied to the field.
  await page.getByRole('button', { name: PAY.en.confirm }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter the confirmation code.');
  await expect(page.getByLabel(PAY.en.code)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.getByLabel(PAY.en.code).fill('1234');
  await page.getByRole('button', { name: PAY.en.confirm }).click();
  await expect(page).toHaveURL(/\/privat-buchung\/status$/);
});

test('/zahlung without a payment session says so and links to the start page', async ({ page }) => {
  await page.goto('/zahlung');
  await expect(page.getByRole('heading', { level: 1, name: 'Keine Zahlung offen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' }).last()).toHaveAttribute(
    'href',
    '/start',
  );
  await expectNoAxeViolations(page);
});

test('a company that pays by card: session cookie access, back to the company status step', async ({
  page,
}) => {
  const login = await page.request.post('/api/Firma/LoginMitId/', {
    data: { firmenId: 70002, zugangscode: 'Lindenhof-70002' },
  });
  expect(login.ok()).toBe(true);
  const firma = await login.json();
  const booking = await createCompanyBookingAndOpenPayment(page, firma);
  await payWith(page, 'de', 'success');
  await expect(page).toHaveURL(/\/buchung\/status$/);
  const attempts = await attemptsOf(page, booking.buchungId);
  expect(attempts).toMatchObject([{ status: 'captured', amountCent: booking.preisCent }]);
  expect((await storedBooking(page, booking.voucher)).buchungStamm.zahlungsstatus).toBe('bezahlt');
});
