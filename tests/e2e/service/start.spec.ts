import type { Page } from '@playwright/test';
import { DEMO_COMPANIES } from '../../../server/db/seed-fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { APP_CODE, holdBack } from '../../support/hold-back';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { KEPT_TYPING_KEY } from '../../../src/session/kept-typing';
import { expectStep, fillEntry, readDraft } from '../private-booking/helpers';
import { LANGS, literal, open, OTHER_LANG, switchLanguage, T, type Lang } from './helpers';

/** The start page's company login and its fields, in a language. */
function companyLogin(page: Page, lang: Lang) {
  const c = T[lang].companyLogin;
  const region = page.getByRole('region', { name: c.title });
  return {
    region,
    firmenId: region.getByRole('textbox', { name: literal(c.fields.firmenId) }),
    // A password field: no textbox role.
    zugangscode: region.getByLabel(literal(c.fields.zugangscode)),
    submit: region.getByRole('button', { name: T[lang].common.actions.login }),
  };
}

test.describe.configure({ timeout: 120_000 });

for (const lang of LANGS) {
  const t = T[lang];
  const s = t.start;

  test.describe(`start page (${lang})`, () => {
    test('booking entry and company login, services, airports and the service office', async ({
      page,
    }) => {
      await open(page, '/', lang);
      await expect(page.getByRole('heading', { level: 1, name: s.hero.title })).toBeVisible();
      await expect(page.locator('#buchen')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: t.companyLogin.title }),
      ).toBeVisible();

      const services = page.getByRole('region', { name: s.services.title });
      for (const [key, path] of [
        ['flightInfo', '/flugauskunft'],
        ['tracking', '/tracking'],
        ['logistics', '/logistik'],
        ['registration', '/neukunde'],
        ['contact', '/kontakt'],
      ] as const) {
        await expect(services.getByRole('link', { name: s.services[key].title })).toHaveAttribute(
          'href',
          path,
        );
      }

      const airports = page.getByRole('region', { name: s.airports.title });
      for (const code of ['HAJ', 'BRE', 'HAM', 'BER'] as const) {
        await expect(
          airports.getByRole('heading', { name: new RegExp(t.common.airports[code]) }),
        ).toBeVisible();
        await expect(
          airports.getByRole('link', {
            name: s.airports.arrivals.replace('{{airport}}', t.common.airports[code]),
          }),
        ).toHaveAttribute('href', `/flugauskunft?flughafen=${code}&art=ankunft`);
      }

      const office = page.getByRole('region', { name: s.office.title });
      await expect(office).toHaveAttribute('id', 'servicebuero');
      await expect(office.getByRole('link', { name: /0800/ })).toHaveAttribute(
        'href',
        /^tel:\+\d+$/,
      );
      await expect(office.getByRole('heading', { name: s.office.hoursTitle })).toBeVisible();
      await expect(office.getByRole('term')).toHaveCount(3);
      await expectNoAxeViolations(page);
    });

    test('the header’s Service link leads to #servicebuero', async ({ page }) => {
      await open(page, '/kontakt', lang);
      await page
        .getByRole('navigation', { name: t.layout.nav.label })
        .getByRole('link', { name: t.layout.nav.service, exact: true })
        .click();
      await expect(page).toHaveURL(/\/start#servicebuero$/);
      const office = page.locator('#servicebuero');
      await expect(office).toBeInViewport();
      await expect(office).toBeFocused();
    });

    test('opened at #servicebuero, the header marks Service as the current page', async ({
      page,
    }) => {
      // The prerendered page cannot know the hash; the app must correct the mark once it runs.
      await open(page, '/start#servicebuero', lang);
      const nav = page.getByRole('navigation', { name: t.layout.nav.label });
      await expect(
        nav.getByRole('link', { name: t.layout.nav.service, exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(
        nav.getByRole('link', { name: t.layout.nav.start, exact: true }),
      ).not.toHaveAttribute('aria-current', 'page');
    });

    test('the company login keeps what was typed over the language switch, never the access code', async ({
      page,
    }) => {
      const company = DEMO_COMPANIES.hiddenA;
      // What the switch kept for the reload, read before the app takes it back.
      await page.addInitScript((key) => {
        (window as { kept?: string | null }).kept = window.sessionStorage.getItem(key);
      }, KEPT_TYPING_KEY);
      await open(page, '/', lang);
      let from: Lang = lang;
      for (const [path, viewport] of [
        ['/', VIEWPORTS.phone],
        ['/start', VIEWPORTS.desktop],
      ] as const) {
        await page.setViewportSize(viewport);
        if (new URL(page.url()).pathname !== path) await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        await companyLogin(page, from).firmenId.fill(String(company.firmenId));
        await companyLogin(page, from).zugangscode.fill(company.zugangscode);
        await switchLanguage(page, from);
        from = OTHER_LANG[from];
        const login = companyLogin(page, from);
        await expect(login.firmenId).toHaveValue(String(company.firmenId));
        await expect(login.zugangscode).toHaveValue('');
        const kept = await page.evaluate(() => (window as { kept?: string | null }).kept ?? '');
        expect(kept).toContain(String(company.firmenId));
        expect(kept).not.toContain(company.zugangscode);
        expect(kept).not.toContain('zugangscode');
      }
    });

    test('a company login the server or the connection failed offers a retry in place that sends it again', async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 500|ERR_INTERNET_DISCONNECTED/);
      const company = DEMO_COMPANIES.hiddenA;
      const c = t.companyLogin;
      const sent: string[] = [];
      let answer: 'serverError' | 'noConnection' | 'server' = 'serverError';
      await page.route('**/api/Firma/LoginMitId/', async (route) => {
        sent.push(route.request().postData() ?? '');
        if (answer === 'serverError')
          return route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'internal', message: 'boom' }),
          });
        if (answer === 'noConnection') return route.abort('internetdisconnected');
        return route.fallback();
      });
      await open(page, '/start', lang);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const login = companyLogin(page, lang);
      await login.firmenId.fill(String(company.firmenId));
      await login.zugangscode.fill(company.zugangscode);
      await login.submit.click();

      const failure = login.region.getByRole('alert');
      const retry = login.region.getByRole('button', { name: t.common.actions.retry });
      await expect(failure).toContainText(c.errors.server);
      await expect(retry).toBeEnabled();
      await expect(login.firmenId).toHaveValue(String(company.firmenId));
      await expect(login.zugangscode).toHaveValue(company.zugangscode);
      await expectNoAxeViolations(page, { include: '#firmenlogin' });
      await login.region.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `company-login-retry-${lang}-1280`);
      await page.setViewportSize(VIEWPORTS.phone);
      await login.region.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `company-login-retry-${lang}-390`);

      // The connection lost: said as such, not "later", and the retry stays.
      answer = 'noConnection';
      await retry.click();
      await expect(failure).toContainText(c.errors.offline);
      await expect(failure).not.toContainText(lang === 'de' ? /später/ : /later/);
      await expect(retry).toBeEnabled();

      // Back again: the retry sends the same login, which signs in.
      answer = 'server';
      await retry.click();
      await expect(page).toHaveURL(/\/buchung\//);
      expect(sent).toHaveLength(3);
      expect(new Set(sent).size).toBe(1);
    });

    test('the entry forms sit side by side on a desktop and stack on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, '/start', lang);
      const entry = page.locator('#buchen');
      const login = page.getByRole('region', { name: t.companyLogin.title });
      await expect(login).toBeVisible();
      let a = await entry.boundingBox();
      let b = await login.boundingBox();
      expect(Math.abs((a?.y ?? 0) - (b?.y ?? 0))).toBeLessThan(40);
      expect(b?.x ?? 0).toBeGreaterThan((a?.x ?? 0) + (a?.width ?? 0) - 1);

      await page.setViewportSize({ width: 390, height: 844 });
      a = await entry.boundingBox();
      b = await login.boundingBox();
      expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
      await expectNoAxeViolations(page);
    });
  });
}

/*
 * The start forms are on the first screen from the prerendered HTML on and hydrate with the page.
 * What a visitor types or sends before the app's code has run is kept and carried out
 * (src/app/early-input.ts).
 */
test.describe('start page forms before the app runs', () => {
  test('both forms are hydrated in place and work in the very HTML the prerender sent', async ({
    page,
  }) => {
    // Notes whether a form's prerendered section leaves the page (rendered anew: a flash).
    await page.addInitScript(() => {
      const flags = window as unknown as { formReplaced?: boolean };
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes))
            if (
              node instanceof Element &&
              (node.matches('#buchen, #firmenlogin') || node.querySelector('#buchen, #firmenlogin'))
            )
              flags.formReplaced = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/start');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const booking = page.getByRole('region', { name: 'Transfer buchen' });
    const login = page.getByRole('region', { name: 'Firmenkunden-Login' });
    await expect(booking.getByLabel(/^PLZ/)).toBeVisible();
    await expect(booking.getByLabel(/^Ort/)).toBeVisible();
    await expect(login.getByRole('textbox', { name: /^Kundennummer/ })).toBeVisible();
    await expect(login.getByLabel(/^Zugangscode/)).toBeVisible();
    // The form checks its fields.
    await booking.getByRole('button', { name: 'Preise anzeigen' }).click();
    await expect(booking.getByText(/^Bitte korrigieren Sie \d+ markierte Felder\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/start$/);
    expect(
      await page.evaluate(() => (window as { formReplaced?: boolean }).formReplaced === true),
    ).toBe(false);
  });

  test('reached by a link in the app, the start page brings its forms at once', async ({
    page,
  }) => {
    await page.goto('/kontakt');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Start', exact: true })
      .click();
    const booking = page.getByRole('region', { name: 'Transfer buchen' });
    await booking.getByRole('button', { name: 'Preise anzeigen' }).click();
    await expect(booking.getByText(/^Bitte korrigieren Sie \d+ markierte Felder\.$/)).toBeVisible();
  });

  test('opened with a query that fills in the booking form, the page shows it filled in at once', async ({
    page,
  }) => {
    // The flight-info link; the prerendered HTML cannot know the query.
    await page.goto('/start?richtung=vomFlughafen&flughafen=BRE');
    const booking = page.getByRole('region', { name: 'Transfer buchen' });
    await expect(booking.getByRole('radio', { name: 'Bremen (BRE)' })).toBeChecked();
    await expect(booking.getByRole('radio', { name: 'Vom Flughafen' })).toBeChecked();
  });

  /** The booking form filled in on the prerendered page while the app's code is held back. */
  async function typeBookingBeforeAppCode(page: Page): Promise<() => void> {
    const release = await holdBack(page, APP_CODE);
    const appCode = page.waitForRequest(APP_CODE);
    await page.goto('/start', { waitUntil: 'commit' });
    await fillEntry(page, 'de', { plz: '30159', ort: 'Hannover' });
    // A native radio button: the browser takes the click before the app runs.
    await page.getByRole('radio', { name: 'Bremen (BRE)' }).check();
    await appCode;
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    return release;
  }

  /** The wizard's first step, with the typed address in the draft. */
  async function expectBookingCarriedOut(page: Page): Promise<void> {
    await expectStep(page, 'de', 0);
    const draft = await readDraft(page);
    expect(draft.hinfahrt.buchungAdresse).toMatchObject({ plz: '30159', ort: 'Hannover' });
    expect(draft.flughafen).toBe('BRE');
  }

  test('a booking typed and sent before the app’s code arrives is kept and carried out', async ({
    page,
  }) => {
    const release = await typeBookingBeforeAppCode(page);
    const booking = page.getByRole('region', { name: 'Transfer buchen' });
    await booking.getByRole('button', { name: 'Preise anzeigen' }).click();
    // Held by src/app/early-input.ts: the page stays, the typed values too.
    await expect(page).toHaveURL(/\/start$/);
    await expect(booking.getByLabel(/^Ort/)).toHaveValue('Hannover');
    release();
    await expectBookingCarriedOut(page);
  });

  test('a booking typed before the app’s code arrives and sent at any moment while the app starts is carried out', async ({
    page,
  }) => {
    const release = await typeBookingBeforeAppCode(page);
    // "Preise anzeigen" pressed in every task from the code's arrival until the app has
    // started, and once more right after: while the page hydrates, at its first commit and after
    // it, whatever a quick user or a slow phone can hit. What was typed must be the form's then.
    await page.evaluate(() => {
      const ticks = new MessageChannel();
      ticks.port1.onmessage = () => {
        document.querySelector<HTMLButtonElement>('#buchen button[type="submit"]')?.click();
        if (!document.documentElement.hasAttribute('data-hydrated')) ticks.port2.postMessage(null);
      };
      ticks.port2.postMessage(null);
    });
    release();
    await expectBookingCarriedOut(page);
  });

  test('a company login typed and sent before the app’s code arrives is sent once', async ({
    page,
  }) => {
    const company = DEMO_COMPANIES.reinsurerA;
    const release = await holdBack(page, APP_CODE);
    const appCode = page.waitForRequest(APP_CODE);
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Firma/LoginMitId')) logins.push(request.url());
    });
    await page.goto('/start', { waitUntil: 'commit' });
    const login = page.getByRole('region', { name: 'Firmenkunden-Login' });
    await login.getByRole('textbox', { name: /^Kundennummer/ }).fill(String(company.firmenId));
    await login.getByLabel(/^Zugangscode/).fill(company.zugangscode);
    await login.getByLabel(/^Zugangscode/).press('Enter');
    await appCode;
    await expect(page).toHaveURL(/\/start$/);
    expect(logins).toEqual([]);
    release();
    await expect(page).toHaveURL(/\/buchung\//);
    expect(logins).toHaveLength(1);
  });
});
