import { expect, test } from '../../support/fixtures';
import { factOf } from '../../support/facts';
import { marker } from '../service/helpers';
import { createBookingRecord } from './api-bookings';
import { storeCustomer } from './api-customers';
import { DEMO_COMPANIES, loginWithId } from './helpers';

/** A ride keeps the passenger it was booked for (docs/decisions/0025). */

test('a saved passenger renamed on the customers page: the booked ride still names the booked passenger', async ({
  page,
}) => {
  const { firmenId } = DEMO_COMPANIES.reinsurerA;
  await loginWithId(page, 'reinsurerA');
  const surname = marker('Gebucht');
  const id = await storeCustomer(page.request, firmenId, { vorname: 'Lena', name: surname });
  const ride = await createBookingRecord(page.request, { surname, customerId: id });

  // The company renames the saved passenger (a marriage, a typo).
  await page.goto(`/buchung/kunde?kunde=${id}`);
  const name = page.getByRole('textbox', { name: /^Nachname/ });
  await expect(name).toHaveValue(surname);
  await name.fill(`${surname}-Neu`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.').first()).toBeAttached();

  // The booked ride's page: the passenger as booked.
  await page.goto(`/buchung/gebuchte-fahrten-bearbeiten/${ride.voucher}/${ride.buchungId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Buchung ${ride.voucher}` }),
  ).toBeVisible();
  await expect(factOf(page, 'Fahrgast')).toHaveText(new RegExp(`Lena ${surname}$`));
});
