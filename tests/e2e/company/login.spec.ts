import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { DEMO_COMPANIES, loginFormOf, signInUntilLanded } from './helpers';

/** The company login on the start page and the automatic login link (spec sections 2 and 6). */

test('login with email and access code opens the entry route', async ({ page }) => {
  await page.goto('/start');
  const form = loginFormOf(page);
  await signInUntilLanded(
    page,
    async () => {
      await form.getByRole('radio', { name: 'E-Mail-Adresse' }).check({ timeout: 5_000 });
      await form
        .getByRole('textbox', { name: /^E-Mail-Adresse/ })
        .fill(DEMO_COMPANIES.conti.email.toUpperCase(), { timeout: 5_000 });
      await form
        .getByLabel(/^Zugangscode/)
        .fill(DEMO_COMPANIES.conti.zugangscode, { timeout: 5_000 });
    },
    /\/buchung\/neuer-auftrag$/,
  );
});

test('login with external id and company id', async ({ page }) => {
  await page.goto('/start');
  const form = loginFormOf(page);
  await signInUntilLanded(
    page,
    async () => {
      await form.getByRole('radio', { name: 'Externe Kennung' }).check({ timeout: 5_000 });
      await form
        .getByRole('textbox', { name: /^Kundennummer/ })
        .fill(String(DEMO_COMPANIES.mtu.firmenId), { timeout: 5_000 });
      await form
        .getByRole('textbox', { name: /^Externe Kennung/ })
        .fill(DEMO_COMPANIES.mtu.externeId, { timeout: 5_000 });
    },
    /\/buchung\/mtu-tarifauswahl$/,
  );
});

test('invalid input is checked before sending and keeps the values', async ({ page }) => {
  await page.goto('/start');
  const form = loginFormOf(page);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  const id = form.getByRole('textbox', { name: /^Kundennummer/ });
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  await expect(id).toBeFocused();
  await id.fill('<script>alert(1)</script>');
  await form.getByLabel(/^Zugangscode/).fill('x'.repeat(10_000));
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(form).toContainText('Bitte geben Sie eine gültige Kundennummer ein.');
  await expect(form).toContainText('Bitte geben Sie höchstens 64 Zeichen ein.');
  await expect(id).toHaveValue('<script>alert(1)</script>');
  await form.getByRole('radio', { name: 'E-Mail-Adresse' }).check();
  await form.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill("' OR 1=1 --");
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(form).toContainText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expectNoAxeViolations(page, { include: '#firmenlogin' });
});

test('a wrong access code gets a clear message; repeated failures are throttled', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of (401|429)/);
  await page.goto('/start');
  const form = loginFormOf(page);
  await form
    .getByRole('textbox', { name: /^Kundennummer/ })
    .fill(String(DEMO_COMPANIES.travelGroup.firmenId));
  const code = form.getByLabel(/^Zugangscode/);
  await code.fill('falsch');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText(/Die Anmeldung ist fehlgeschlagen/);
  await expect(page).toHaveURL(/\/start$/);
  let throttled = false;
  for (let attempt = 0; attempt < 8 && !throttled; attempt += 1) {
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(form.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    throttled = /Zu viele fehlgeschlagene Versuche/.test((await alert.textContent()) ?? '');
  }
  expect(throttled).toBe(true);
  await saveScreenshot(page, 'company-login-throttled-1280');
  await page.setViewportSize(VIEWPORTS.phone);
  await page.locator('#firmenlogin').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'company-login-throttled-390');
  // Once the lock has ended, the right code signs in and clears the failures: left behind, they
  // locked this company's next two logins at once (from another test, same address) for a moment.
  await signInUntilLanded(
    page,
    () => code.fill(DEMO_COMPANIES.travelGroup.zugangscode, { timeout: 5_000 }),
    /\/buchung\//,
  );
});

test('a server error at login gets its own message and keeps the input', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 503/);
  await page.route('**/api/Firma/LoginMitId/', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'unavailable', message: 'down' }),
    }),
  );
  await page.goto('/start');
  const form = loginFormOf(page);
  await form.getByRole('textbox', { name: /^Kundennummer/ }).fill('30100');
  await form.getByLabel(/^Zugangscode/).fill('irgendwas');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(form.getByRole('alert')).toHaveText(/Die Anmeldung ist zurzeit nicht möglich/);
  await expect(form.getByRole('textbox', { name: /^Kundennummer/ })).toHaveValue('30100');
});

test('automatic login link signs in and opens the entry route', async ({ page }) => {
  const company = DEMO_COMPANIES.privateLike;
  await page.goto(`/login/${company.externeId}/${company.firmenId}/start.html`);
  await expect(page).toHaveURL(/\/buchung\/reiseziel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reiseziel' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an automatic login link with a wrong id says so', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 401/);
  await page.goto(
    `/login/${DEMO_COMPANIES.conti.externeId}/${DEMO_COMPANIES.mtu.firmenId}/start.html`,
  );
  await expect(page.getByRole('alert')).toHaveText(/Die automatische Anmeldung ist fehlgeschlagen/);
  await expect(page.getByRole('link', { name: 'Zur Anmeldung auf der Startseite' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/login/<x>/abc/start.html');
  await expect(page.getByRole('alert')).toHaveText(/Dieser Anmeldelink ist ungültig/);
});
