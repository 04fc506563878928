import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { chooseOption } from '../../support/widgets';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { failUntilRecovered, holdBack } from '../../support/hold-back';
import { expectRetryOffered, failNextRequest } from '../../support/service-forms';
import { setLanguage } from '../../support/storage';
import { fmt, LANGS, literal, marker, T } from '../service/helpers';
import { foundCustomerIds, storeCustomer } from './api-customers';
import { DEMO_COMPANIES, loginWithId, secondTab } from './helpers';

/** The heading of the view that has the focus. */
const focusedView = (page: Page) => page.locator(':focus').getByRole('heading', { level: 1 });

/** Tab 2, Kunde: search by department, create a customer (with validation), view and edit. */

test.describe.configure({ timeout: 120_000 });

test('search by department, create with validation, edit and save; axe', async ({ page }) => {
  await loginWithId(page, 'mtu');
  await page
    .getByRole('navigation', { name: 'Bereiche des Firmenkontos' })
    .getByRole('link', { name: 'Kunden' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden' })).toBeVisible();
  // Other specs' bookings may have added passengers: count loosely, check the seeded ones.
  await expect(page.getByText(/\d+ Kunden gefunden/)).toBeVisible();
  const search = page.getByRole('search', { name: 'Kunden suchen' });
  await search.getByRole('textbox', { name: 'Abteilung' }).fill('Entwicklung');
  await search.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/bereich=Entwicklung/);
  await expect(page.getByRole('rowheader', { name: 'Jonas Brandt' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Svenja Kröger' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /Yıldız/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'company-customers-1280');
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'company-customers-390');
  await page.setViewportSize(VIEWPORTS.desktop);

  // Create: bad input first.
  // Each view replaces the link that opened it; the focus goes to the new view, not the body.
  await page.getByRole('link', { name: 'Neuen Kunden anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neuen Kunden anlegen' })).toBeVisible();
  await expect(focusedView(page)).toHaveText('Neuen Kunden anlegen');
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('<script>alert(1)</script>');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('kein-at-zeichen');
  await page.getByRole('textbox', { name: /^PLZ/ }).fill('1234');
  await page.getByRole('textbox', { name: 'Kostenstelle' }).fill('x'.repeat(10_000));
  await page.getByRole('button', { name: 'Kunden anlegen' }).click();
  await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
  await expect(page.getByText('Die Eingabe enthält unzulässige Zeichen.')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(
    page.getByText('Bitte geben Sie eine gültige fünfstellige Postleitzahl ein.'),
  ).toBeVisible();
  await expect(page.getByText('Bitte geben Sie höchstens 30 Zeichen ein.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveValue(
    'kein-at-zeichen',
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'company-customer-invalid-1280');

  // Unique, so that a retry on the same server is not warned of the first run's customer.
  const surname = marker('Œzdemir-Łukasz');
  // No salutation is an answer, written as in the registration form.
  await expect(page.getByRole('combobox', { name: 'Anrede' })).toHaveValue('Ohne Anrede');
  await chooseOption(page.getByRole('combobox', { name: 'Anrede' }), 'Frau');
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Ronja');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill(surname);
  await page
    .getByRole('textbox', { name: /^E-Mail-Adresse/ })
    .fill(`${marker('ronja')}@turbania.example`);
  await page.getByRole('textbox', { name: /^PLZ/ }).fill('30855');
  await page.getByRole('textbox', { name: /^Ort/ }).first().fill('Langenhagen');
  await page.getByRole('textbox', { name: 'Kostenstelle' }).fill('4712');
  await page.getByRole('textbox', { name: 'Abteilung' }).fill('Prüfstand');
  await page.getByRole('button', { name: 'Kunden anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden bearbeiten' })).toBeVisible();
  await expect(page).toHaveURL(/kunde=\d+/);
  await expect(focusedView(page)).toHaveText('Kunden bearbeiten');
  await expect(page.getByText('Der Kunde wurde angelegt.').first()).toBeAttached();
  await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue(surname);

  // Edit and save; reload shows the stored values.
  await page.getByRole('textbox', { name: /^Mobiltelefon/ }).fill('+49 151 5550000');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.').first()).toBeAttached();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Mobiltelefon/ })).toHaveValue('+49 151 5550000');

  // The list finds the new customer by department.
  await page.getByRole('link', { name: 'Zurück zur Kundenliste' }).click();
  await expect(focusedView(page)).toHaveText('Kunden');
  await search.getByRole('textbox', { name: 'Abteilung' }).fill('Prüfstand');
  await search.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('rowheader', { name: `Ronja ${surname}` })).toBeVisible();
});

test('a new customer can be typed while the salutations fail; they are asked for again in place', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 503/);
  const recover = await failUntilRecovered(page, /\/api\/Kunde\/Anrede/);
  await loginWithId(page, 'mtu');
  await page.goto('/buchung/kunde?neu=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Neuen Kunden anlegen' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Vorname/ }).fill('Ronja');
  const retry = page.getByRole('button', { name: 'Erneut versuchen' });
  await expect(retry).toBeVisible();
  recover();
  await retry.click();
  await chooseOption(page.getByRole('combobox', { name: 'Anrede' }), 'Frau');
  await expect(retry).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Vorname/ })).toHaveValue('Ronja');
});

test('two tabs change the same customer: the second save is refused in place, keeps what was typed and loads the current customer (ADR 0021)', async ({
  page,
  consoleGuard,
}) => {
  // Tab B's save is refused with 409 conflict: the answer under test.
  consoleGuard.allow(/status of 409/);
  const { firmenId } = DEMO_COMPANIES.reinsurerA;
  await loginWithId(page, 'reinsurerA');
  const id = await storeCustomer(page.request, firmenId, {
    vorname: 'Ida',
    name: marker('Zweitab'),
    bereich: 'Einkauf',
  });
  await page.goto(`/buchung/kunde?kunde=${id}`);
  const tabA = await secondTab(page, `/buchung/kunde?kunde=${id}`);
  for (const tab of [tabA, page]) {
    await expect(tab.getByRole('textbox', { name: 'Abteilung' })).toHaveValue('Einkauf');
  }

  // Tab A: a phone number, saved.
  await tabA.getByRole('textbox', { name: /^Telefon/ }).fill('0511 5550000');
  await tabA.getByRole('button', { name: 'Speichern' }).click();
  await expect(tabA.getByText('Die Änderungen wurden gespeichert.').first()).toBeAttached();
  await tabA.close();

  // Tab B (read before A's save): only the department. Refused, said in place.
  const department = page.getByRole('textbox', { name: 'Abteilung' });
  await department.fill('Vertrieb');
  await page.getByRole('button', { name: 'Speichern' }).click();
  const alert = page
    .getByRole('alert')
    .filter({ hasText: 'Diese Daten wurden inzwischen an anderer Stelle geändert' });
  await expect(alert).toBeVisible();
  await expect(department).toHaveValue('Vertrieb');
  await expect(page.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('');
  await expectNoAxeViolations(page);

  // "Aktuelle Daten laden": the customer as it now is, with A's phone number.
  await alert.getByRole('button', { name: 'Aktuelle Daten laden' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('0511 5550000');
  await expect(department).toHaveValue('Einkauf');
  await department.fill('Vertrieb');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.').first()).toBeAttached();
  // The same form saves again: it holds the state its last save answered.
  await page.getByRole('textbox', { name: /^Mobiltelefon/ }).fill('0151 5550000');
  const second = page.waitForResponse((answer) =>
    answer.url().includes('/api/Kunde/Aktualisieren'),
  );
  await page.getByRole('button', { name: 'Speichern' }).click();
  expect((await second).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('0511 5550000');
  await expect(department).toHaveValue('Vertrieb');
  await expect(page.getByRole('textbox', { name: /^Mobiltelefon/ })).toHaveValue('0151 5550000');
});

test('saving by keyboard keeps the focus on the busy button, and a second Enter sends nothing', async ({
  page,
}) => {
  await loginWithId(page, 'mtu');
  await page.goto('/buchung/kunde?bereich=Entwicklung');
  await page.getByRole('link', { name: 'Jonas Brandt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kunden bearbeiten' })).toBeVisible();
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Kunde/Aktualisieren')) saves.push(request.method());
  });
  const release = await holdBack(page, /\/api\/Kunde\/Aktualisieren/);

  const save = page.getByRole('button', { name: 'Speichern' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(save).toHaveAttribute('aria-busy', 'true');
  await expect(save).toBeDisabled(); // aria-disabled: still focusable, not usable
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  release();
  await expect(page.getByText('Die Änderungen wurden gespeichert.').first()).toBeAttached();
  await expect(save).not.toHaveAttribute('aria-busy');
  await expect(save).toBeFocused();
  expect(saves).toEqual(['PUT']);
});

for (const lang of LANGS) {
  const t = T[lang];
  const c = t.company.customers;

  test(`an answer lost on the way: "${t.common.actions.retry}" goes on with the customer created first, stored once (${lang})`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/Failed to load resource|net::ERR_CONNECTION_RESET/);
    const { firmenId } = DEMO_COMPANIES.reinsurerA;
    await setLanguage(page, lang);
    await loginWithId(page, 'reinsurerA');
    await page
      .getByRole('navigation', { name: t.company.tabs.label })
      .getByRole('link', { name: t.company.tabs.tab2 })
      .click();
    await page.getByRole('link', { name: c.create }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.createTitle })).toBeVisible();
    const surname = marker('Verloren');
    await page.getByRole('textbox', { name: literal(t.common.fields.firstName) }).fill('Ida');
    await page.getByRole('textbox', { name: literal(t.common.fields.lastName) }).fill(surname);

    await failNextRequest(page, '**/api/Kunde/Neu', 'lostAnswer');
    await page.getByRole('button', { name: c.createSubmit }).click();
    const alert = await expectRetryOffered(page, t.failures.network);
    // The server did store the customer: its answer only got lost on the way back.
    const stored = () => foundCustomerIds(page.request, firmenId, surname);
    await expect.poll(stored).toHaveLength(1);
    const [id] = await stored();

    await alert.getByRole('button', { name: t.common.actions.retry }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.editTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`kunde=${id}$`));
    await expect(page.getByText(c.created).first()).toBeAttached();
    await expect(
      page.getByRole('textbox', { name: literal(t.common.fields.lastName) }),
    ).toHaveValue(surname);

    await page.getByRole('link', { name: c.backToList }).click();
    const search = page.getByRole('search', { name: c.searchLabel });
    await search.getByRole('searchbox', { name: c.search }).fill(surname);
    await search.getByRole('button', { name: t.common.actions.search }).click();
    await expect(page.getByRole('rowheader', { name: `Ida ${surname}` })).toHaveCount(1);
    expect(await stored()).toEqual([id]);
  });
}

for (const lang of LANGS) {
  const t = T[lang];
  const c = t.company.customers;
  const d = c.duplicate;

  test(`a customer typed again is named before it is created: edit it, or create it anyway, once (${lang})`, async ({
    page,
    consoleGuard,
  }) => {
    // The server's refusal of the duplicate (409 duplicateCustomer) is the warning's answer.
    consoleGuard.allow(/status of 409 \(Conflict\)/);
    const { firmenId } = DEMO_COMPANIES.reinsurerA;
    await setLanguage(page, lang);
    await loginWithId(page, 'reinsurerA');
    const surname = marker('Doppelt');
    const email = `${surname.toLowerCase()}@firma.example`;
    const existingId = await storeCustomer(page.request, firmenId, {
      vorname: 'Ida',
      name: surname,
      email,
      kst: '4711',
      bereich: 'Einkauf',
    });
    const stored = () => foundCustomerIds(page.request, firmenId, surname);
    const creations: string[] = [];
    // A creation is a POST the server answered with a new customer (it refuses a duplicate).
    page.on('response', (response) => {
      if (response.url().includes('/api/Kunde/Neu') && response.status() === 201)
        creations.push(response.request().method());
    });
    const firstName = page.getByRole('textbox', { name: literal(t.common.fields.firstName) });
    const lastName = page.getByRole('textbox', { name: literal(t.common.fields.lastName) });
    const emailField = page.getByRole('textbox', { name: literal(t.common.fields.email) });
    const department = page.getByRole('textbox', { name: t.company.fields.bereich });
    const newCustomer = async () => {
      await page.goto('/buchung/kunde?neu=1');
      await expect(page.getByRole('heading', { level: 1, name: c.createTitle })).toBeVisible();
    };
    const warning = page.getByRole('alert').filter({ hasText: fmt(d.found_one, { count: 1 }) });
    if (lang === 'de') await page.setViewportSize(VIEWPORTS.phone);

    // The same names, typed otherwise: the stored customer is named, nothing is created yet.
    await newCustomer();
    await firstName.fill(' ida ');
    await lastName.fill(`  ${surname.toUpperCase()}`);
    await department.fill('Vertrieb');
    await page.getByRole('button', { name: c.createSubmit }).click();
    await expect(warning).toBeVisible();
    const found = warning.getByRole('listitem');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText(`Ida ${surname}`);
    await expect(found).toContainText(email);
    await expect(found).toContainText(`${t.company.fields.bereich}: Einkauf`);
    await expect(found).toContainText(`${t.company.fields.kst}: 4711`);
    await expect(warning).toContainText(d.question_one);
    await expect(lastName).toHaveValue(`  ${surname.toUpperCase()}`);
    await expect(department).toHaveValue('Vertrieb');
    expect(creations).toEqual([]);
    await expectNoAxeViolations(page);
    await saveScreenshot(
      page,
      lang === 'de' ? 'company-customer-duplicate-390' : 'company-customer-duplicate-en-1280',
    );
    await page.setViewportSize(VIEWPORTS.desktop);

    // "Create anyway", double-clicked: one customer more, opened for editing.
    await warning.getByRole('button', { name: d.createAnyway }).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: c.editTitle })).toBeVisible();
    await expect(page.getByText(c.created).first()).toBeAttached();
    await expect.poll(stored).toHaveLength(2);
    expect(creations).toEqual(['POST']);
    const createdId = Number(new URL(page.url()).searchParams.get('kunde'));
    expect(await stored()).toEqual(expect.arrayContaining([existingId, createdId]));
    await expect(department).toHaveValue('Vertrieb');
    // Saving it again is no new customer: nothing to warn of, not even of the other Ida.
    await page.getByRole('textbox', { name: literal(t.common.fields.phone) }).fill('0511 5550000');
    await page.getByRole('button', { name: t.common.actions.save }).click();
    await expect(page.getByText(c.saved).first()).toBeAttached();
    await expect(page.getByRole('button', { name: d.createAnyway })).toHaveCount(0);

    // The same e-mail address under other names: its "Edit" opens the stored customer.
    await newCustomer();
    await firstName.fill('Greta');
    await lastName.fill('Anders');
    await emailField.fill(email.toUpperCase());
    await page.getByRole('button', { name: c.createSubmit }).click();
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('listitem')).toHaveCount(1);
    await warning.getByRole('link', { name: fmt(c.editLabel, { name: `Ida ${surname}` }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.editTitle })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`kunde=${existingId}$`));
    await expect(lastName).toHaveValue(surname);
    await expect(emailField).toHaveValue(email);

    // Another person: created at once.
    await newCustomer();
    await firstName.fill('Ida');
    await lastName.fill(`${surname}-Zwei`);
    await page.getByRole('button', { name: c.createSubmit }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.editTitle })).toBeVisible();
    await expect(lastName).toHaveValue(`${surname}-Zwei`);
    expect(creations).toEqual(['POST', 'POST']);
    await expect.poll(stored).toHaveLength(3);
  });
}

/*
 * "Trotzdem anlegen" pressed again at the moment the page says the customer is created: the
 * router's transition to the new customer's view still shows the warning's button, and a press
 * there created the customer a second time under a new key (seen as a double click in CI).
 */
test('"Trotzdem anlegen" pressed again while the page turns to the created customer creates nothing more', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409 \(Conflict\)/);
  const t = T.de;
  const c = t.company.customers;
  const { firmenId } = DEMO_COMPANIES.reinsurerA;
  await setLanguage(page, 'de');
  await loginWithId(page, 'reinsurerA');
  const surname = marker('Nochmal');
  await storeCustomer(page.request, firmenId, { vorname: 'Ida', name: surname });
  const creations: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/Kunde/Neu') && response.status() === 201)
      creations.push(response.status());
  });
  await page.goto('/buchung/kunde?neu=1');
  await page.getByRole('textbox', { name: literal(t.common.fields.firstName) }).fill('Ida');
  await page.getByRole('textbox', { name: literal(t.common.fields.lastName) }).fill(surname);
  await page.getByRole('button', { name: c.createSubmit }).click();
  const createAnyway = page.getByRole('button', { name: c.duplicate.createAnyway });
  await expect(createAnyway).toBeVisible();

  // The moment "created" is on the page, the warning's button is pressed again if it is still there.
  await createAnyway.evaluate((button, created) => {
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(created)) return;
      observer.disconnect();
      (window as { pressedAgain?: boolean }).pressedAgain = button.isConnected;
      if (button.isConnected) (button as HTMLButtonElement).click();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, c.created);
  await createAnyway.click();

  await expect(page.getByRole('heading', { level: 1, name: c.editTitle })).toBeVisible();
  expect(await page.evaluate(() => (window as { pressedAgain?: boolean }).pressedAgain)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(creations).toHaveLength(1);
  expect(await foundCustomerIds(page.request, firmenId, surname)).toHaveLength(2);
});
