// A scripted visitor session for the field data: several page views on a phone-sized window, each
// with a tap and some typing (for INP), then left, so the app's reporter (src/app/web-vitals.ts)
// sends its beacon to POST /api/vitals. The beacon leaves with the page, out of the automation's
// sight: what arrived is read from the database afterwards. Returns the number of page views.
const PAGES = ['/start', '/kontakt', '/tracking', '/flugauskunft', '/logistik', '/neukunde'];

export async function vitalsSession(browser, base, { rounds = 2 } = {}) {
  let pageViews = 0;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
  });
  try {
    for (let round = 0; round < rounds; round++) {
      for (const path of PAGES) {
        const page = await context.newPage();
        await page.goto(`${base}${path}`, { waitUntil: 'load' });
        // The reporter loads the library when the browser is idle after the load event, then marks it.
        await page.waitForFunction(
          () => performance.getEntriesByName('web-vitals:observing').length > 0,
          null,
          { timeout: 15_000 },
        );
        // Typing into the first field, as a visitor starting on a form would.
        const field = page.getByRole('textbox').first();
        if (await field.count()) {
          await field.tap();
          await page.keyboard.type('Ha');
        } else await page.getByRole('heading', { level: 1 }).first().tap();
        await page.waitForTimeout(300);
        await page.goto('about:blank');
        // The beacon is on its way once the page is gone; closing the tab at once could cancel it.
        await page.waitForTimeout(300);
        pageViews += 1;
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  return { pageViews };
}
