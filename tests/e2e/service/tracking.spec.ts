import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import {
  expectFieldError,
  fmt,
  HOSTILE,
  LANGS,
  literal,
  open,
  setUpServiceSpec,
  T,
} from './helpers';

setUpServiceSpec();

/** Seeded booking (server/db/seed-fixtures.ts `tracking`): private, HAJ, with return leg. */
const SEEDED = { voucher: 'TRK7P2MQ9A', surname: 'Sommerfeld' };

test.beforeEach(async ({ consoleGuard, request }) => {
  // A wrong voucher answers 404, which Chromium logs as a failed resource load.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
  // Misses are throttled per client; start every test with a clean slate.
  await request.delete('/api/test/login-failures');
});

for (const lang of LANGS) {
  const t = T[lang];
  const k = t.tracking;
  const voucherField = (page: import('@playwright/test').Page) =>
    page.getByRole('textbox', { name: literal(k.fields.voucher) });
  const surnameField = (page: import('@playwright/test').Page) =>
    page.getByRole('textbox', { name: literal(k.fields.surname) });

  test.describe(`tracking (${lang})`, () => {
    test('a seeded booking shows its legs, times and status as a timeline', async ({ page }) => {
      await open(page, '/tracking', lang);
      await expect(page.getByRole('heading', { level: 1, name: k.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await voucherField(page).fill(SEEDED.voucher.toLowerCase());
      await surnameField(page).fill(SEEDED.surname);
      await page.getByRole('button', { name: k.submit }).click();

      const result = page.getByRole('heading', {
        name: fmt(k.result.title, { voucher: SEEDED.voucher }),
      });
      await expect(result).toBeFocused();
      const timeline = page
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { name: new RegExp(k.legs.hinfahrt) }) })
        .first();
      const legs = timeline.locator(':scope > li');
      await expect(legs).toHaveCount(2);
      await expect(legs.nth(0).getByRole('heading')).toContainText(k.legs.hinfahrt);
      await expect(legs.nth(1).getByRole('heading')).toContainText(k.legs.rueckfahrt);
      await expect(legs.nth(1)).toContainText('BQ1423');
      await expect(legs.nth(0)).toContainText(t.common.airports.HAJ);
      // The current step of each leg is marked for assistive technology.
      await expect(legs.nth(0).locator('[aria-current="step"]')).toHaveText(k.status.gebucht);
      await expect(page.getByText(k.payment.bezahlt)).toBeVisible();
      // Voucher and surname are no credential: contact details masked, no street, but the
      // passenger still sees the price and where the ride starts (postcode and town).
      const overview = page.locator('dl').first();
      await expect(overview.getByText(k.result.price)).toBeVisible();
      await expect(overview.getByText('m***@example.org')).toBeVisible();
      await expect(overview.getByText('•••• 4567')).toBeVisible();
      await expect(page.getByText(k.result.maskedNote)).toBeVisible();
      await expect(legs.nth(0)).toContainText('30159 Hannover');
      await expect(page.locator('main')).not.toContainText('Kastanienweg');
      await expect(page.locator('main')).not.toContainText('marlene.sommerfeld');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: k.result.another }).click();
      await expect(voucherField(page)).toBeVisible();
    });

    test('a wrong voucher and a wrong surname get the same neutral message', async ({ page }) => {
      await open(page, '/tracking', lang);
      const messages: string[] = [];
      const attempts: [string, string][] = [
        ['ZZZZZZZZZZ', SEEDED.surname],
        [SEEDED.voucher, 'Mustermann'],
      ];
      for (const [voucher, surname] of attempts) {
        await voucherField(page).fill(voucher);
        await surnameField(page).fill(surname);
        await page.getByRole('button', { name: k.submit }).click();
        const outcome = page.getByRole('status').filter({ hasText: k.notFound });
        await expect(outcome).toBeVisible();
        messages.push((await outcome.textContent()) ?? '');
        await expect(voucherField(page)).toHaveValue(voucher);
        await expect(surnameField(page)).toHaveValue(surname);
      }
      expect(messages[0]).toBe(messages[1]);
      await expectNoAxeViolations(page);
    });

    test('"not found" is announced once: one polite live region, no alert inside it', async ({
      page,
    }) => {
      await open(page, '/tracking', lang);
      for (const attempt of [1, 2]) {
        await voucherField(page).fill(`ZZZZZZZZZ${attempt}`);
        await surnameField(page).fill(SEEDED.surname);
        await page.getByRole('button', { name: k.submit }).click();
        const message = page.getByText(k.notFound);
        await expect(message).toBeVisible();
        // Every live region the message is in (itself and its ancestors): each one announces it.
        const regions = await message.evaluate((node) => {
          const found: string[] = [];
          for (let el: Element | null = node; el; el = el.parentElement) {
            const role = el.getAttribute('role');
            const live = el.getAttribute('aria-live');
            if ((live && live !== 'off') || ['alert', 'status', 'log'].includes(role ?? ''))
              found.push(`${role ?? ''}/${live ?? ''}`);
          }
          return found;
        });
        expect(regions).toEqual(['status/']);
        await expect(page.getByRole('alert')).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    });

    test('empty, malformed, oversized and hostile input get clear errors', async ({ page }) => {
      await open(page, '/tracking', lang);
      await page.getByRole('button', { name: k.submit }).click();
      await expectFieldError(voucherField(page), t.validation.required);
      await expectFieldError(surnameField(page), t.validation.required);
      await voucherField(page).fill("' OR 1=1 --");
      await surnameField(page).fill(HOSTILE.script);
      await page.getByRole('button', { name: k.submit }).click();
      await expectFieldError(voucherField(page), t.validation.voucher);
      await expectFieldError(surnameField(page), t.validation.invalidCharacters);
      await voucherField(page).fill(HOSTILE.long);
      await surnameField(page).fill(HOSTILE.emoji);
      await expectFieldError(voucherField(page), t.validation.voucher);
      await expectFieldError(surnameField(page), t.validation.invalidCharacters);
      await expect(voucherField(page)).toHaveValue(HOSTILE.long);
      await expectNoAxeViolations(page);
    });
  });
}
