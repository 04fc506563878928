import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { factOf } from '../../support/facts';
import { chooseOption } from '../../support/widgets';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { cancelWholeBooking, createBookingRecord } from './api-bookings';
import { daysAhead, loginWithId, secondTab } from './helpers';

/** Tab 1, gebuchte Fahrten: list with search, filters, sorting; edit a leg; cancel a leg and a booking. */

test.describe.configure({ timeout: 120_000 });

const VOUCHER = 'RUE5M9T4KC';

async function openRides(page: import('@playwright/test').Page) {
  await loginWithId(page, 'reinsurerA');
  await page
    .getByRole('navigation', { name: 'Bereiche des Firmenkontos' })
    .getByRole('link', { name: 'Gebuchte Fahrten' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gebuchte Fahrten' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Gebuchte Fahrten Ihres Unternehmens' }),
  ).toBeVisible();
}

test('list: search, date and status filters, sorting, kept in the URL; axe', async ({ page }) => {
  await openRides(page);
  const table = page.getByRole('table', { name: 'Gebuchte Fahrten Ihres Unternehmens' });
  await expect(table.getByRole('rowheader', { name: VOUCHER })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'company-rides-1280');
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'company-rides-390');
  await page.setViewportSize(VIEWPORTS.desktop);

  const filter = page.getByRole('search', { name: 'Fahrten filtern' });
  await filter.getByRole('searchbox', { name: 'Suche' }).fill('albers');
  await filter.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/suche=albers/);
  await expect(table.getByRole('rowheader', { name: VOUCHER })).toBeVisible();
  for (const row of await table.getByRole('row').all()) {
    if (await row.getByRole('rowheader').count()) await expect(row).toContainText(/Albers/i);
  }

  await filter.getByRole('searchbox', { name: 'Suche' }).fill('');
  await filter.getByLabel('Fahrten ab').fill(daysAhead(400));
  await filter.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('Keine Fahrten gefunden.')).toBeVisible();

  await filter.getByLabel('Fahrten ab').fill('');
  await chooseOption(filter.getByRole('combobox', { name: 'Status' }), 'Stornierte Buchungen');
  await filter.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/status=storniert/);
  await page.reload();
  await expect(
    page.getByRole('search', { name: 'Fahrten filtern' }).getByRole('combobox', { name: 'Status' }),
  ).toHaveValue('Stornierte Buchungen');

  await page.goto('/buchung/gebuchte-fahrten');
  const header = page.getByRole('columnheader', { name: /Hinfahrt/ });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/sortierung=datumAb/);
  await expect(page.getByRole('columnheader', { name: /Hinfahrt/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page
    .getByRole('columnheader', { name: /Fahrgast/ })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/sortierung=name/);
});

test('printed, the list shows its rides without the tabs, also after the booking wizard ran', async ({
  page,
}) => {
  // The login opens the booking wizard first; its print rules stay loaded on the list.
  await openRides(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Gebuchte Fahrten' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Gebuchte Fahrten Ihres Unternehmens' });
  await expect(table.getByRole('rowheader', { name: VOUCHER })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bereiche des Firmenkontos' })).toBeHidden();
  // Paper gets the content, not the site's navigation and controls.
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Als CSV exportieren' })).toBeHidden();
  await expect(table.getByRole('button', { name: /Fahrgast/ })).toBeVisible();
});

test('edit: change the outbound leg and save (PUT), then cancel the return leg and the whole booking', async ({
  page,
}) => {
  await openRides(page);
  await page.getByRole('link', { name: `Bearbeiten: Buchung ${VOUCHER}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/buchung/gebuchte-fahrten-bearbeiten/${VOUCHER}/\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: `Buchung ${VOUCHER}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'company-ride-edit-1280');

  // Change the outbound leg.
  await page
    .getByRole('article', { name: 'Hinfahrt' })
    .getByRole('button', { name: 'Fahrt ändern' })
    .click();
  const form = page.getByRole('group', { name: 'Hinfahrt' });
  await expect(form.getByLabel(/^Uhrzeit/)).toBeVisible();
  await form.getByLabel(/^Uhrzeit/).fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByLabel(/^Uhrzeit/)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(/^Uhrzeit/).fill('07:45');
  // Like the wizard's: the flight number is required (and marked so) only after a flight time.
  const flightNumber = form.getByRole('textbox', { name: /^Flugnummer/ });
  await form.getByRole('radio', { name: 'Nach Flugzeit' }).check();
  await expect(flightNumber).toHaveAttribute('aria-required', 'true');
  await form.getByRole('radio', { name: 'Feste Abholzeit' }).check();
  await expect(flightNumber).not.toHaveAttribute('aria-required', 'true');
  await form.getByLabel(/^Gepäckstücke/).fill('3');
  await form.getByRole('textbox', { name: /^Weitere Adresse/ }).fill('Zwischenhalt Kröpcke 2');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Die Fahrt wurde geändert.' }),
  ).toBeAttached();
  const outbound = page.getByRole('article', { name: 'Hinfahrt' });
  await expect(outbound).toContainText('07:45');
  await expect(outbound).toContainText('3');
  // What the ride page says of the booking: the further address and the vehicle, too.
  await expect(
    outbound.getByRole('definition').filter({ hasText: 'Zwischenhalt Kröpcke 2' }),
  ).toBeVisible();
  await expect(factOf(page, 'Fahrzeugart')).toHaveText('Limousine (Einzelfahrt)');

  // Cancel the return leg after the confirmation dialog (first: keep it).
  await page
    .getByRole('article', { name: 'Rückfahrt' })
    .getByRole('button', { name: 'Fahrt stornieren' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Fahrt stornieren?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'company-ride-cancel-dialog-1280');
  await dialog.getByRole('button', { name: 'Nein, behalten' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('article', { name: 'Rückfahrt' })
    .getByRole('button', { name: 'Fahrt stornieren' })
    .click();
  await page
    .getByRole('dialog', { name: 'Fahrt stornieren?' })
    .getByRole('button', { name: 'Fahrt stornieren' })
    .click();
  await expect(page.getByRole('article', { name: 'Rückfahrt' })).toContainText('Storniert');

  // Cancel the whole booking.
  await page.getByRole('button', { name: 'Ganze Buchung stornieren' }).click();
  await page
    .getByRole('dialog', { name: 'Buchung stornieren?' })
    .getByRole('button', { name: 'Ganze Buchung stornieren' })
    .click();
  await expect(page.getByText('Alle Fahrten dieser Buchung sind storniert.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fahrt ändern' })).toHaveCount(0);
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'company-ride-edit-390');

  // The list shows it among the cancelled bookings.
  await page.goto('/buchung/gebuchte-fahrten?status=storniert');
  await expect(page.getByRole('rowheader', { name: VOUCHER })).toBeVisible();
});

test('an unknown or foreign booking in the edit URL shows a clear message', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of (403|404)/);
  await loginWithId(page, 'reinsurerA');
  await page.goto('/buchung/gebuchte-fahrten-bearbeiten/XXXXXXXXXX/999999');
  await expect(page.getByRole('alert')).toContainText(/nicht gefunden|keinen Zugriff/);
  await expectNoAxeViolations(page);
});

/** A booking of 61817 of its own (outbound in 20 days, return 3 days later), opened for editing. */
async function editFreshBooking(page: import('@playwright/test').Page, surnamePrefix: string) {
  await loginWithId(page, 'reinsurerA');
  const surname = `${surnamePrefix}${Date.now().toString(36).replace(/\d/g, 'x')}`;
  const booking = await createBookingRecord(page.request, { surname, inDays: 20 });
  await page.goto(`/buchung/gebuchte-fahrten?suche=${surname}`);
  await page
    .getByRole('link', { name: `Bearbeiten: Buchung ${booking.voucher}`, exact: true })
    .click();
  return booking;
}

test('two tabs change the same ride: the second save is refused in place, keeps what was typed and loads the current ride (ADR 0021)', async ({
  page,
  consoleGuard,
}) => {
  // Tab B's save is refused with 409 conflict: the answer under test.
  consoleGuard.allow(/status of 409/);
  await editFreshBooking(page, 'Zweitab');
  await expect(page.getByRole('heading', { level: 1, name: /^Buchung / })).toBeVisible();
  const tabA = await secondTab(page, new URL(page.url()).pathname);
  const tabs = [tabA, page];
  for (const tab of tabs) {
    await tab
      .getByRole('article', { name: 'Hinfahrt' })
      .getByRole('button', { name: 'Fahrt ändern' })
      .click();
    await expect(
      tab.getByRole('group', { name: 'Hinfahrt' }).getByLabel(/^Gepäckstücke/),
    ).toBeVisible();
  }

  // Tab A: five pieces of luggage, saved.
  await tabA
    .getByRole('group', { name: 'Hinfahrt' })
    .getByLabel(/^Gepäckstücke/)
    .fill('5');
  await tabA.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    tabA.getByRole('status').filter({ hasText: 'Die Fahrt wurde geändert.' }),
  ).toBeAttached();
  await tabA.close();

  // Tab B (the page read before A's save): only the further address. Refused, said in place.
  const form = page.getByRole('group', { name: 'Hinfahrt' });
  const further = form.getByRole('textbox', { name: /^Weitere Adresse/ });
  await further.fill('Hintereingang');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Diese Daten wurden inzwischen an anderer Stelle geändert' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Die Fahrt wurde geändert.')).toHaveCount(0);
  // What was typed stays; the luggage shown is still the one B read.
  await expect(further).toHaveValue('Hintereingang');
  await expect(form.getByLabel(/^Gepäckstücke/)).not.toHaveValue('5');
  await expectNoAxeViolations(page);

  // "Aktuelle Daten laden": the ride as it now is, with A's luggage.
  await alert.getByRole('button', { name: 'Aktuelle Daten laden' }).click();
  await expect(alert).toHaveCount(0);
  await expect(form.getByLabel(/^Gepäckstücke/)).toHaveValue('5');
  await expect(further).toHaveValue('');
  await further.fill('Hintereingang');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Die Fahrt wurde geändert.' }),
  ).toBeAttached();
  const outbound = page.getByRole('article', { name: 'Hinfahrt' });
  await expect(outbound.getByRole('definition').filter({ hasText: 'Hintereingang' })).toBeVisible();
  await expect(factOf(outbound, 'Gepäckstücke')).toHaveText('5');

  // The same page saves again: it holds the state its last save answered.
  await outbound.getByRole('button', { name: 'Fahrt ändern' }).click();
  await form.getByLabel(/^Gepäckstücke/).fill('4');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(factOf(outbound, 'Gepäckstücke')).toHaveText('4');
  await expect(outbound.getByRole('definition').filter({ hasText: 'Hintereingang' })).toBeVisible();
});

test('edit by keyboard: the leg form takes the focus when it opens and gives it to its leg when closed', async ({
  page,
}) => {
  await editFreshBooking(page, 'Fokus');
  const outbound = page.getByRole('article', { name: 'Hinfahrt' });
  await outbound.getByRole('button', { name: 'Fahrt ändern' }).press('Enter');
  const form = page.getByRole('group', { name: 'Hinfahrt' });
  await expect(form.getByRole('combobox', { name: /^Datum/ })).toBeFocused();
  await page.getByRole('button', { name: 'Abbrechen' }).press('Enter');
  await expect(outbound.getByRole('heading', { name: 'Hinfahrt' })).toBeFocused();
  // Saved, the form gives the focus to the leg too (and the outcome is announced).
  await outbound.getByRole('button', { name: 'Fahrt ändern' }).press('Enter');
  await form.getByLabel(/^Uhrzeit/).fill('08:15');
  await page.getByRole('button', { name: 'Speichern' }).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Die Fahrt wurde geändert.' }),
  ).toBeVisible();
  await expect(outbound.getByRole('heading', { name: 'Hinfahrt' })).toBeFocused();
});

test('an outbound ride moved after the return ride is refused at its date before anything is sent', async ({
  page,
}) => {
  await editFreshBooking(page, 'Reihenfolge');
  let sent = 0;
  page.on('request', (request) => {
    if (/\/api\/Buchung\/(Aktualisieren|Preisvorschau)/.test(request.url())) sent += 1;
  });
  await page
    .getByRole('article', { name: 'Hinfahrt' })
    .getByRole('button', { name: 'Fahrt ändern' })
    .click();
  const [y, m, d] = daysAhead(25).split('-');
  const date = page
    .getByRole('group', { name: 'Hinfahrt' })
    .getByRole('combobox', { name: /^Datum/ });
  await date.fill(`${d}.${m}.${y}`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(
    /Die Hinfahrt muss mindestens 2 Stunden vor der Rückfahrt liegen\./,
  );
  await expect(date).toBeFocused();
  expect(sent).toBe(0);
  await expectNoAxeViolations(page);
});

test('a change the server refused leaves no message behind once its form is cancelled', async ({
  page,
  consoleGuard,
}) => {
  // The refusal (400: a postcode the service does not reach, which only the server knows) is
  // the answer under test.
  consoleGuard.allow(/status of 400/);
  await editFreshBooking(page, 'Verwurf');
  const outbound = page.getByRole('article', { name: 'Hinfahrt' });
  await outbound.getByRole('button', { name: 'Fahrt ändern' }).click();
  const postcode = page
    .getByRole('group', { name: 'Hinfahrt' })
    .getByRole('textbox', { name: /^PLZ/ });
  await postcode.fill('00000');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const refused = page.getByText('Bitte prüfen Sie Ihre Eingaben.');
  await expect(refused).toBeVisible();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(postcode).toHaveAccessibleDescription(
    /Diese Postleitzahl fahren wir leider nicht an\./,
  );

  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(outbound.getByRole('heading', { name: 'Hinfahrt' })).toBeFocused();
  await expect(refused).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a failed save or a failed opening is said where it was asked for, on a phone, and trying again works', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|ERR_FAILED/);
  await page.setViewportSize(VIEWPORTS.phone);
  await editFreshBooking(page, 'Zuruf');
  const outbound = page.getByRole('article', { name: 'Hinfahrt' });
  const offline = 'Keine Verbindung zum Server.';

  // Opening the ride's form: its current state (the whole booking, ADR 0021) cannot be fetched
  // once. The page's own first read is done before.
  await expect(outbound.getByRole('button', { name: 'Fahrt ändern' })).toBeVisible();
  await page.route('**/api/Buchung/Detail/**', (route) => route.abort(), { times: 1 });
  await outbound.getByRole('button', { name: 'Fahrt ändern' }).click();
  await expect(outbound.getByText(offline)).toBeInViewport();
  await outbound.getByRole('button', { name: 'Erneut versuchen' }).click();
  const form = page.getByRole('group', { name: 'Hinfahrt' });
  await expect(form.getByRole('combobox', { name: /^Datum/ })).toBeFocused();
  await expect(page.getByText(offline)).toHaveCount(0);

  // Saving: the answer does not arrive once; the message is at the save button, the typing kept.
  await form.getByLabel(/^Gepäckstücke/).fill('4');
  await page.route('**/api/Buchung/Aktualisieren', (route) => route.abort(), { times: 1 });
  const save = page.getByRole('button', { name: 'Speichern' });
  await save.click();
  await expect(page.getByText(offline)).toBeInViewport();
  await expect(form.getByLabel(/^Gepäckstücke/)).toHaveValue('4');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'company-ride-save-failed-390');
  await save.click();
  await expect(outbound.getByRole('heading', { name: 'Hinfahrt' })).toBeFocused();
  await expect(outbound.getByRole('definition').filter({ hasText: /^4$/ })).toBeVisible();
  await expect(page.getByText(offline)).toHaveCount(0);
});

test('a ride saved after a colleague cancelled the booking: the form goes, the page says why at its top', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/);
  await page.setViewportSize(VIEWPORTS.phone);
  const booking = await editFreshBooking(page, 'Kollege');
  await page
    .getByRole('article', { name: 'Hinfahrt' })
    .getByRole('button', { name: 'Fahrt ändern' })
    .click();
  const form = page.getByRole('group', { name: 'Hinfahrt' });
  await form.getByLabel(/^Gepäckstücke/).fill('4');

  await cancelWholeBooking(page.request, booking);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(form).toHaveCount(0);
  await expect(
    page.getByText('Diese Buchung ist storniert und kann nicht mehr geändert werden.'),
  ).toBeInViewport();
  await expect(page.getByText('Alle Fahrten dieser Buchung sind storniert.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test("a ride's unsaved change is not left unasked: by link, by the back button, by closing the tab; the language switch keeps it", async ({
  page,
}) => {
  await editFreshBooking(page, 'Verlass');
  await page
    .getByRole('article', { name: 'Hinfahrt' })
    .getByRole('button', { name: 'Fahrt ändern' })
    .click();
  const luggage = page.getByRole('group', { name: 'Hinfahrt' }).getByLabel(/^Gepäckstücke/);
  await luggage.fill('5');
  const dialog = page.getByRole('dialog', { name: 'Änderungen verwerfen?' });
  const keepEditing = dialog.getByRole('button', { name: 'Weiter bearbeiten' });

  await page.getByRole('link', { name: 'Zurück zu den gebuchten Fahrten' }).click();
  await expect(keepEditing).toBeFocused();
  await expectNoAxeViolations(page);
  await keepEditing.click();
  await expect(dialog).toBeHidden();
  await expect(luggage).toHaveValue('5');

  // Closing the tab (or reloading it): the browser's own question.
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();

  // The language switch reloads without asking and keeps what was typed.
  await page
    .getByRole('group', { name: 'Sprache wählen' })
    .getByRole('button', { name: /^EN/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('group', { name: 'Outbound ride' }).getByLabel(/^Pieces of luggage/),
  ).toHaveValue('5');

  await page.goBack();
  const discard = page
    .getByRole('dialog', { name: 'Discard your changes?' })
    .getByRole('button', { name: 'Discard', exact: true });
  await discard.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booked rides' })).toBeVisible();
});
