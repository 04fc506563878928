import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { DEMO_COMPANIES, loginWithId } from './helpers';

/**
 * A company cannot see another company's data, even with a hand-edited `Firma` in
 * sessionStorage: the server checks the session cookie against the firmenId (403) and the UI
 * says so clearly.
 */

test.describe.configure({ timeout: 90_000 });

test('a hand-edited Firma gets 403 from the server and a clear message on every tab', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 403/);
  await loginWithId(page, 'conti');
  const other = DEMO_COMPANIES.reinsurerA;
  await page.evaluate((firma) => sessionStorage.setItem('Firma', JSON.stringify(firma)), {
    firmenId: other.firmenId,
    name: other.name,
    name2: other.name2,
    alsPrivat: false,
    buchungListeAktiv: true,
    kundeListeAktiv: true,
  });
  const forbidden =
    'Sie haben keinen Zugriff auf diese Daten. Bitte melden Sie sich mit dem richtigen Firmenzugang an.';

  await page.goto('/buchung/gebuchte-fahrten');
  await expect(page.getByRole('alert')).toContainText(forbidden);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('RUE5M9T4KC')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Erneut anmelden' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/buchung/kunde');
  await expect(page.getByRole('alert')).toContainText(forbidden);
  await expect(page.getByText('Albers')).toHaveCount(0);

  await page.goto('/buchung/preisabfrage');
  await expect(page.getByRole('alert')).toContainText(forbidden);

  await page.goto('/buchung/neuer-auftrag');
  await expect(page.getByRole('alert').first()).toContainText(forbidden);
});

test('without a company session the company calls answer 401 and the UI asks to sign in again', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await loginWithId(page, 'vehicleGroup');
  await page.context().clearCookies();
  await page.goto('/buchung/gebuchte-fahrten');
  await expect(page.getByRole('alert')).toContainText(
    'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  );
});
