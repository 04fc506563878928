import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { chooseOption } from '../../support/widgets';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { DEMO_COMPANIES, loginWithId } from './helpers';

/**
 * Tab 3, Preisabfrage: airport, postcode and town -> what one ride costs the company, as its
 * booking is priced (docs/decisions/0005-company-long-distance-per-km.md).
 */

test.describe.configure({ timeout: 90_000 });

test('a price inquiry with validation; axe and screenshots', async ({ page }) => {
  await loginWithId(page, 'vehicleGroup');
  await page
    .getByRole('navigation', { name: 'Bereiche des Firmenkontos' })
    .getByRole('link', { name: 'Preisabfrage' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preisabfrage' })).toBeVisible();
  await page.getByRole('button', { name: 'Preis berechnen' }).click();
  await expect(page.getByRole('textbox', { name: /^PLZ/ })).toHaveAttribute('aria-invalid', 'true');
  await chooseOption(page.getByRole('combobox', { name: /^Flughafen/ }), /\(HAJ\)$/);
  await page.getByRole('textbox', { name: /^PLZ/ }).fill('38440');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Wolfsburg');
  await page.getByRole('button', { name: 'Preis berechnen' }).click();
  const result = page.getByRole('region', {
    name: /Preise für 38440 Wolfsburg ab Hannover \(HAJ\)/,
  });
  await expect(result).toBeVisible();
  await expect(result).toContainText(/Entfernung: [\d,]+ km/);
  await expect(result.getByRole('row')).toHaveCount(4);
  // The prices the booking's tariff step offers for that ride (the company's zone tariff), not
  // its per-km rows: before, the inquiry quoted those in every zone.
  const zone = await page.request.get(
    `/api/Preis/FirmaHaj/${DEMO_COMPANIES.vehicleGroup.firmenId}/38440?flughafen=HAJ`,
  );
  const { preise } = (await zone.json()) as { preise: { preisCent: number }[] };
  await expect(result.getByRole('cell')).toHaveText(
    preise.map(
      ({ preisCent }) => new RegExp(`^${(preisCent / 100).toFixed(2).replace('.', ',')}\\s€$`),
    ),
  );
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'company-price-1280');
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'company-price-390');
  // The smallest phones (WCAG reflow, 320 px): the result table fits, its heading wraps.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await saveScreenshot(page, 'company-price-320');
});

test('52460 has no price inquiry tab', async ({ page }) => {
  await loginWithId(page, 'mtu');
  await expect(
    page
      .getByRole('navigation', { name: 'Bereiche des Firmenkontos' })
      .getByRole('link', { name: 'Preisabfrage' }),
  ).toHaveCount(0);
  await page.goto('/buchung/preisabfrage');
  await expect(page).toHaveURL(/\/buchung\/mtu-tarifauswahl$/);
});

/** The texts of the price inquiry in both languages (public/locales: company.price). */
const TEXT = {
  de: {
    tabs: 'Bereiche des Firmenkontos',
    tab: 'Preisabfrage',
    airport: /^Flughafen/,
    postcode: /^PLZ/,
    city: /^Ort/,
    submit: 'Preis berechnen',
    result: (place: string, iata: string) => new RegExp(`Preise für ${place} ab .+ \\(${iata}\\)`),
    anyResult: /^Preise für /,
    outdated: /Diese Preise gelten für Ihre vorherige Eingabe/,
    postcodeError: 'Bitte geben Sie eine gültige fünfstellige Postleitzahl ein.',
    notServed: /Von diesem Flughafen fahren wir für Ihre Firma nicht/,
  },
  en: {
    tabs: 'Company account sections',
    tab: 'Price inquiry',
    airport: /^Airport/,
    postcode: /^Postcode/,
    city: /^City/,
    submit: 'Calculate price',
    result: (place: string, iata: string) =>
      new RegExp(`Prices for ${place} from .+ \\(${iata}\\)`),
    anyResult: /^Prices for /,
    outdated: /These prices are for your previous input/,
    postcodeError: 'Please enter a valid five-digit German postcode.',
    notServed: /We do not serve this airport for your company/,
  },
} as const;

async function openPriceInquiry(page: Page, lang: 'de' | 'en'): Promise<void> {
  const text = TEXT[lang];
  await page
    .getByRole('navigation', { name: text.tabs })
    .getByRole('link', { name: text.tab })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: text.tab })).toBeVisible();
}

for (const lang of ['de', 'en'] as const) {
  test(`51632 asks from its own airports only, Bremen preselected (${lang})`, async ({ page }) => {
    const text = TEXT[lang];
    if (lang === 'en') await setLanguage(page, 'en');
    // Bremen and Hamburg only (GET /Firma/Flughafen/51632).
    await loginWithId(page, 'hiddenB');
    await openPriceInquiry(page, lang);
    const airport = page.getByRole('combobox', { name: text.airport });
    await expect(airport).toHaveValue('Bremen (BRE)');
    await airport.press('ArrowDown');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'Bremen (BRE)',
      'Hamburg (HAM)',
    ]);
    await airport.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();

    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/Preis/Km')) asked.push(request.postDataJSON().von);
    });
    await page.getByRole('textbox', { name: text.postcode }).fill('80331');
    await page.getByRole('textbox', { name: text.city }).fill('München');
    await page.getByRole('button', { name: text.submit }).click();
    const fromBremen = page.getByRole('region', { name: text.result('80331 München', 'BRE') });
    await expect(fromBremen.getByRole('row')).toHaveCount(4);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `company-price-51632-${lang}-1280`);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, `company-price-51632-${lang}-390`);
    await page.setViewportSize(VIEWPORTS.desktop);

    await chooseOption(airport, 'Hamburg (HAM)');
    await page.getByRole('button', { name: text.submit }).click();
    await expect(
      page.getByRole('region', { name: text.result('80331 München', 'HAM') }).getByRole('row'),
    ).toHaveCount(4);
    expect(asked).toEqual(['BRE', 'HAM']);
  });

  test(`an answer that no longer fits the form is gone on a new question, marked while typing (${lang})`, async ({
    page,
  }) => {
    const text = TEXT[lang];
    if (lang === 'en') await setLanguage(page, 'en');
    // Any company: the first of its airports (Hannover here) is preselected.
    await loginWithId(page, 'vehicleGroup');
    await openPriceInquiry(page, lang);
    const postcode = page.getByRole('textbox', { name: text.postcode });
    const city = page.getByRole('textbox', { name: text.city });
    const submit = page.getByRole('button', { name: text.submit });
    await postcode.fill('30159');
    await city.fill('Hannover');
    await submit.click();
    const hannover = page.getByRole('region', { name: text.result('30159 Hannover', 'HAJ') });
    await expect(hannover.getByRole('row')).toHaveCount(4);
    await expect(hannover.getByText(text.outdated)).toHaveCount(0);

    // QA: a new question that cannot be asked showed the field error above the old answer.
    await postcode.fill('1234a');
    await submit.click();
    await expect(postcode).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode).toHaveAccessibleDescription(text.postcodeError);
    await expect(page.getByRole('region', { name: text.anyResult })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `company-price-refused-${lang}-1280`);

    // Asked again, then changed but not asked yet: the answer says it is for the previous input.
    await postcode.fill('30159');
    await submit.click();
    await expect(hannover.getByRole('row')).toHaveCount(4);
    await city.fill('Hannover-Linden');
    await expect(hannover.getByText(text.outdated)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `company-price-outdated-${lang}-1280`);
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, `company-price-outdated-${lang}-390`);
    await page.setViewportSize(VIEWPORTS.desktop);
    // Back to what was asked: the answer fits again.
    await city.fill('Hannover');
    await expect(hannover.getByText(text.outdated)).toHaveCount(0);

    // A new answer replaces it, not marked.
    await postcode.fill('28195');
    await city.fill('Bremen');
    await submit.click();
    const bremen = page.getByRole('region', { name: text.result('28195 Bremen', 'HAJ') });
    await expect(bremen.getByRole('row')).toHaveCount(4);
    await expect(bremen.getByText(text.outdated)).toHaveCount(0);
    await expect(page.getByRole('region', { name: text.anyResult })).toHaveCount(1);
  });
}

test('an airport the server refuses is said at the airport field', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/);
  // The server answers 400 with a field error on von for an airport the company does not serve
  // (a list changed since the page loaded); the page says so at the field, in its own words.
  await page.route('**/api/Preis/Km', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'validation',
        message: 'Die Eingaben sind ungültig.',
        fieldErrors: [
          { path: 'von', code: 'unknownValue', message: 'Dieser Wert ist nicht zulässig.' },
        ],
      }),
    }),
  );
  await loginWithId(page, 'hiddenB');
  await openPriceInquiry(page, 'de');
  await page.getByRole('textbox', { name: /^PLZ/ }).fill('80331');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('München');
  await page.getByRole('button', { name: 'Preis berechnen' }).click();
  const airport = page.getByRole('combobox', { name: /^Flughafen/ });
  await expect(airport).toHaveAttribute('aria-invalid', 'true');
  await expect(airport).toHaveAccessibleDescription(TEXT.de.notServed);
  await expect(airport).toBeFocused();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a company without airports is told so instead of an empty choice', async ({ page }) => {
  await page.route('**/api/Firma/Flughafen/*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
  );
  await loginWithId(page, 'hiddenB');
  await openPriceInquiry(page, 'de');
  await expect(
    page.getByText('Für Ihr Firmenkonto ist noch kein Flughafen hinterlegt.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Flughafen/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Preis berechnen' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
