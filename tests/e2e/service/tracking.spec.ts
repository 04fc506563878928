import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { factOf } from '../../support/facts';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import {
  expectFieldError,
  fmt,
  HOSTILE,
  LANGS,
  literal,
  open,
  OTHER_LANG,
  setUpServiceSpec,
  switchLanguage,
  T,
  type Lang,
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

/** The tracking form's fields in a language. */
function fieldsOf(page: Page, lang: Lang) {
  const k = T[lang].tracking;
  return {
    voucher: page.getByRole('textbox', { name: literal(k.fields.voucher) }),
    surname: page.getByRole('textbox', { name: literal(k.fields.surname) }),
  };
}

/** The address's query, as names and values (the page may name the shown booking there). */
const queryOf = (page: Page) => [...new URL(page.url()).searchParams.entries()];

for (const lang of LANGS) {
  const t = T[lang];
  const k = t.tracking;
  const voucherField = (page: Page) => fieldsOf(page, lang).voucher;
  const surnameField = (page: Page) => fieldsOf(page, lang).surname;

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
      await expect(factOf(overview, t.common.price.total)).toBeVisible();
      // Each ride with its own price (0026).
      await expect(factOf(legs.nth(0), t.common.price.ride)).toBeVisible();
      await expect(factOf(legs.nth(1), t.common.price.ride)).toBeVisible();
      // Counted as on every other screen ("1 Erwachsener, 0 Kinder"), not "Erwachsene: 1, …".
      await expect(overview.getByRole('definition').nth(2)).toHaveText(
        lang === 'de' ? /^\d+ Erwachsene?r?, \d+ Kind(er)?$/ : /^\d+ adults?, \d+ child(ren)?$/,
      );
      await expect(overview.getByText('m***@example.org')).toBeVisible();
      await expect(overview.getByText('•••• 4567')).toBeVisible();
      await expect(page.getByText(k.result.maskedNote)).toBeVisible();
      await expect(legs.nth(0)).toContainText('30159 Hannover');
      await expect(page.locator('main')).not.toContainText('Kastanienweg');
      await expect(page.locator('main')).not.toContainText('marlene.sommerfeld');
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: k.result.another }).click();
      await expect(voucherField(page)).toBeFocused();
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
      // A new search the form stops itself is not answered by the last one's "not found".
      await surnameField(page).fill('');
      await page.getByRole('button', { name: k.submit }).click();
      await expectFieldError(surnameField(page), t.validation.required);
      await expect(page.getByText(k.notFound)).toHaveCount(0);
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

    test('what was typed stays over the language switch, on a phone and a desktop', async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/') && request.method() === 'POST')
          asked.push(request.url());
      });
      await open(page, '/tracking', lang);
      let from: Lang = lang;
      for (const [viewport, typed] of [
        [VIEWPORTS.phone, { voucher: 'k7m3 q9xt', surname: 'Müller-Lüdenscheidt' }],
        [VIEWPORTS.desktop, { voucher: SEEDED.voucher, surname: SEEDED.surname }],
      ] as const) {
        await page.setViewportSize(viewport);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        await fieldsOf(page, from).voucher.fill(typed.voucher);
        await fieldsOf(page, from).surname.fill(typed.surname);
        await switchLanguage(page, from);
        from = OTHER_LANG[from];
        // Not looked up (not sent): the form as it was, in the other language.
        await expect(page).toHaveURL(/\/tracking$/);
        await expect(fieldsOf(page, from).voucher).toHaveValue(typed.voucher);
        await expect(fieldsOf(page, from).surname).toHaveValue(typed.surname);
      }
      expect(asked).toEqual([]);
    });

    test('a found booking stays shown over the language switch and a reload: the address names it', async ({
      page,
    }) => {
      const other = OTHER_LANG[lang];
      const heading = (l: Lang) =>
        page.getByRole('heading', {
          name: fmt(T[l].tracking.result.title, { voucher: SEEDED.voucher }),
        });
      await open(page, '/start', lang);
      await page.goto('/tracking');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const entries = await page.evaluate(() => window.history.length);
      await voucherField(page).fill(SEEDED.voucher.toLowerCase());
      await surnameField(page).fill(` ${SEEDED.surname} `);
      await page.getByRole('button', { name: k.submit }).click();
      await expect(heading(lang)).toBeFocused();
      // What the e-mail's link carries, nothing more; the entry replaced, not a new one.
      await expect(page).toHaveURL(/\/tracking\?/);
      expect(queryOf(page)).toEqual([
        ['voucher', SEEDED.voucher],
        ['name', SEEDED.surname],
      ]);
      expect(await page.evaluate(() => window.history.length)).toBe(entries);

      await switchLanguage(page, lang);
      await expect(heading(other)).toBeVisible();
      await expect(page.getByText(T[other].tracking.payment.bezahlt)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, `tracking-result-after-switch-${other}-390`);
      await page.setViewportSize(VIEWPORTS.desktop);
      await saveScreenshot(page, `tracking-result-after-switch-${other}-1280`);
      await page.reload();
      await expect(heading(other)).toBeVisible();

      // A link to the empty form (the footer's) shows it; Back shows the booking again.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: T[other].layout.footer.tracking })
        .click();
      await expect(fieldsOf(page, other).voucher).toHaveValue('');
      await expect(heading(other)).toHaveCount(0);
      await page.goBack();
      await expect(heading(other)).toBeVisible();

      // "Another booking": the empty form, and the address names none (a reload keeps it so).
      await page.getByRole('button', { name: T[other].tracking.result.another }).click();
      await expect(fieldsOf(page, other).voucher).toHaveValue('');
      await expect(fieldsOf(page, other).surname).toHaveValue('');
      await expect(page).toHaveURL(/\/tracking$/);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(fieldsOf(page, other).voucher).toBeVisible();
      await expect(heading(other)).toHaveCount(0);
    });

    test('a lookup tried offline and retried online shows the booking', async ({
      page,
      context,
      consoleGuard,
    }) => {
      // Offline, the lookup and the booking view's code both fail to load (the browser keeps
      // the view's failure: its code comes with a reload, which looks the booking up again).
      consoleGuard.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
      await open(page, '/tracking', lang);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await voucherField(page).fill(SEEDED.voucher);
      await surnameField(page).fill(SEEDED.surname);
      await context.setOffline(true);
      await page.getByRole('button', { name: k.submit }).click();
      await expect(page.getByText(t.common.status.offline)).toBeVisible();
      await expect(voucherField(page)).toHaveValue(SEEDED.voucher);

      await context.setOffline(false);
      await page.getByRole('button', { name: t.common.actions.retry }).click();
      await expect(
        page.getByRole('heading', {
          name: fmt(k.result.title, { voucher: SEEDED.voucher }),
        }),
      ).toBeVisible();
      await expect(page.getByText(k.payment.bezahlt)).toBeVisible();
      expect(queryOf(page)).toEqual([
        ['voucher', SEEDED.voucher],
        ['name', SEEDED.surname],
      ]);
    });

    test('a miss names no booking in the address, and the typing stays over the switch', async ({
      page,
    }) => {
      // A link with a surname that does not match: looked up, missed, taken out of the address.
      await open(page, `/tracking?voucher=${SEEDED.voucher}&name=Mustermann`, lang);
      const missed = page.getByRole('status').filter({ hasText: k.notFound });
      await expect(missed).toBeVisible();
      await expect(page).toHaveURL(/\/tracking$/);
      await expect(voucherField(page)).toHaveValue(SEEDED.voucher);
      await surnameField(page).fill('Musterfrau');
      await page.getByRole('button', { name: k.submit }).click();
      await expect(page.getByRole('button', { name: k.submit })).toBeEnabled();
      await expect(missed).toBeVisible();
      expect(queryOf(page)).toEqual([]);
      await switchLanguage(page, lang);
      const other = OTHER_LANG[lang];
      await expect(fieldsOf(page, other).voucher).toHaveValue(SEEDED.voucher);
      await expect(fieldsOf(page, other).surname).toHaveValue('Musterfrau');
      expect(queryOf(page)).toEqual([]);
      // The miss is said again, in the other language, until the next search.
      const missedThere = page.getByRole('status').filter({ hasText: T[other].tracking.notFound });
      await expect(missedThere).toBeVisible();
      await fieldsOf(page, other).surname.fill(SEEDED.surname);
      await page.getByRole('button', { name: T[other].tracking.submit }).click();
      await expect(
        page.getByRole('heading', {
          name: fmt(T[other].tracking.result.title, { voucher: SEEDED.voucher }),
        }),
      ).toBeFocused();
      await expect(missedThere).toHaveCount(0);
    });
  });
}
