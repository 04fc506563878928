import type { Page } from '@playwright/test';
import { chunkPathOf } from '../../support/build-manifest';
import { expect, test } from '../../support/fixtures';

/**
 * Blocks JavaScript chunks that were not needed for the first page, i.e. the lazily loaded
 * chunks of other screens; with `only`, just that chunk. `times` limits how many requests are
 * aborted.
 */
async function blockNewChunks(page: Page, loaded: Set<string>, times: number, only?: string) {
  let aborted = 0;
  await page.route('**/assets/*.js', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!loaded.has(path) && (!only || path === only) && aborted < times) {
      aborted += 1;
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  return () => aborted;
}

async function openStartAndCollectChunks(page: Page) {
  const loaded = new Set<string>();
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) loaded.add(path);
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await page.waitForLoadState('networkidle');
  return new Set(loaded);
}

/** Counts full page loads (document requests) from now on. */
function countDocumentLoads(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') count += 1;
  });
  return () => count;
}

test('a failed chunk load reloads the page once, into the page the user asked for', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|ERR_FAILED|dynamically imported module/);
  const loaded = await openStartAndCollectChunks(page);
  const documentLoads = countDocumentLoads(page);
  // The contact page's own chunk: a chunk the start page loads when idle (web vitals) must not
  // take the one failure.
  const contactChunk = chunkPathOf('src/features/contact/route.tsx');
  const aborted = await blockNewChunks(page, loaded, 1, contactChunk);

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Kontakt' })
    .click();

  await expect(page).toHaveURL(/\/kontakt$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Kontakt' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.waitForLoadState('networkidle');
  expect(aborted()).toBe(1);
  expect(documentLoads()).toBe(1);
  await expect(page.getByRole('heading', { name: /konnte nicht geladen werden/ })).toHaveCount(0);
});

test('a chunk that keeps failing reloads only once, then shows a message (no loop)', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|ERR_FAILED|dynamically imported module/);
  const loaded = await openStartAndCollectChunks(page);
  const documentLoads = countDocumentLoads(page);
  await blockNewChunks(page, loaded, Number.POSITIVE_INFINITY);

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Logistik' })
    .click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Seite konnte nicht geladen werden' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/logistik$/);
  // The layout stays usable around the message.
  await expect(page.getByRole('link', { name: /24-Stunden-Hotline/ })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(documentLoads()).toBe(1);
});
