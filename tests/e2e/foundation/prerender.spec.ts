import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { APP_CODE, holdBack } from '../../support/hold-back';
import { pageWithoutScript } from '../../support/page-without-script';
import { chooseTariff, expectStep, readDraft, startBooking } from '../private-booking/helpers';

/*
 * The first screen comes as HTML (issue 13, part 2): readable before and without JavaScript,
 * in the language the user chose, then hydrated by React without a second render.
 */

const PAGES = [
  {
    path: '/',
    de: 'Entspannt zum Flughafen',
    en: 'Relaxed to the airport',
    title: { de: 'Flughafentransfer buchen', en: 'Book an airport transfer' },
  },
  { path: '/kontakt', de: 'Kontakt', en: 'Contact', title: { de: 'Kontakt', en: 'Contact' } },
  {
    path: '/logistik',
    de: 'Logistik',
    en: 'Logistics',
    title: { de: 'Logistik und Kurierdienst', en: 'Logistics and courier service' },
  },
  {
    path: '/tracking',
    de: 'Buchung verfolgen',
    en: 'Track your booking',
    title: { de: 'Buchung verfolgen', en: 'Track your booking' },
  },
  {
    path: '/impressum',
    de: 'Impressum',
    en: 'Legal notice',
    title: { de: 'Impressum', en: 'Legal notice' },
  },
];

/** The document title a page sets: its own title and the brand (src/ui/use-page-title.ts). */
const documentTitle = (page: string) => `${page} | AirportShuttle`;

for (const { path, de, title } of PAGES) {
  test(`${path} shows its heading and title without JavaScript (German by default)`, async ({
    browser,
  }) => {
    const { page, close } = await pageWithoutScript(browser);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(de);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(documentTitle(title.de));
    await close();
  });
}

test('with the language cookie the English page is sent: no German first', async ({ browser }) => {
  const { page, close } = await pageWithoutScript(browser, { language: 'en' });
  for (const { path, en, title } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(en);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(documentTitle(title.en));
  }
  await close();
});

test('the not-found page is prerendered too and answers 404', async ({ browser }) => {
  const { page, close } = await pageWithoutScript(browser);
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle('Seite nicht gefunden'));
  await close();
});

for (const language of ['de', 'en'] as const) {
  test(`a private step's URL shows the step's frame before any script runs (${language})`, async ({
    browser,
  }) => {
    const { page, close } = await pageWithoutScript(
      browser,
      language === 'en' ? { language: 'en' } : {},
    );
    await page.goto('/privat-buchung/reise-details');
    const [heading, steps, current] =
      language === 'de'
        ? ['Reisedetails', 'Buchungsschritte', 'Schritt 2 von 5: Reisedetails']
        : ['Trip details', 'Booking steps', 'Step 2 of 5: Trip details'];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(documentTitle(heading));
    const indicator = page.getByRole('navigation', { name: steps });
    await expect(indicator.getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('status').filter({ hasText: current })).toBeAttached();
    // The step itself needs the visitor's draft and the lists: loading until the app runs.
    await expect(page.getByRole('main').getByRole('status').last()).toBeVisible();
    await close();
  });
}

test("the company area's URL gets the layout as its placeholder (the area needs the login)", async ({
  browser,
}) => {
  const { page, close } = await pageWithoutScript(browser);
  await page.goto('/buchung/neuer-auftrag');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await close();
});

/** A second tab that comes back to a wizard step with the draft of `page`'s booking (a reload). */
async function visitorWithDraft(page: Page, browser: Browser, { tariffChosen = false } = {}) {
  await startBooking(page);
  if (tariffChosen) await chooseTariff(page);
  const draft = await readDraft(page);
  const context = await browser.newContext();
  await context.addInitScript(
    (stored) => window.sessionStorage.setItem('Buchung', stored),
    JSON.stringify(draft),
  );
  return { visitor: await context.newPage(), close: () => context.close() };
}

/** The URLs `page` asks for that match `pattern`, as they go out. */
function requestsTo(page: Page, pattern: RegExp): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) asked.push(request.url());
  });
  return asked;
}

test("a wizard's shell asks for the code of its steps at once, not after the entry ran", async ({
  page,
  browser,
  request,
}) => {
  const step = '/privat-buchung/tarif-auswahl';
  const preloadsOf = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(
        /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
      ),
    ].map((match) => match[1]!);
  // Beyond what every page preloads (the entry's own chunks, and the not-found page's little):
  const everyPage = new Set(await preloadsOf('/seite-gibt-es-nicht'));
  const preloaded = (await preloadsOf(step)).filter((href) => !everyPage.has(href));
  expect(preloaded.length).toBeGreaterThan(1);
  // A visitor who comes back to the step in this tab (a reload) has the draft already.
  const { visitor, close } = await visitorWithDraft(page, browser);
  const requested = new Set<string>();
  visitor.on('request', (sent) => requested.add(new URL(sent.url()).pathname));
  await visitor.goto(step);
  await expectStep(visitor, 'de', 0);
  // Every chunk it preloads is one the step runs: nothing is fetched for nothing.
  expect(preloaded.filter((href) => !requested.has(href))).toEqual([]);
  await close();
});

test('a public page is painted before it asks for its code: until then the page has the line', async ({
  page,
}) => {
  // The page's styles are inside it; a slow stylesheet of the test's own keeps it from painting.
  await page.route('**/kontakt', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      '</head>',
      '<link rel="stylesheet" href="/assets/held-back.css"></head>',
    );
    await route.fulfill({ response, body });
  });
  const styles = /\/assets\/held-back\.css$/;
  let releaseStyles = () => {};
  const held = new Promise<void>((resolve) => (releaseStyles = resolve));
  await page.route(styles, async (route) => {
    await held;
    await route.fulfill({ contentType: 'text/css', body: '' });
  });
  const asked = requestsTo(page, /\/assets\/start-app-[^/]+\.js$|\/locales\/de\.json$/);
  const styled = page.waitForRequest(styles);
  await page.goto('/kontakt', { waitUntil: 'commit' });
  await styled;
  // Its head read, the stylesheet on its way: time enough for a preload that did not wait.
  await page.waitForTimeout(1000);
  expect(asked).toEqual([]);
  releaseStyles();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(asked).toHaveLength(2);
});

test('a prerendered page carries its styles: it is styled without a stylesheet request', async ({
  page,
}) => {
  const asked = requestsTo(page, /\.css(\?|$)/);
  await page.route(/\.css(\?|$)/, (route) => route.abort());
  await page.goto('/start', { waitUntil: 'commit' });
  // The layout's header bar: a white page without the stylesheet.
  await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  expect(asked).toEqual([]);
});

test("a wizard step's code comes with the app's, not after the app has run and asked for it", async ({
  page,
  browser,
}) => {
  const { visitor, close } = await visitorWithDraft(page, browser);
  const release = await holdBack(visitor, APP_CODE);
  const stepCode = visitor.waitForRequest(/\/assets\/tariff-step-[^/]+\.js$/);
  await visitor.goto('/privat-buchung/tarif-auswahl', { waitUntil: 'commit' });
  await stepCode;
  await expect(visitor.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expectStep(visitor, 'de', 0);
  await close();
});

test("the app hydrates a step's frame, then shows the step with its heading in focus", async ({
  page,
  browser,
  consoleGuard,
}) => {
  const { visitor, close } = await visitorWithDraft(page, browser);
  const messages: string[] = [];
  visitor.on('console', (message) => messages.push(message.text()));
  await visitor.goto('/privat-buchung/tarif-auswahl');
  await expectStep(visitor, 'de', 0);
  await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Tarif wählen' })).toBeFocused();
  expect(messages.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  expect(consoleGuard.messages()).toEqual([]);
  await close();
});

test("a step's page without a draft sends the visitor to the start page", async ({ page }) => {
  await page.goto('/privat-buchung/zusammenfassung');
  await expect(page).toHaveURL(/\/start$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Entspannt zum Flughafen/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zusammenfassung' })).toHaveCount(0);
});

test("the other steps' code is fetched only once the step on screen has its lists", async ({
  page,
  browser,
}) => {
  const { visitor, close } = await visitorWithDraft(page, browser);
  const asked = requestsTo(visitor, /\/assets\/trip-details-step-[^/]+\.js$/);
  const release = await holdBack(visitor, /\/api\/Buchung\/Extras/);
  await visitor.goto('/privat-buchung/tarif-auswahl');
  await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(visitor.getByRole('status').first()).toBeVisible();
  // Loaded, idle and the list still on its way: time enough for a preload that did not wait.
  await visitor.waitForTimeout(1500);
  expect(asked).toEqual([]);
  release();
  await expect(visitor.getByRole('radio').first()).toBeVisible();
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await close();
});

test("the tariff step shows the visitor's request while its tariffs and code still load", async ({
  page,
  browser,
}) => {
  const { visitor, close } = await visitorWithDraft(page, browser);
  const releaseTariffs = await holdBack(visitor, /\/api\/Preis\//);
  const releaseCode = await holdBack(visitor, /\/assets\/tariff-step-[^/]+\.js$/);
  await visitor.goto('/privat-buchung/tarif-auswahl');
  const request = visitor.getByRole('region', { name: 'Ihre Anfrage' });
  await expect(request).toContainText('Zum Flughafen Hannover');
  await expect(request.getByRole('link', { name: 'Anfrage ändern' })).toBeVisible();
  await expect(visitor.getByRole('status').first()).toBeVisible();
  await expect(visitor.getByRole('radio')).toHaveCount(0);
  releaseTariffs();
  releaseCode();
  await expect(visitor.getByRole('radio').first()).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Ihre Anfrage' })).toHaveCount(1);
  await close();
});

test("the trip details show the visitor's request while the form's lists and code still load", async ({
  page,
  browser,
}) => {
  const { visitor, close } = await visitorWithDraft(page, browser, { tariffChosen: true });
  const releaseLists = await holdBack(visitor, /\/api\/Kunde\/Anrede/);
  const releaseCode = await holdBack(visitor, /\/assets\/trip-details-step-[^/]+\.js$/);
  await visitor.goto('/privat-buchung/reise-details');
  const request = visitor.getByRole('region', { name: 'Ihre Anfrage' });
  await expect(request).toContainText('Zum Flughafen Hannover');
  await expect(request.getByRole('link', { name: 'Anfrage ändern' })).toBeVisible();
  await expect(visitor.getByRole('status').first()).toBeVisible();
  await expect(visitor.getByLabel(/^Vorname/)).toHaveCount(0);
  releaseLists();
  releaseCode();
  await expect(visitor.getByLabel(/^Vorname/)).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Ihre Anfrage' })).toHaveCount(1);
  await close();
});

test("a reload of a later step asks for that step's code, not the first step's", async ({
  page,
  browser,
}) => {
  const { visitor, close } = await visitorWithDraft(page, browser, { tariffChosen: true });
  const asked = requestsTo(visitor, /\/assets\/tariff-step-[^/]+\.js$/);
  const release = await holdBack(visitor, /\/api\/Buchung\/Extras/);
  await visitor.goto('/privat-buchung/reise-details');
  await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', '');
  await visitor.waitForTimeout(1500);
  // Before the machine took the URL its step is the first one: that code is not asked for.
  expect(asked).toEqual([]);
  release();
  await expectStep(visitor, 'de', 1);
  await expect(visitor.getByLabel(/^Vorname/)).toBeVisible();
  await close();
});

test("a step's page carries its step's styles: the trip details form asks for no stylesheet", async ({
  page,
  browser,
}) => {
  const { visitor, close } = await visitorWithDraft(page, browser, { tariffChosen: true });
  const asked = requestsTo(visitor, /\.css(\?|$)/);
  await visitor.goto('/privat-buchung/reise-details');
  await expectStep(visitor, 'de', 1);
  await expect(visitor.getByLabel(/^Vorname/)).toBeVisible();
  expect(asked).toEqual([]);
  await close();
});

test("a page's icon is part of the page: no request of its own", async ({ request }) => {
  const html = await (await request.get('/kontakt')).text();
  expect(html).toMatch(/<link\s+rel="icon"\s+type="image\/svg\+xml"\s+href="data:image\/svg\+xml,/);
  expect(html).not.toContain('href="/favicon.svg"');
});

test("a wizard's shell asks for the whole texts file at once, not after the entry ran", async ({
  page,
}) => {
  const release = await holdBack(page, APP_CODE);
  const texts = page.waitForRequest('**/locales/de.json');
  await page.goto('/privat-buchung/tarif-auswahl', { waitUntil: 'commit' });
  // The steps render with the whole file: it is on its way while the entry still loads.
  await texts;
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
});

/**
 * Notes in the page whether an element matching `selector` was ever taken out of the document:
 * the app rendered it anew instead of hydrating the server's.
 */
async function watchForRemoved(page: Page, selector: string) {
  type Flags = { prerenderedRemoved?: boolean };
  await page.addInitScript((watched) => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.removedNodes))
          if (node instanceof Element && (node.matches(watched) || node.querySelector(watched)))
            (window as Flags).prerenderedRemoved = true;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return {
    removed: () => page.evaluate(() => (window as Flags).prerenderedRemoved === true),
    forget: () => page.evaluate(() => ((window as Flags).prerenderedRemoved = false)),
  };
}

for (const language of ['de', 'en'] as const) {
  test(`the prerendered pages hydrate in place, without hydration errors (${language})`, async ({
    page,
    consoleGuard,
  }) => {
    if (language === 'en')
      await page.addInitScript(() => window.localStorage.setItem('langCode', 'en'));
    const main = await watchForRemoved(page, 'main');
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    for (const { path, de, en } of [
      ...PAGES,
      { path: '/flugauskunft', de: 'Flugauskunft', en: 'Flight information' },
      { path: '/neukunde', de: 'Neukunde werden', en: 'Become a customer' },
      { path: '/start', de: 'Entspannt zum Flughafen', en: 'Relaxed to the airport' },
    ]) {
      // The first visit of the English user writes the cookie; from then on the page is English.
      const textsFile = page.waitForResponse(`**/locales/${language}.json`);
      await page.goto(path);
      await textsFile;
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        language === 'de' ? de : en,
      );
      expect(await main.removed(), `${path}: React rendered anew instead of hydrating`).toBe(
        path === PAGES[0]!.path && language === 'en',
      );
      await main.forget();
    }
    expect(messages.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
    // The console guard fails the test on any console error as well.
    expect(consoleGuard.messages()).toEqual([]);
  });
}

/** Every public page the prerender writes (the wizards' shells are only their frame). */
const PUBLIC_PATHS = [
  ...PAGES.map((entry) => entry.path),
  '/start',
  '/neukunde',
  '/flugauskunft',
  '/datenschutz',
  '/befoerderungsbedingungen',
  '/barrierefreiheit',
];

for (const language of ['de', 'en'] as const) {
  for (const path of PUBLIC_PATHS) {
    test(`${path} is accessible as the prerender sent it, before its code runs (${language})`, async ({
      page,
    }) => {
      await page
        .context()
        .addCookies([{ name: 'langCode', value: language, url: test.info().project.use.baseURL! }]);
      const release = await holdBack(page, APP_CODE);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page);
      await expect(page.locator('html'), 'the app ran').not.toHaveAttribute('data-hydrated');
      release();
    });
  }
}

test('a page opened in a background tab (no frames painted) starts its app all the same', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/kontakt');
  // Set by the app once it has rendered (src/main.tsx).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
});

test('what is typed before the app is ready is kept: a slow phone still finds its booking', async ({
  page,
}) => {
  // The app's code arrives late; meanwhile the user fills in the prerendered tracking form.
  const release = await holdBack(page, APP_CODE);
  // Module scripts hold DOMContentLoaded back: wait for the page's HTML only.
  await page.goto('/tracking', { waitUntil: 'commit' });
  const voucher = page.getByRole('textbox', { name: /^Buchungsnummer/ });
  await voucher.fill('TRK7P2MQ9A');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Sommerfeld');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(voucher).toHaveValue('TRK7P2MQ9A');
  await page.getByRole('button', { name: 'Buchung anzeigen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Buchung TRK7P2MQ9A' })).toBeVisible();
});

test('a form sent before the app is ready is sent once the app owns it, not lost', async ({
  page,
}) => {
  const release = await holdBack(page, APP_CODE);
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Buchung/Detail/TRK7P2MQ9A')) lookups.push(request.url());
  });
  await page.goto('/tracking', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: /^Buchungsnummer/ }).fill('TRK7P2MQ9A');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Sommerfeld');
  await page.getByRole('textbox', { name: /^Nachname/ }).press('Enter');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Buchung TRK7P2MQ9A' })).toBeVisible();
  expect(lookups).toHaveLength(1);
});

/*
 * English stored in the browser but no language cookie (cleared cookies, or a browser that keeps
 * storage but refuses cookies): the server sends German, and the app draws the page anew in
 * English. What was typed and sent on the German page goes to its English twin.
 */
async function fillGermanTrackingBeforeTheApp(page: Page) {
  await page.addInitScript(() => {
    if (!document.cookie.includes('langCode=')) window.localStorage.setItem('langCode', 'en');
  });
  const release = await holdBack(page, APP_CODE);
  await page.goto('/tracking', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('textbox', { name: /^Buchungsnummer/ }).fill('TRK7P2MQ9A');
  await page.getByRole('textbox', { name: /^Nachname/ }).fill('Sommerfeld');
  return release;
}

test('typed on the German page before the app ran, kept when the app draws it in English', async ({
  page,
}) => {
  const release = await fillGermanTrackingBeforeTheApp(page);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('textbox', { name: /^Booking number/ })).toHaveValue('TRK7P2MQ9A');
  await expect(page.getByRole('textbox', { name: /^Passenger's surname/ })).toHaveValue(
    'Sommerfeld',
  );
  await page.getByRole('button', { name: 'Show booking' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Booking TRK7P2MQ9A' })).toBeVisible();
});

test('sent on the German page before the app ran, sent once when the app draws it in English', async ({
  page,
}) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/Buchung/Detail/TRK7P2MQ9A')) lookups.push(request.url());
  });
  const release = await fillGermanTrackingBeforeTheApp(page);
  await page.getByRole('textbox', { name: /^Nachname/ }).press('Enter');
  release();
  await expect(page.getByRole('heading', { level: 2, name: 'Booking TRK7P2MQ9A' })).toBeVisible();
  expect(lookups).toHaveLength(1);
});

test('the start page shows both forms with their fields without JavaScript, styled', async ({
  browser,
}) => {
  const { page, close } = await pageWithoutScript(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/start');
  const booking = page.getByRole('region', { name: 'Transfer buchen' });
  const login = page.getByRole('region', { name: 'Firmenkunden-Login' });
  await expect(booking.getByLabel(/^PLZ/)).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Preise anzeigen' })).toBeVisible();
  await expect(login.getByRole('textbox', { name: /^Kundennummer/ })).toBeVisible();
  await expect(login.getByRole('button', { name: /Anmelden/ })).toBeVisible();
  // With the defaults the form starts with (its library sets them only once its code runs).
  await expect(booking.getByRole('radio', { name: 'Zum Flughafen' })).toBeChecked();
  await expect(booking.getByRole('spinbutton', { name: /^Erwachsene/ })).toHaveValue('1');
  await expect(booking.getByRole('spinbutton', { name: /^Kinder/ })).toHaveValue('0');
  await expect(login.getByRole('radio', { name: 'Kundennummer' })).toBeChecked();
  // The forms' own styles come with the page, not with their code: postcode and town share a
  // row of the booking form's grid on a desktop.
  const postcode = await booking.getByLabel(/^PLZ/).boundingBox();
  const town = await booking.getByLabel(/^Ort/).boundingBox();
  expect(Math.abs((postcode?.y ?? 0) - (town?.y ?? 1000))).toBeLessThan(2);
  await close();
});

test('a prerendered page is styled from its first paint, without any script', async ({
  browser,
}) => {
  const { page, close } = await pageWithoutScript(browser);
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/start', '/kontakt', '/privat-buchung/tarif-auswahl']) {
    await page.goto(path);
    // The layout's styles: the main navigation is a row on a desktop, not a list.
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const start = await navigation.getByRole('link', { name: 'Start', exact: true }).boundingBox();
    const contact = await navigation.getByRole('link', { name: 'Kontakt' }).boundingBox();
    expect(Math.abs((start?.y ?? 0) - (contact?.y ?? 1000)), path).toBeLessThan(2);
  }
  await close();
});
