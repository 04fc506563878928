import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { bookNow, fillOutboundRide, FLOW_TEXT, typedDate, typedTime } from './booking-flow';
import { marker } from '../service/helpers';
import { storeCustomer } from './api-customers';
import { daysAhead, DEMO_COMPANIES, loginWithId } from './helpers';

/**
 * 52460 has no passenger step (its wizard starts at the route): its trip details offer the
 * company's customer list, as the other companies' first step does. Picking fills the passenger's
 * fields (still editable), and the booking is made for that customer of the list.
 */

test.describe.configure({ timeout: 150_000 });

const TEXT = {
  de: {
    stepsNav: 'Buchungsschritte',
    route: /Werk Langenhagen ⇄ Flughafen Hannover, Shuttle/,
    continueRoute: 'Mit dieser Strecke weiter',
    listTitle: 'Fahrgast aus der Kundenliste wählen',
    searchLabel: 'Fahrgast suchen',
    searchField: 'Name, E-Mail oder Kostenstelle',
    searchButton: 'Suchen',
    found: (n: number) => `${n} Kunden gefunden`,
    picked: (name: string) =>
      `Die Angaben von ${name} sind unten eingetragen. Sie können sie noch ändern.`,
  },
  en: {
    stepsNav: 'Booking steps',
    route: /Langenhagen plant ⇄ Hanover Airport, shuttle/,
    continueRoute: 'Continue with this route',
    listTitle: 'Choose a passenger from the customer list',
    searchLabel: 'Search passengers',
    searchField: 'Name, email or cost centre',
    searchButton: 'Search',
    found: (n: number) => `${n} customers found`,
    picked: (name: string) => `${name}'s details are filled in below. You can still change them.`,
  },
} as const;

/** The route's postcode (Werk Langenhagen), which the trip details keep. */
const ROUTE_PLZ = '30855';

/** A customer of this test, as stored: the form is compared with it. */
interface StoredCustomer {
  vorname: string;
  name: string;
  email: string;
  mobil: string;
  kst: string;
  bereich: string;
  strasse: string;
  plz: string;
}

/**
 * A customer of 52460 of this test alone: the seeded ones are changed by other specs running
 * beside it (a booking writes its passenger back, edit-link.spec moves a department).
 */
async function storeOwn(page: Page, customer: StoredCustomer): Promise<StoredCustomer> {
  await storeCustomer(page.request, DEMO_COMPANIES.mtu.firmenId, {
    anredeId: 2,
    ...customer,
    ort: customer.plz === ROUTE_PLZ ? 'Langenhagen' : 'Hannover',
  });
  return customer;
}

/** The street a pick brings: only where the customer lives at the route's postcode. */
const streetOf = (customer: StoredCustomer) => (customer.plz === ROUTE_PLZ ? customer.strasse : '');

for (const lang of ['de', 'en'] as const) {
  test(`52460 (${lang}): a passenger picked from the customer list on the trip details is booked`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    const flow = FLOW_TEXT[lang];
    if (lang === 'en') await setLanguage(page, 'en');
    await page.setViewportSize(lang === 'de' ? VIEWPORTS.phone : VIEWPORTS.desktop);
    await loginWithId(page, 'mtu');
    await page.getByRole('radio', { name: text.route }).check();
    await page.getByRole('button', { name: text.continueRoute }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: flow.steps.tripDetails }),
    ).toBeVisible();
    // The step count and order stay: route, trip details, summary, confirmation.
    const steps = page.getByRole('navigation', { name: text.stepsNav }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(1)).toContainText(flow.steps.tripDetails);

    // One lives at the route's postcode, the other in Hannover; found by the test's own mark.
    const mark = marker('Pick').replace(/-/g, '');
    const jonas = await storeOwn(page, {
      vorname: 'Jonas',
      name: `Brandt${mark}`,
      email: `jonas.${mark.toLowerCase()}@turbania.example`,
      mobil: '0151 2233445',
      kst: '4711',
      bereich: 'Flugbetrieb',
      strasse: 'Am Flugfeld 3',
      plz: ROUTE_PLZ,
    });
    const svenja = await storeOwn(page, {
      vorname: 'Svenja',
      name: `Kröger${mark}`,
      email: `svenja.${mark.toLowerCase()}@turbania.example`,
      mobil: '0160 9988776',
      kst: '5120',
      bereich: 'Entwicklung',
      strasse: 'Lister Meile 12',
      plz: '30161',
    });
    const nameOf = (k: StoredCustomer) => `${k.vorname} ${k.name}`;
    const list = page.getByRole('region', { name: text.listTitle });
    await expect(list).toBeVisible();
    const search = list.getByRole('search', { name: text.searchLabel });
    await search.getByRole('searchbox', { name: text.searchField }).fill(mark);
    await search.getByRole('button', { name: text.searchButton }).click();
    await expect(list.getByText(text.found(2))).toBeVisible();
    const field = (name: RegExp) => page.getByRole('textbox', { name });
    await list.getByRole('button', { name: flow.pickLabel(nameOf(svenja)) }).click();
    await expect(
      page.getByRole('status').filter({ hasText: text.picked(nameOf(svenja)) }),
    ).toBeVisible();
    await expect(field(flow.email)).toHaveValue(svenja.email);
    // The route fixes the place; a passenger who lives elsewhere brings no street.
    await expect(field(flow.postcode)).toHaveValue(ROUTE_PLZ);
    await expect(field(flow.street)).toHaveValue(streetOf(svenja));

    // Another pick replaces the first one's details.
    await list.getByRole('button', { name: flow.pickLabel(nameOf(jonas)) }).click();
    await expect(
      page.getByRole('status').filter({ hasText: text.picked(nameOf(jonas)) }),
    ).toBeVisible();
    const k = jonas;
    await expect(field(flow.firstName)).toBeFocused();
    await expect(field(flow.firstName)).toHaveValue(k.vorname);
    await expect(field(flow.lastName)).toHaveValue(k.name);
    await expect(field(flow.email)).toHaveValue(k.email);
    await expect(field(flow.mobile)).toHaveValue(k.mobil);
    await expect(page.getByRole('combobox', { name: flow.salutation })).not.toHaveValue(
      flow.chooseSalutation,
    );
    const cost = page.getByRole('group', { name: flow.costLegend });
    await expect(cost.getByRole('textbox', { name: flow.kst })).toHaveValue(k.kst);
    await expect(cost.getByRole('textbox', { name: flow.bereich })).toHaveValue(k.bereich);
    await expect(field(flow.postcode)).toHaveValue(ROUTE_PLZ);
    await expect(field(flow.street)).toHaveValue(streetOf(jonas));
    expect(streetOf(jonas)).not.toBe('');
    await expectNoAxeViolations(page);
    await saveScreenshot(
      page,
      `company-mtu-passenger-picked-${lang === 'de' ? '390-de' : '1280-en'}`,
    );

    // The ride is left to type (the passenger's fields stay editable, as typed ones are).
    if (lang === 'de') await fillOutboundRide(page, 12, '09:15');
    else {
      await page
        .getByLabel(flow.date)
        .first()
        .fill(typedDate(daysAhead(12), lang));
      await page.getByLabel(flow.time).first().fill(typedTime('09:15', lang));
    }
    await page
      .getByRole('group', { name: flow.timeKind })
      .first()
      .getByRole('radio', { name: flow.fixedTime })
      .check();
    await page.getByRole('button', { name: flow.next }).click();

    await expect(page.getByRole('heading', { level: 1, name: flow.steps.summary })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(new RegExp(nameOf(jonas))).first()).toBeVisible();
    await expect(main.getByText(k.email).first()).toBeVisible();
    await expect(main.getByText(k.mobil).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(
      page,
      `company-mtu-passenger-summary-${lang === 'de' ? '390-de' : '1280-en'}`,
    );
    await bookNow(page, lang);
    // Booked for the customer of the list (as neuerAuftrag's pick does), not as a new one.
    const stored = await page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('Buchung') ?? 'null') as {
          kundeStamm: { id: number | null; vorname: string; name: string };
        } | null,
    );
    expect(stored?.kundeStamm.id).toBeTruthy();
    expect(`${stored?.kundeStamm.vorname} ${stored?.kundeStamm.name}`).toBe(nameOf(jonas));
  });
}
