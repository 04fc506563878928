import { expect, MISSING_KEY_PREFIX, test } from '../../support/fixtures';

test('a missing translation key is shown as the key and logged as a warning, not an error', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/missing translation key: "layout\.nav\.contact"/);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  // Serve the German file without one key, as after a deploy that forgot it. A page that is not
  // prerendered (a prerendered one would show the text the build had): /zahlung.
  await page.route('**/locales/de.json', async (route) => {
    const response = await route.fetch();
    const translations = await response.json();
    delete translations.layout.nav.contact;
    await route.fulfill({ response, json: translations });
  });

  await page.goto('/zahlung');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'layout.nav.contact' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Logistik' })).toBeVisible();
  expect(
    warnings.some(
      (text) => text.startsWith(MISSING_KEY_PREFIX) && text.includes('layout.nav.contact'),
    ),
  ).toBe(true);
  // The guard saw it as a warning only; console errors would have failed the test.
  expect(consoleGuard.messages().filter((text) => text.startsWith('console.error'))).toEqual([]);
});

test('when the translations cannot be loaded, a bilingual message with a reload button is shown', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|status of 503|failed loading|locales/i);
  await page.route('**/locales/de.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  // Without its texts no page can be shown: not /zahlung, which is not prerendered.
  await page.goto('/zahlung');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Die Seite konnte nicht geladen werden');
  await expect(alert).toContainText('The page could not be loaded');
  await page.unroute('**/locales/de.json');
  const reload = page.waitForEvent('load');
  await alert.getByRole('button', { name: /Neu laden/ }).click();
  await reload;
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});
