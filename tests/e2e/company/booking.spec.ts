import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { failUntilRecovered, holdBack } from '../../support/hold-back';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { chooseOption } from '../../support/widgets';
import { expectOnHostedPage, payWith } from '../payment/helpers';
import {
  bookNow,
  chooseTariff,
  enterNewPassenger,
  fillDestination,
  fillTripDetails,
  pickPassenger,
  fillOutboundRide,
} from './booking-flow';
import { loginWithId } from './helpers';

/**
 * A complete company booking on each path (spec section 2): passenger picked from the list or
 * entered, private-like companies starting at the destination, 52460's route tariffs, on
 * account and by card (sandbox hosted payment page), with axe on every step.
 */

test.describe.configure({ timeout: 150_000 });

async function axeAndShots(page: import('@playwright/test').Page, name: string) {
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `company-step-${name}-1280`);
}

test('normal company with both lists: passenger from the list, on account, axe and screenshots on every step', async ({
  page,
}) => {
  await loginWithId(page, 'vehicleGroup');
  // On account only: no payment step, counted so from the first step on.
  const steps = page.getByRole('navigation', { name: 'Buchungsschritte' }).getByRole('listitem');
  await expect(steps).toHaveCount(6);
  await expect(steps.filter({ hasText: /^Zahlung/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Schritt 1 von/ })).toHaveText(
    'Schritt 1 von 6: Fahrgast',
  );
  await axeAndShots(page, 'neuer-auftrag');
  const search = page.getByRole('search', { name: 'Fahrgast suchen' });
  await search.getByRole('textbox', { name: 'Abteilung' }).fill('Entwicklung');
  await search.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByText('1 Kunde gefunden')).toBeVisible();
  await pickPassenger(page, 'Lea Köhler');
  await axeAndShots(page, 'reiseziel');
  await fillDestination(page, {
    airport: 'HAJ',
    strasse: 'Kröpcke 1',
    plz: '30159',
    ort: 'Hannover',
  });
  await axeAndShots(page, 'tarif-auswahl');
  await chooseTariff(page, 1);
  await axeAndShots(page, 'reise-details');
  await expect(page.getByRole('textbox', { name: 'Kostenstelle' })).toHaveValue('WM-7100');
  // The company books for a passenger: the form says whose details these are.
  await expect(page.getByRole('group', { name: 'Kontaktdaten des Fahrgasts' })).toBeVisible();
  await fillTripDetails(page, { kst: 'WM-7200', bereich: 'Entwicklung' });
  await expect(page).toHaveURL(/\/buchung\/zusammenfassung$/);
  await axeAndShots(page, 'zusammenfassung');
  await expect(page.getByText('Rechnung (Firmenkonto)')).toBeVisible();
  const voucher = await bookNow(page);
  await expect(page.getByText(voucher)).toBeVisible();
  await expect(page.getByText('Auf Rechnung')).toBeVisible();
  await axeAndShots(page, 'status');
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'company-step-status-390');
  // Reload keeps the status; "new booking" starts over at the passenger.
  await page.reload();
  await expect(page.getByText(voucher)).toBeVisible();
  await page.getByRole('button', { name: 'Neue Buchung anlegen' }).click();
  await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/);
});

test('the step count waits for the payment types: a company on account never sees a payment step come and go', async ({
  page,
}) => {
  // A slow line: the step is drawn before the company's payment types are in.
  const release = await holdBack(page, /\/api\/Zahlungsart\/Firma\//);
  await loginWithId(page, 'vehicleGroup');
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrgast' })).toBeVisible();
  const indicator = page.getByRole('navigation', { name: 'Buchungsschritte' });
  await expect(indicator).toBeHidden();
  await expect(page.getByText(/^Schritt 1 von/)).toHaveCount(0);
  release();
  await expect(indicator.getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('status').filter({ hasText: /^Schritt 1 von/ })).toHaveText(
    'Schritt 1 von 6: Fahrgast',
  );
});

test('company without lists: a new passenger, on account', async ({ page }) => {
  await loginWithId(page, 'plain');
  await expect(
    page.getByRole('heading', { name: 'Fahrgast aus der Kundenliste wählen' }),
  ).toHaveCount(0);
  // The passenger step moves on like every other step: "Weiter" with the arrow, not a save tick.
  const next = page.getByRole('button', { name: 'Weiter' });
  await expect(next.locator('svg.line-icon')).toHaveCount(1);
  await expect(next.locator('.pi-check')).toHaveCount(0);
  await enterNewPassenger(page, 'Paula', 'Pixel');
  await fillDestination(page, {
    airport: 'HAM',
    strasse: 'Ballindamm 1',
    plz: '20095',
    ort: 'Hamburg',
  });
  await chooseTariff(page);
  await fillTripDetails(page);
  await bookNow(page);
});

test('company booking as private (alsPrivat): destination first, pays by card in the sandbox', async ({
  page,
}) => {
  await loginWithId(page, 'privateLike');
  await expect(page).toHaveURL(/\/buchung\/reiseziel$/);
  await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Schritt 1 von/ })).toHaveText(
    'Schritt 1 von 6: Reiseziel',
  );
  await fillDestination(page, {
    airport: 'HAJ',
    strasse: 'Kröpcke 1',
    plz: '30159',
    ort: 'Hannover',
  });
  await chooseTariff(page);
  // At private conditions the company books for itself.
  await expect(page.getByRole('group', { name: 'Ihre Kontaktdaten' })).toBeVisible();
  await fillTripDetails(page, { kst: '', bereich: '' });
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung' })).toBeVisible();
  await axeAndShots(page, 'kreditkarte-zahlung');
  await page.getByRole('radio', { name: /Kreditkarte/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt buchen' }).click();
  await expectOnHostedPage(page, 'de');
  const session = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('saferpay') ?? 'null') as { flow: string } | null,
  );
  expect(session?.flow).toBe('firma');
  await payWith(page, 'de', 'success');
  await expect(page).toHaveURL(/\/buchung\/status$/, { timeout: 30_000 });
  await expect(page.getByText('Bezahlt')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('company paying by card: payment step, sandbox, back on the status', async ({ page }) => {
  await loginWithId(page, 'cardPayer');
  await enterNewPassenger(page, 'Karl', 'Karte');
  await fillDestination(page, {
    airport: 'BRE',
    strasse: 'Schlachte 1',
    plz: '28195',
    ort: 'Bremen',
  });
  await chooseTariff(page);
  await fillTripDetails(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung' })).toBeVisible();
  await page.getByRole('radio', { name: /Kreditkarte/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('button', { name: 'Jetzt buchen' }).click();
  await expectOnHostedPage(page, 'de');
  await payWith(page, 'de', 'success');
  await expect(page).toHaveURL(/\/buchung\/status$/, { timeout: 30_000 });
  await expect(page.getByText('Bezahlt')).toBeVisible();
});

test('52460: a fixed route tariff, straight to the trip details, on account', async ({ page }) => {
  await loginWithId(page, 'mtu');
  await expect(page.getByRole('heading', { level: 1, name: 'Strecke' })).toBeVisible();
  await axeAndShots(page, 'mtu-tarifauswahl');
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'company-step-mtu-tarifauswahl-390');
  await page.setViewportSize(VIEWPORTS.desktop);
  // Without a route, "on" stays on the step and says what is missing at the list.
  await page.getByRole('button', { name: 'Mit dieser Strecke weiter' }).click();
  const routes = page.getByRole('group', { name: 'Feste Strecken Ihres Unternehmens' });
  await expect(routes).toHaveAccessibleDescription('Bitte wählen Sie eine Strecke.');
  await expect(routes.getByRole('radio').first()).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Strecke' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('radio', { name: /Werk Langenhagen ⇄ Flughafen Hannover, Limousine/ })
    .check();
  // How many travel: more than a vehicle takes is refused at the field, and nothing is lost.
  const adults = page.getByRole('spinbutton', { name: /^Erwachsene/ });
  const children = page.getByRole('spinbutton', { name: /^Kinder/ });
  await adults.fill('3');
  await children.fill('6');
  await page.getByRole('button', { name: 'Mit dieser Strecke weiter' }).click();
  await expect(page.getByText('Es können höchstens 8 Personen mitfahren.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Strecke' })).toBeVisible();
  await expect(adults).toHaveValue('3');
  await expectNoAxeViolations(page);
  // The route's limousine takes three ("Für bis zu 3 Personen." on its card).
  await children.fill('1');
  await page.getByRole('button', { name: 'Mit dieser Strecke weiter' }).click();
  await expect(page.getByText('Zu viele Personen für diese Fahrzeugart.')).toBeVisible();
  await expect(children).toBeFocused();
  await children.fill('0');
  await page.getByRole('button', { name: 'Mit dieser Strecke weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reisedetails' })).toBeVisible();
  // The route fixed the tariff: no tariff step in the indicator, none marked done.
  const steps = page.getByRole('navigation', { name: 'Buchungsschritte' }).getByRole('listitem');
  await expect(steps.filter({ hasText: /^Tarif/ })).toHaveCount(0);
  await expect(steps.first()).toContainText('Strecke');
  await fillOutboundRide(page, 12, '09:15');
  await fillTripDetails(page, { kst: '4711', bereich: 'Entwicklung' });
  // The summary first: the price is on the trip details' bar too, so it alone did not wait for
  // the step, and a reload before it came back to the trip details.
  await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
  await expect(page.getByText('35,00 €').first()).toBeVisible();
  // Reloaded, the ride is still on its route (its id is not stored, the route is recognised).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
  await expect(page.getByText('35,00 €').first()).toBeVisible();
  await expect(page.getByText('3 Erwachsene, 0 Kinder')).toBeVisible();
  await expect(steps.first()).toContainText('Strecke');
  await expect(steps.filter({ hasText: /^Tarif/ })).toHaveCount(0);
  // The summary leads back to the step that chose the route, not to a tariff step it never had.
  await page.getByRole('link', { name: 'Strecke ändern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Strecke' })).toBeVisible();
  const route = page.getByRole('radio', {
    name: /Werk Langenhagen ⇄ Flughafen Hannover, Limousine/,
  });
  await expect(route).toBeChecked();
  await expect(steps.filter({ hasText: /^Tarif/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Mit dieser Strecke weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reisedetails' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Kostenstelle/ })).toHaveValue('4711');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await bookNow(page);
});

test('52460: a route costs what its card says, where the per-km rate is cheaper too', async ({
  page,
}) => {
  await loginWithId(page, 'mtu');
  // The exhibition grounds are close enough for the per-km rate to undercut the route tariff.
  const route = page.getByRole('radio', { name: /Messegelände ⇄ Flughafen Hannover, Shuttle/ });
  const label = await route.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent);
  const listed = /(\d+,\d{2})\s€ pro Fahrt/.exec(label ?? '');
  expect(listed).not.toBeNull();
  await route.check();
  await page.getByRole('button', { name: 'Mit dieser Strecke weiter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reisedetails' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Ihr Preis' })).toContainText(
    `Gesamtpreis ${listed![1]} €`,
  );
});

test("52460: another destination from one of the company's airports, priced per km, then a tariff", async ({
  page,
}) => {
  await loginWithId(page, 'mtu');
  await expect(page.getByRole('heading', { level: 1, name: 'Strecke' })).toBeVisible();
  // Its routes all start at Hannover; the company also flies from Hamburg (GET /Firma/Flughafen).
  const form = page.getByRole('group', { name: 'Ziel', exact: true });
  await chooseOption(form.getByRole('combobox', { name: /^Flughafen/ }), /\(HAM\)$/);
  await form.getByRole('textbox', { name: /^PLZ/ }).fill('21335');
  await form.getByRole('textbox', { name: /^Ort/ }).fill('Lüneburg');
  await page.getByRole('button', { name: 'Preis berechnen' }).click();
  await expect(page.getByText('Preise nach 21335 Lüneburg:')).toBeVisible();
  await page.getByRole('button', { name: 'Mit diesem Ziel weiter zur Tarifauswahl' }).click();
  await chooseTariff(page);
  await fillOutboundRide(page, 12, '09:15');
  await fillTripDetails(page, { kst: '4711', bereich: 'Entwicklung' });
  await expect(page.getByText('Hamburg (HAM)')).toBeVisible();
  await bookNow(page);
});

for (const key of ['hiddenA', 'reinsurerA', 'conti'] as const) {
  test(`${key}: a complete booking on account`, async ({ page }) => {
    await loginWithId(page, key);
    await enterNewPassenger(page, 'Tina', 'Test');
    await fillDestination(page, {
      airport: 'HAJ',
      strasse: 'Georgstraße 1',
      plz: '30159',
      ort: 'Hannover',
    });
    await chooseTariff(page);
    await fillTripDetails(page);
    await bookNow(page);
  });
}

test('reload and browser back keep the step and the data', async ({ page }) => {
  await loginWithId(page, 'conti');
  await pickPassenger(page, 'Nele Schubert');
  await fillDestination(page, { airport: 'HAJ' });
  await expect(page).toHaveURL(/\/buchung\/tarif-auswahl$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarif' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Reiseziel' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^PLZ/ })).toHaveValue('30419');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarif' })).toBeVisible();
  // A deep link to a later step without its data is corrected to the machine's step, data kept.
  await page.goto('/buchung/zusammenfassung');
  await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/);
  await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Schubert');
});

test('the booking tab after a finished booking starts a new order (no update of the old one, no price change said)', async ({
  page,
}) => {
  await loginWithId(page, 'hiddenA');
  await enterNewPassenger(page, 'Olga', 'Erste');
  await fillDestination(page, {
    airport: 'HAJ',
    strasse: 'Georgstraße 1',
    plz: '30159',
    ort: 'Hannover',
  });
  await chooseTariff(page);
  await fillTripDetails(page);
  const first = await bookNow(page);
  await page
    .getByRole('navigation', { name: 'Bereiche des Firmenkontos' })
    .getByRole('link', { name: 'Neue Buchung' })
    .click();
  await expect(page).toHaveURL(/\/buchung\/neuer-auftrag$/);
  await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('');
  await enterNewPassenger(page, 'Otto', 'Zweiter');
  // Another place and so another total: not a price change of the first booking.
  await fillDestination(page, {
    airport: 'HAM',
    strasse: 'Ballindamm 1',
    plz: '20095',
    ort: 'Hamburg',
  });
  await chooseTariff(page);
  await fillTripDetails(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Zusammenfassung' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Der Preis hat sich geändert' }),
  ).toHaveCount(0);
  const second = await bookNow(page);
  expect(second).not.toBe(first);
});

test("the passenger step's salutations are asked for with the company area's calls, once", async ({
  page,
}) => {
  await loginWithId(page, 'hiddenA');
  // The landing page's own call is over: only the next page's calls count.
  await expect(page.getByLabel(/^Anrede/)).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Kunde/Anrede')) calls.push(request.url());
  });
  // A slow phone: the passenger form's code is still on its way.
  const release = await holdBack(page, /\/assets\/passenger-picker-[^/]+\.js$/);
  await page.goto('/buchung/neuer-auftrag');
  // The call is out already, not a round trip after the form's code.
  await expect.poll(() => calls.length).toBe(1);
  await expect(page.getByLabel(/^Vorname/)).toHaveCount(0);
  release();
  const salutation = page.getByLabel(/^Anrede/);
  await salutation.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option', { name: 'Frau' })).toHaveCount(1);
  expect(calls).toHaveLength(1);
});

test('the passenger form does not wait for its salutations: what is typed meanwhile stays', async ({
  page,
}) => {
  // A slow line: the salutations are still on their way when the step is drawn.
  const release = await holdBack(page, /\/api\/Kunde\/Anrede/);
  await page.clock.install();
  await loginWithId(page, 'hiddenA');
  const salutation = page.getByRole('combobox', { name: /^Anrede/ });
  await expect(salutation).toHaveAttribute('aria-busy', 'true');
  // Slow, not lost: the page's time stands still, so a loaded machine cannot run the call into
  // the client's time limit (that case has its own test in faults/).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Erika');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Muster');
  release();
  await expect(salutation).not.toHaveAttribute('aria-busy', 'true');
  await page.clock.resume();
  await chooseOption(salutation, 'Frau');
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Erika');
  await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue('Muster');
  // Not while the call is held: axe needs the page's timers and takes seconds on a busy machine.
  await expectNoAxeViolations(page);
});

test('salutations that failed to load are asked for again in place, the form kept', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 503/);
  const recover = await failUntilRecovered(page, /\/api\/Kunde\/Anrede/);
  await loginWithId(page, 'hiddenA');
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Erika');
  const retry = page.getByRole('button', { name: 'Erneut versuchen' });
  await expect(retry).toBeVisible();
  await expectNoAxeViolations(page);
  recover();
  await retry.click();
  await chooseOption(page.getByRole('combobox', { name: /^Anrede/ }), 'Frau');
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Erika');
});

test('a new passenger is asked the salutation on the first step, as the trip details ask it, and keeps it there', async ({
  page,
}) => {
  await loginWithId(page, 'hiddenA');
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Erika');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Muster');
  await page.getByRole('button', { name: 'Weiter' }).click();
  const salutation = page.getByRole('combobox', { name: /^Anrede/ });
  await expect(salutation).toHaveAttribute('aria-invalid', 'true');
  await expect(salutation).toHaveAccessibleDescription(/Bitte wählen Sie eine Option aus\./);
  await expect(salutation).toBeFocused();
  await expectNoAxeViolations(page);
  await chooseOption(salutation, 'Divers / keine Angabe');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await fillDestination(page, { strasse: 'Ballindamm 1', plz: '20095', ort: 'Hamburg' });
  await chooseTariff(page);
  await expect(page.getByRole('combobox', { name: /^Anrede/ })).toHaveValue(
    'Divers / keine Angabe',
  );
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Erika');
});

test("a company without a customer list does not load the list's code", async ({ page }) => {
  const listCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(data-table|customer-list-picker)-[^/]+\.js$/.test(request.url()))
      listCode.push(request.url());
  });
  await loginWithId(page, 'hiddenA');
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Fahrgast suchen' })).toHaveCount(0);
  expect(listCode).toEqual([]);
});

test('with a customer list, the list and the form appear together: the form does not jump', async ({
  page,
}) => {
  // A slow phone: the list's code is still on its way.
  const release = await holdBack(page, /\/assets\/customer-list-picker-[^/]+\.js$/);
  await loginWithId(page, 'vehicleGroup');
  await expect(page.getByRole('heading', { level: 1, name: 'Fahrgast' })).toBeVisible();
  // Only time shows that something stays away: a form drawn apart from the list would be on
  // screen a frame after the step's heading.
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).not.toHaveCount(0);
  release();
  await expect(page.getByRole('search', { name: 'Fahrgast suchen' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toBeVisible();
});
