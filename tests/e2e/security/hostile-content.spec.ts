import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';

/*
 * Strings from the API are data, never markup: hostile values in a flight list and in a booking
 * render as literal text; no dialog opens, no element is injected, no script runs.
 */

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  '<script>window.__pwned=1</script>',
  '"><svg onload=alert(2)>',
  "javascript:alert('x')",
];

function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingInjected(page: Page, dialogs: string[]) {
  expect(dialogs, 'no dialog opened').toEqual([]);
  expect(
    // A prerendered page's texts sit in a JSON data block, which never runs.
    await page
      .locator('img[src="x"], svg[onload], script:not([src]):not([type="application/json"])')
      .count(),
    'no injected element',
  ).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(await page.locator('a[href^="javascript:"]').count(), 'no javascript: link').toBe(0);
}

/** Replaces the string fields named in `keys` (anywhere in the JSON) with hostile values. */
function poison(value: unknown, keys: RegExp, counter = { n: 0 }): unknown {
  if (Array.isArray(value)) return value.map((v) => poison(v, keys, counter));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        typeof v === 'string' && keys.test(k)
          ? HOSTILE[counter.n++ % HOSTILE.length]
          : poison(v, keys, counter),
      ]),
    );
  }
  return value;
}

async function poisonResponses(page: Page, url: string | RegExp, keys: RegExp) {
  await page.route(url, async (route: Route) => {
    const response = await route.fetch();
    const body = poison(await response.json(), keys);
    await route.fulfill({ response, json: body });
  });
}

test.beforeEach(({ consoleGuard }) => {
  // Chromium reports what the CSP blocked, if anything tried to run.
  consoleGuard.allow(/Content Security Policy/);
  consoleGuard.allow(/Failed to load resource/);
});

test('a flight list with hostile airline and city names shows them as text', async ({ page }) => {
  const dialogs = guard(page);
  await poisonResponses(page, '**/api/Flughafen/Infos/**', /^(fluggesellschaft|ort)$/);
  await setLanguage(page, 'de');
  await page.goto('/flugauskunft?flughafen=HAM&art=abflug');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByText(HOSTILE[0]!, { exact: true }).first()).toBeVisible();
  await expect(table.getByText(HOSTILE[1]!, { exact: true }).first()).toBeVisible();
  await expectNothingInjected(page, dialogs);
});

test('a booking with hostile places and contact details shows them as text on /tracking', async ({
  page,
  request,
}) => {
  await request.delete('/api/test/login-failures');
  const dialogs = guard(page);
  // The tracking answer (BookingTracking) has no street or notes: the texts it shows are the
  // town of each ride and the (masked) e-mail address.
  await poisonResponses(page, /\/api\/Buchung\/Detail\//, /^(ort|email|name)$/);
  await setLanguage(page, 'de');
  await page.goto('/tracking');
  await page.getByRole('textbox', { name: /Buchungsnummer/ }).fill('TRK7P2MQ9A');
  await page.getByRole('textbox', { name: /Nachname/ }).fill('Sommerfeld');
  await page.getByRole('button', { name: 'Buchung anzeigen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /TRK7P2MQ9A/ })).toBeVisible();
  await expectNothingInjected(page, dialogs);
  const body = await page.locator('main').innerText();
  const shown = HOSTILE.filter((h) => body.includes(h));
  expect(shown.length, 'the hostile strings are shown as text').toBeGreaterThan(0);
  const html = await page.locator('main').innerHTML();
  // Whatever is shown with markup characters is escaped in the DOM.
  for (const h of shown.filter((s) => /[<>]/.test(s))) expect(html).not.toContain(h);
});
