import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';

for (const path of [
  '/gibt-es-nicht',
  '/start/unbekannt',
  '/a/b/c.html',
  '/%3Cscript%3Ealert(1)%3C/script%3E',
]) {
  test(`unknown path ${path} shows the not-found page inside the layout`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(/Seite nicht gefunden/);
    await expectNoAxeViolations(page);
  });
}

test('the not-found page links back home', async ({ page }) => {
  await page.goto('/nirgendwo');
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toHaveCount(0);
});
