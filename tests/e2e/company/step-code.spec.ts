import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { APP_CODE, holdBack } from '../../support/hold-back';
import { loginWithId } from './helpers';

/**
 * On a slow line the company wizard's first step must not wait for chunks it could have asked for
 * earlier, nor share the line with the code of steps that come later.
 */

const PASSENGER_STEP_CODE = /\/assets\/passenger-step-[^/]+\.js$/;
const PICKER_CODE = /\/assets\/passenger-picker-[^/]+\.js$/;
const LATER_STEP_CODE = /\/assets\/destination-step-[^/]+\.js$/;

/** The URLs `page` asks for that match `pattern`, as they go out. */
function requestsTo(page: Page, pattern: RegExp): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) asked.push(request.url());
  });
  return asked;
}

test('the passenger step asks for its picker with its own code, not after it', async ({ page }) => {
  await loginWithId(page, 'vehicleGroup');
  const releaseStep = await holdBack(page, PASSENGER_STEP_CODE);
  // The step's lists on their way too: the picker must not wait for them either.
  const releaseLists = await holdBack(page, /\/api\//);
  const picker = requestsTo(page, PICKER_CODE);
  await page.reload();
  await expect.poll(() => picker.length).toBeGreaterThan(0);
  releaseLists();
  releaseStep();
  await expect(page.getByRole('search', { name: 'Fahrgast suchen' })).toBeVisible();
});

/**
 * Waits until the page on screen has fetched the later steps' code: a preload it would start while
 * the next page loads must not count as that page's.
 */
async function untilLaterStepsFetched(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        (source) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
        LATER_STEP_CODE.source,
      ),
    )
    .toBe(true);
}

test("the later steps' code waits until the step on screen has its own", async ({ page }) => {
  await loginWithId(page, 'vehicleGroup');
  await untilLaterStepsFetched(page);
  const release = await holdBack(page, PICKER_CODE);
  const later = requestsTo(page, LATER_STEP_CODE);
  const listsLoaded = page.waitForResponse(/\/api\/Kunde\/Anrede/);
  await page.reload();
  await listsLoaded;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  // Lists here, the app idle, the picker still on its way: time enough for a preload that did
  // not wait.
  await page.waitForTimeout(1500);
  expect(later).toEqual([]);
  release();
  await expect(page.getByRole('search', { name: 'Fahrgast suchen' })).toBeVisible();
  await expect.poll(() => later.length).toBeGreaterThan(0);
});

test("the first step's page asks for the step's and its picker's code with the app's", async ({
  page,
}) => {
  await loginWithId(page, 'vehicleGroup');
  const release = await holdBack(page, APP_CODE);
  const picker = page.waitForRequest(PICKER_CODE);
  const step = page.waitForRequest(PASSENGER_STEP_CODE);
  await page.reload({ waitUntil: 'commit' });
  await Promise.all([picker, step]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.getByRole('search', { name: 'Fahrgast suchen' })).toBeVisible();
});
