import { expect, test } from '../../support/fixtures';
import { holdBack } from '../../support/hold-back';
import { startBooking } from '../private-booking/helpers';

/*
 * Field data (issue 13, part 6): a page view ends with its Core Web Vitals stored through
 * POST /api/vitals. The beacon leaves with the page, so the check reads what the server stored
 * (test-only GET /api/test/vitals). The web-vitals library loads after the load event and the
 * first screen's calls, never with the first screen.
 */
const PAGE = '/barrierefreiheit';

test('leaving a page stores its LCP, INP and CLS; the library loads after the load event', async ({
  page,
  request,
}) => {
  const storedRows = async () =>
    (await (await request.get(`/api/test/vitals?page=${encodeURIComponent(PAGE)}`)).json()) as {
      id: number;
      name: string;
      value: number;
    }[];
  const before = Math.max(0, ...(await storedRows()).map((row) => row.id));

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reporter marks when it observes (src/app/web-vitals.ts, OBSERVING_MARK).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('web-vitals:observing').length))
    .toBe(1);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const library = performance
      .getEntriesByType('resource')
      .find((e) => /web-vitals/.test(e.name))!;
    return { loadEnd: navigation.loadEventEnd, libraryStart: library.startTime };
  });
  expect(timing.libraryStart).toBeGreaterThanOrEqual(timing.loadEnd);
  // An interaction for INP.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Tab');

  await page.goto('about:blank');
  await expect
    .poll(async () =>
      (await storedRows())
        .filter((row) => row.id > before)
        .map((row) => row.name)
        .sort(),
    )
    .toEqual(['CLS', 'INP', 'LCP']);
  for (const row of (await storedRows()).filter((r) => r.id > before))
    expect(row.value).toBeGreaterThanOrEqual(0);
});

test('the library waits for the first screen and its calls, which come after the load event', async ({
  page,
}) => {
  await startBooking(page);
  // On a slow line the load event comes before the app has its texts and renders; the tariff step
  // then asks for its prices. Both are held back here.
  const releaseTexts = await holdBack(page, /\/locales\/de\.json$/);
  const releasePrices = await holdBack(page, /\/api\/Preis\//);
  const libraryAsked = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /web-vitals/.test(entry.name)),
    );
  // Long enough for the library to come if it waited for less (two frames and an idle callback
  // after the load event or the first render): a few more of each.
  const settle = async () => {
    for (let round = 0; round < 5; round++)
      await page.evaluate(
        () =>
          new Promise<void>((done) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => requestIdleCallback(() => done())),
            ),
          ),
      );
  };

  await page.reload({ waitUntil: 'load' });
  await settle();
  expect(await libraryAsked()).toBe(false);

  releaseTexts();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('region', { name: 'Ihre Anfrage' })).toContainText('Hannover');
  await settle();
  expect(await libraryAsked()).toBe(false);

  releasePrices();
  await expect(page.getByRole('radio', { name: /Shuttle/ })).toBeVisible();
  await expect.poll(libraryAsked).toBe(true);
});
