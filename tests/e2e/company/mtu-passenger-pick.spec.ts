import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { bookNow, fillOutboundRide, FLOW_TEXT, typedDate, typedTime } from './booking-flow';
import { daysAhead, loginWithId } from './helpers';

/**
 * 52460 has no passenger step (its wizard starts at the route): its trip details offer the
 * company's customer list, as the other companies' first step does. Picking fills the passenger's
 * fields (still editable), and the booking is made for that customer of the list.
 */

test.describe.configure({ timeout: 150_000 });

const TEXT = {
  de: {
    route: /Werk Langenhagen ⇄ Flughafen Hannover, Shuttle/,
    continueRoute: 'Mit dieser Strecke weiter',
    listTitle: 'Fahrgast aus der Kundenliste wählen',
    picked: (name: string) =>
      `Die Angaben von ${name} sind unten eingetragen. Sie können sie noch ändern.`,
  },
  en: {
    route: /Langenhagen plant ⇄ Hanover Airport, shuttle/,
    continueRoute: 'Continue with this route',
    listTitle: 'Choose a passenger from the customer list',
    picked: (name: string) => `${name}'s details are filled in below. You can still change them.`,
  },
} as const;

/** Seeded customers of 52460 (server/db/seed-fixtures.ts). */
const PASSENGERS = {
  // Lives at the route's postcode (30855): the street comes with the pick.
  de: {
    name: 'Jonas Brandt',
    email: 'j.brandt@turbania.example',
    mobil: '+49 151 2000101',
    kst: '4711',
    bereich: 'Entwicklung',
    strasse: 'Am Flugfeld 3',
  },
  // Lives elsewhere (30159 Hannover): the route's place stays, the street is typed.
  en: {
    name: 'Svenja Kröger',
    email: 's.kroeger@turbania.example',
    mobil: '+49 151 2000102',
    kst: '4711',
    bereich: 'Entwicklung',
    strasse: '',
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`52460 (${lang}): a passenger picked from the customer list on the trip details is booked`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    const flow = FLOW_TEXT[lang];
    const p = PASSENGERS[lang];
    if (lang === 'en') await setLanguage(page, 'en');
    await page.setViewportSize(lang === 'de' ? VIEWPORTS.phone : VIEWPORTS.desktop);
    await loginWithId(page, 'mtu');
    await page.getByRole('radio', { name: text.route }).check();
    await page.getByRole('button', { name: text.continueRoute }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: flow.steps.tripDetails }),
    ).toBeVisible();
    // The step count and order stay: route, trip details, summary, confirmation.
    const steps = page.getByRole('navigation').getByRole('listitem');
    await expect(steps.filter({ hasText: new RegExp(`^${flow.steps.passenger}`) })).toHaveCount(0);

    const list = page.getByRole('region', { name: text.listTitle });
    await expect(list).toBeVisible();
    await list.getByRole('button', { name: flow.pickLabel(p.name) }).click();
    await expect(page.getByRole('status').filter({ hasText: text.picked(p.name) })).toBeVisible();
    const [vorname, name] = p.name.split(' ') as [string, string];
    await expect(page.getByRole('textbox', { name: flow.firstName })).toBeFocused();
    await expect(page.getByRole('textbox', { name: flow.firstName })).toHaveValue(vorname);
    await expect(page.getByRole('textbox', { name: flow.lastName })).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: flow.email })).toHaveValue(p.email);
    await expect(page.getByRole('textbox', { name: flow.mobile })).toHaveValue(p.mobil);
    await expect(page.getByRole('combobox', { name: flow.salutation })).not.toHaveValue(
      flow.chooseSalutation,
    );
    const cost = page.getByRole('group', { name: flow.costLegend });
    await expect(cost.getByRole('textbox', { name: flow.kst })).toHaveValue(p.kst);
    await expect(cost.getByRole('textbox', { name: flow.bereich })).toHaveValue(p.bereich);
    // The route fixes the place; the street only comes with a passenger who lives there.
    await expect(page.getByRole('textbox', { name: flow.postcode })).toHaveValue('30855');
    await expect(page.getByRole('textbox', { name: flow.street })).toHaveValue(p.strasse);
    await expectNoAxeViolations(page);
    await saveScreenshot(
      page,
      `company-mtu-passenger-picked-${lang === 'de' ? '390-de' : '1280-en'}`,
    );

    // Still editable: the user completes (or changes) what the list did not bring.
    await page.getByRole('textbox', { name: flow.mobile }).fill('+49 151 2000199');
    if (!p.strasse) await page.getByRole('textbox', { name: flow.street }).fill('Werkstraße 1');
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
    await expect(main.getByText(new RegExp(p.name)).first()).toBeVisible();
    await expect(main.getByText(p.email).first()).toBeVisible();
    await expect(main.getByText('+49 151 2000199').first()).toBeVisible();
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
    expect(`${stored?.kundeStamm.vorname} ${stored?.kundeStamm.name}`).toBe(p.name);
  });
}
