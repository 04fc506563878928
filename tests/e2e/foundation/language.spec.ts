import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';

test('the language switch reloads into English and the choice persists', async ({ page }) => {
  test.slow(); // several full page loads
  await page.goto('/kontakt');
  const switcher = page.getByRole('group', { name: 'Sprache wählen' });
  await expect(switcher.getByRole('button', { name: /DE/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(switcher.getByRole('button', { name: /EN/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Switching reloads the page (a new document request), as spec section 1 asks.
  const reload = page.waitForEvent('load');
  await switcher.getByRole('button', { name: /EN/ }).click();
  await reload;

  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /24-hour hotline/ })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('langCode'))).toBe('en');
  await expectNoAxeViolations(page);

  // Persists across a reload ...
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  // ... and across navigation and back.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Logistics' })
    .click();
  await expect(page).toHaveURL(/\/logistik$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(
    page.getByRole('group', { name: 'Choose language' }).getByRole('button', { name: /EN/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  // A new visit in the same browser starts in English too.
  await page.goto('/impressum');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // And back to German.
  const reloadDe = page.waitForEvent('load');
  await page
    .getByRole('group', { name: 'Choose language' })
    .getByRole('button', { name: /DE/ })
    .click();
  await reloadDe;
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});

test('an invalid stored language falls back to German', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('langCode', '<script>fr</script>'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});

test('every request for translations asks only for the active language file', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/locales/')) requested.push(url.pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  // The prerendered page carries its own texts: the whole file comes after the app's first render.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect.poll(() => [...new Set(requested)]).toEqual(['/locales/de.json']);
});
