import { seedStorage } from '../../support/storage';
import { expect, test } from '../../support/fixtures';

const GUARDED = [
  '/privat-buchung',
  '/privat-buchung/tarif-auswahl',
  '/privat-buchung/zusammenfassung',
  '/buchung',
  '/buchung/neuer-auftrag',
  '/buchung/gebuchte-fahrten',
  '/buchung/gebuchte-fahrten-bearbeiten/V123/5',
];

/** Where each area sends a visitor without its data: the company area to the company login. */
const startFor = (path: string) =>
  path.startsWith('/buchung') ? /\/start\?.*#firmenlogin$/ : /\/start$/;

for (const path of GUARDED) {
  test(`${path} without session data redirects to /start`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(startFor(path));
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });
}

test('unreadable session data counts as none: both areas redirect to /start', async ({ page }) => {
  await seedStorage(page, {
    session: { Buchung: '{"istNeu": tru', Firma: '<script>alert(1)</script>' },
  });
  await page.goto('/privat-buchung/tarif-auswahl');
  await expect(page).toHaveURL(/\/start$/);
  await page.goto('/buchung/neuer-auftrag');
  await expect(page).toHaveURL(startFor('/buchung/neuer-auftrag'));
  // The broken values were dropped.
  expect(
    await page.evaluate(() => [sessionStorage.getItem('Buchung'), sessionStorage.getItem('Firma')]),
  ).toEqual([null, null]);
});

test('the company area lets a stored company in', async ({ page, consoleGuard }) => {
  // The guard reads the tab's storage only. The server knows no session for this company, so
  // the page's first call is answered 401 and the page asks to sign in again, inside the area.
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 401/);
  await seedStorage(page, {
    session: {
      Firma: {
        firmenId: 4711,
        name: 'Beispiel AG',
        name2: '',
        alsPrivat: false,
        buchungListeAktiv: true,
        kundeListeAktiv: true,
      },
    },
  });
  await page.goto('/buchung/neuer-auftrag');
  await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/);
  await expect(page.getByText('Ihre Anmeldung ist abgelaufen.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/);
});
