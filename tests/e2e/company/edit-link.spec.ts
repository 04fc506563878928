import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { DEMO_BOOKINGS } from '../../../server/db/seed-fixtures';
import { loginWithId } from './helpers';

/**
 * /buchung/bearbeiten/:externeId shows the booking (its rides changed or cancelled there) and,
 * for the signed-in company, goes on in the company wizard (PUT).
 */

test.describe.configure({ timeout: 120_000 });

const BOOKING = DEMO_BOOKINGS.company;

test('signed in as the booking company: the booking with its cancel, then the trip details edited and saved', async ({
  page,
}) => {
  await loginWithId(page, 'mtu');
  await page.goto(`/buchung/bearbeiten/${BOOKING.externeId}`);
  // The e-mail's "ändern oder stornieren": the booking itself, whether the company has a list.
  await expect(
    page.getByRole('heading', { level: 1, name: `Buchung ${BOOKING.voucher}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ganze Buchung stornieren' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Buchung im Buchungsformular bearbeiten' }).click();
  await expect(page).toHaveURL(/\/buchung\/reise-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reisedetails' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue(BOOKING.name);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Abteilung' }).fill('Flugbetrieb');
  const luggage = page.getByRole('spinbutton', { name: /^Gepäckstücke/ }).first();
  await luggage.fill('2');
  await page
    .getByRole('group', { name: /^Abholzeit/ })
    .first()
    .getByRole('radio', { name: 'Feste Abholzeit' })
    .check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page).toHaveURL(/\/buchung\/status$/);
  await expect(page.getByText(BOOKING.voucher)).toBeVisible();
  await expect(page.getByText('Flugbetrieb')).toBeVisible();
});

test('an unknown external id says the booking was not found', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/);
  await page.goto('/buchung/bearbeiten/gibtEsNicht123');
  await expect(page.getByRole('alert')).toContainText('Dieser Eintrag wurde nicht gefunden.');
  await expectNoAxeViolations(page);
});

test('without the company login the link opens the booking itself, not an expired-login message', async ({
  page,
}) => {
  // More in edit-link-access.spec.ts (docs/decisions/0007-edit-link-access.md).
  await page.goto(`/buchung/bearbeiten/${BOOKING.externeId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Buchung ${BOOKING.voucher}` }),
  ).toBeVisible();
  await expect(page.getByText('Ihre Anmeldung ist abgelaufen')).toHaveCount(0);
});
