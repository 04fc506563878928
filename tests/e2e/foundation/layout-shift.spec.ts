import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { holdBack } from '../../support/hold-back';
import { pageWithoutScript } from '../../support/page-without-script';
import { chooseTariff, startBooking } from '../private-booking/helpers';

/*
 * Nothing on a public page moves while it loads (issue 13: CLS < 0.05). The icon font, which
 * comes late on a phone, is held back here until the page is hydrated, so a shift it could cause
 * (its fallback has other widths) happens in view of the observer.
 */

const PAGES = [
  '/start',
  '/kontakt',
  '/logistik',
  '/neukunde',
  '/tracking',
  '/flugauskunft',
  '/impressum',
  '/gibt-es-nicht',
];

/** The target (Lighthouse's "good" CLS). */
const MAX_SHIFT = 0.05;

/** Sums the page's layout shifts not caused by input (as CLS does, without session windows). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const sums = window as unknown as { layoutShift: number };
    sums.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) sums.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

for (const path of PAGES) {
  test(`${path} does not shift while the icon font arrives and the page hydrates (phone)`, async ({
    page,
    consoleGuard,
  }) => {
    // The not-found page answers 404, which Chromium logs.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 404/);
    // Lighthouse's phone: a line that only just fits at this width wraps while the font loads.
    await page.setViewportSize({ width: 412, height: 823 });
    const shifted = await watchLayoutShifts(page);
    const releaseFont = await holdBack(page, /\/assets\/primeicons-[^/]+\.woff2$/);
    // The load event waits for the held-back font.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    releaseFont();
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    // Two frames: a shift is reported after the frame it happened in.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await shifted()).toBeLessThan(MAX_SHIFT);
  });
}

/** Where `locator`'s top is on the page. */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

/**
 * The steps that show the visitor's request above their body, how a visitor gets there, and the
 * body's top while the prices load: the tariff step's spinner; the trip details' form, which does
 * not wait for them.
 */
const STEPS_WITH_REQUEST = [
  {
    step: "tariff step's",
    reach: (page: Page) => startBooking(page),
    body: (page: Page) => page.getByRole('status').filter({ hasText: 'Wird geladen' }),
  },
  {
    step: "trip details'",
    reach: async (page: Page) => {
      await startBooking(page);
      await chooseTariff(page);
    },
    body: (page: Page) => page.getByText('Mit * gekennzeichnete Felder sind Pflichtfelder.'),
  },
];

for (const { step, reach, body } of STEPS_WITH_REQUEST) {
  test(`the ${step} body stays where the page painted it when the visitor's request comes in (phone)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await reach(page);
    // The page as painted before any code: its frame has no draft, only the request's place.
    const { page: frame, close } = await pageWithoutScript(browser, {
      viewport: { width: 412, height: 823 },
    });
    await frame.goto(page.url());
    const loadingInFrame = await topOf(
      frame.getByRole('status').filter({ hasText: 'Wird geladen' }),
    );
    await close();
    // The app draws the request from the draft before the prices arrive: held back here.
    const releasePrices = await holdBack(page, /\/api\/Preis\//);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Ihre Anfrage' })).toContainText('Hannover');
    const bodyInApp = await topOf(body(page));
    expect(Math.abs(bodyInApp - loadingInFrame)).toBeLessThanOrEqual(2);
    releasePrices();
  });
}
