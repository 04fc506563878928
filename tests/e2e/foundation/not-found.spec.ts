import { expectNoAxeViolations } from '../../support/axe';
import { expect, test, type ConsoleGuard } from '../../support/fixtures';

/** Chromium logs the page's own 404 status as a failed resource. */
const allowNotFoundDocument = (guard: ConsoleGuard) =>
  guard.allow(/Failed to load resource: the server responded with a status of 404/);

for (const path of [
  '/gibt-es-nicht',
  '/start/unbekannt',
  '/a/b/c.html',
  '/%3Cscript%3Ealert(1)%3C/script%3E',
]) {
  test(`unknown path ${path} answers 404 with the not-found page inside the layout`, async ({
    page,
    consoleGuard,
  }) => {
    allowNotFoundDocument(consoleGuard);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/Seite nicht gefunden/);
    await expectNoAxeViolations(page);
  });
}

test('the not-found page links back home', async ({ page, consoleGuard }) => {
  allowNotFoundDocument(consoleGuard);
  await page.goto('/nirgendwo');
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toHaveCount(0);
});

test('pages of the app, also with ids in the path, answer 200', async ({ request }) => {
  for (const path of ['/', '/kontakt', '/privat-buchung/reise-details', '/buchung/bearbeiten/x-1'])
    expect((await request.get(path)).status(), path).toBe(200);
});
