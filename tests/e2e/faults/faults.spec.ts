import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { seedStorage } from '../../support/storage';
import de from '../../../public/locales/de.json' with { type: 'json' };
import {
  allowFaultNoise,
  expectTranslatedErrorWithRetry,
  FAULTS,
  injectFault,
  type FaultControl,
  type FaultName,
} from './faults';

/*
 * Fault tests (issue 8): the screens that call the API, each under every fault. Each shows a
 * translated error with a retry in place, keeps what the user typed, and recovers when the API
 * does. The start page's booking entry calls no API and is not listed.
 */

test.describe.configure({ timeout: 90_000 });

const RETRY = de.common.actions.retry;

test.beforeEach(async ({ page, consoleGuard }) => {
  allowFaultNoise(consoleGuard);
  // A fake clock that runs like the real one; the slow fault jumps it past the client's timeout.
  await page.clock.install();
});

async function provoke(control: FaultControl, fault: FaultName) {
  await expect.poll(() => control.hits, { timeout: 20_000 }).toBeGreaterThan(0);
  if (fault === 'slower than the timeout') await control.passTimeout();
}

/** Turns the fault off and presses the retry of the alert. */
async function recover(page: Page, control: FaultControl) {
  const alert = await expectTranslatedErrorWithRetry(page, RETRY);
  control.failing = false;
  await alert.getByRole('button', { name: RETRY }).click();
}

function futureDate(days = 30) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

for (const fault of FAULTS) {
  test.describe(`fault: ${fault}`, () => {
    test('private wizard, tariff step: the price for the postcode', async ({ page }) => {
      const control = await injectFault(page, /\/api\/Preis\/Privat/, fault);
      await page.goto('/start');
      const entry = page.locator('#buchen');
      await expect(entry).toBeVisible({ timeout: 20_000 });
      await entry.getByLabel(/^PLZ/).fill('30159');
      await entry.getByLabel(/^Ort/).first().fill('Hannover');
      await entry.getByLabel(/^Datum/).fill(futureDate());
      await entry.getByLabel(/^Uhrzeit/).fill('08:30');
      await entry.getByRole('button', { name: 'Preise anzeigen' }).click();
      await expect(page).toHaveURL(/\/privat-buchung\/tarif-auswahl/);
      await provoke(control, fault);
      await recover(page, control);
      await expect(page.getByRole('radio', { name: /Shuttle/ })).toBeVisible({ timeout: 20_000 });
      // The retry's button went with its message: the focus is in the main region, not the body.
      await expect(page.getByRole('main')).toBeFocused();
      // What the user typed on the start page is still the request.
      await expect(page.getByText(/30159,? Hannover/).first()).toBeVisible();
      const draft = await page.evaluate(() =>
        JSON.parse(sessionStorage.getItem('Buchung') ?? 'null'),
      );
      expect(draft?.kundeAdresse?.plz).toBe('30159');
    });

    test('flight information: the flight list', async ({ page }) => {
      const control = await injectFault(page, /\/api\/Flughafen\/Infos\//, fault);
      // The user's choice (airport, departures) is in the URL, as after choosing it on the page.
      await page.goto('/flugauskunft?flughafen=HAM&art=abflug');
      await expect(page.getByRole('heading', { level: 1, name: de.flightInfo.title })).toBeVisible({
        timeout: 20_000,
      });
      await provoke(control, fault);
      await recover(page, control);
      await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('main')).toBeFocused();
      // The user's choice is kept.
      await expect(page.getByRole('radio', { name: /^HAM/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: de.flightInfo.kinds.abflug })).toBeChecked();
    });

    test('tracking: a booking by voucher and surname', async ({ page, request }) => {
      await request.delete('/api/test/login-failures');
      const control = await injectFault(page, /\/api\/Buchung\/Detail\//, fault);
      await page.goto('/tracking');
      const voucher = page.getByRole('textbox', { name: de.tracking.fields.voucher });
      const surname = page.getByRole('textbox', { name: de.tracking.fields.surname });
      await voucher.fill('TRK7P2MQ9A');
      await surname.fill('Sommerfeld');
      await page.getByRole('button', { name: de.tracking.submit }).click();
      await provoke(control, fault);
      const alert = await expectTranslatedErrorWithRetry(page, RETRY);
      await expect(voucher).toHaveValue('TRK7P2MQ9A');
      await expect(surname).toHaveValue('Sommerfeld');
      control.failing = false;
      await alert.getByRole('button', { name: RETRY }).click();
      await expect(page.getByRole('heading', { level: 2, name: /TRK7P2MQ9A/ })).toBeVisible({
        timeout: 20_000,
      });
    });

    test('contact form: sending the message', async ({ page }) => {
      const control = await injectFault(page, /\/api\/NeuKontakt\/SendEmail\//, fault, 'POST');
      await page.goto('/kontakt');
      const lastName = page.getByRole('textbox', {
        name: new RegExp(`^${de.common.fields.lastName}`),
      });
      const email = page.getByRole('textbox', { name: new RegExp(`^${de.common.fields.email}`) });
      const subject = page.getByRole('textbox', {
        name: new RegExp(`^${de.contact.fields.subject}`),
      });
      const message = page.getByRole('textbox', {
        name: new RegExp(`^${de.common.fields.message}`),
      });
      const text = `Fehlertest ${fault}: Bitte rufen Sie mich wegen meiner Rückfahrt an.`;
      await lastName.fill('Brandt');
      await email.fill('jonas@example.com');
      await subject.fill('Rückfahrt');
      await message.fill(text);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: de.contact.submit }).click();
      await provoke(control, fault);
      const alert = await expectTranslatedErrorWithRetry(page, RETRY);
      await expect(lastName).toHaveValue('Brandt');
      await expect(message).toHaveValue(text);
      control.failing = false;
      await alert.getByRole('button', { name: RETRY }).click();
      await expect(page.getByRole('heading', { name: de.contact.confirmation.title })).toBeVisible({
        timeout: 20_000,
      });
    });
  });
}

/* Tampered session storage is dropped safely: no crash, the guarded areas redirect to /start. */
const TAMPERED: Record<string, unknown> = {
  'wrong types': { istNeu: 'yes', erw: 'two', buchungStamm: 7, kundeAdresse: [] },
  'script strings': '<script>alert(1)</script>',
  'broken JSON': '{"istNeu": true, ',
  'a prototype attack':
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
};

for (const [name, value] of Object.entries(TAMPERED)) {
  test(`tampered session storage (${name}) is dropped without a crash`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await seedStorage(page, { session: { Buchung: value, Firma: value, saferpay: value } });
    for (const [path, guarded] of [
      ['/privat-buchung/zusammenfassung', true],
      ['/buchung/neuer-auftrag', true],
      ['/zahlung', false],
    ] as const) {
      await page.goto(path);
      if (guarded) await expect(page).toHaveURL(/\/start/, { timeout: 20_000 });
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (({}) as Record<string, unknown>).polluted)).toBeUndefined();
  });
}
