import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { failUntilRecovered } from '../../support/hold-back';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { createBooking, createCustomer } from './api-bookings';
import { csvFields, loginWithId } from './helpers';

/**
 * Issue 29: the company's lists on PrimeReact's DataTable, in German and English. A click on a
 * column's heading sorts (aria-sort on that heading only), a long list is paged with PrimeReact's
 * paginator (labelled in the site's language), the CSV export has the table's rows in the
 * table's order, and every state passes axe at 390 and 1280 px.
 */

test.describe.configure({ timeout: 180_000 });

const TEXT = { de, en } as const;
type Lang = keyof typeof TEXT;
const LETTERS = 'ABCDEFGHIJKL';
const fmt = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{?(\w+)\}?\}/g, (_, key: string) => String(values[key] ?? ''));

/** A word of this run only, so that exactly this test's entries match a search. */
const runTag = (prefix: string) => `${prefix}${Date.now().toString(36).replace(/\d/g, 'x')}`;

/** The letters that end the tagged names in these cells, top to bottom. */
async function lettersIn(cells: Locator, tag: string): Promise<string> {
  const texts = await cells.allInnerTexts();
  return texts.map((text) => new RegExp(`${tag}([A-L])`).exec(text)?.[1] ?? '?').join('');
}

/** A tablet held sideways: narrower than the booked rides' columns. */
const TABLET = { width: 1024, height: 768 };

/** Every table on the page shows all its columns or cards without a sideways scroll of its own. */
async function expectTablesFit(page: Page) {
  for (const table of await page.getByRole('table').all()) {
    const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
      scrollWidth: element.parentElement?.scrollWidth ?? 0,
      clientWidth: element.parentElement?.clientWidth ?? 0,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  }
}

/** Every choice shows its whole value: a long one wraps rather than ending in "…". */
async function expectChoicesWhole(page: Page) {
  for (const combobox of await page.getByRole('combobox').all()) {
    const cut = await combobox.evaluate((input) => {
      // The combobox is PrimeReact's hidden input; the value shows in the widget around it.
      const widget = input.parentElement!.parentElement!;
      return Array.from(widget.querySelectorAll('*'))
        .filter((part) => part.textContent?.trim() && part.clientWidth > 1)
        .filter((part) => part.scrollWidth > part.clientWidth + 1)
        .map((part) => part.textContent);
    });
    expect(cut, 'choices cut off').toEqual([]);
  }
}

async function checkAtEveryWidth(page: Page, shot: string) {
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `${shot}-1280`);
  await page.setViewportSize(TABLET);
  await expectTablesFit(page);
  await saveScreenshot(page, `${shot}-1024`);
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectTablesFit(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, `${shot}-390`);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectChoicesWhole(page);
  await saveScreenshot(page, `${shot}-320`);
  await page.setViewportSize(VIEWPORTS.desktop);
}

for (const lang of ['de', 'en'] as const satisfies Lang[]) {
  const t = TEXT[lang];
  const rides = t.company.rides;
  const customers = t.company.customers;
  const aria = t.common.widgets.aria;

  test(`booked rides (${lang}): sorted by a heading, paged, exported in the table's order; axe`, async ({
    page,
  }) => {
    await setLanguage(page, lang);
    await loginWithId(page, 'reinsurerA');
    // Twelve rides a day apart whose passengers' names run the other way (L first).
    const tag = runTag('Sortfeld');
    for (let i = 0; i < 12; i += 1)
      await createBooking(page.request, { surname: `${tag}${LETTERS[11 - i]}`, inDays: 30 + i });
    await page.goto(`/buchung/gebuchte-fahrten?suche=${tag}`);
    const table = page.getByRole('table', { name: rides.caption });
    const passengers = table.getByRole('cell').filter({ hasText: tag });
    await expect(
      page.getByRole('status').filter({ hasText: fmt(rides.count_other, { count: 12 }) }),
    ).toBeVisible();

    // By outbound date (the default): only that heading says how it is sorted.
    const byDate = table.getByRole('columnheader', { name: rides.columns.ride });
    const byName = table.getByRole('columnheader', { name: rides.columns.passenger });
    await expect(byDate).toHaveAttribute('aria-sort', 'ascending');
    await expect(byName).not.toHaveAttribute('aria-sort');
    await expect.poll(() => lettersIn(passengers, tag)).toBe('LKJIHGFEDC');

    // A click on the passenger's heading sorts by name; Enter on it again turns the order.
    await byName.getByRole('button', { name: rides.columns.passenger }).click();
    await expect(page).toHaveURL(/sortierung=name(&|$)/);
    await expect(byName).toHaveAttribute('aria-sort', 'ascending');
    // Announced too: screen readers do not reliably read a changed aria-sort.
    const sorted = (direction: string) =>
      page.getByRole('status').filter({
        hasText: fmt(t.common.table.sorted, { column: rides.columns.passenger, direction }),
      });
    await expect(sorted(t.common.table.ascending)).toHaveCount(1);
    await expect(byDate).not.toHaveAttribute('aria-sort');
    await expect.poll(() => lettersIn(passengers, tag)).toBe('ABCDEFGHIJ');
    await byName.getByRole('button', { name: rides.columns.passenger }).press('Enter');
    await expect(page).toHaveURL(/sortierung=nameAb/);
    await expect(byName).toHaveAttribute('aria-sort', 'descending');
    await expect(sorted(t.common.table.descending)).toHaveCount(1);
    await expect.poll(() => lettersIn(passengers, tag)).toBe('LKJIHGFEDC');

    // Ten to a page: the paginator's next page shows the last two.
    const pages = page.getByRole('navigation', { name: rides.pagerLabel });
    await expect(pages).toContainText(fmt(t.common.table.position, { page: 1, pages: 2 }));
    await pages.getByRole('button', { name: aria.nextPageLabel }).click();
    await expect(page).toHaveURL(/seite=2/);
    await expect.poll(() => lettersIn(passengers, tag)).toBe('BA');
    await expect(
      pages.getByRole('button', { name: fmt(aria.pageLabel, { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(pages).toContainText(fmt(t.common.table.position, { page: 2, pages: 2 }));
    await checkAtEveryWidth(page, `company-lists-rides-${lang}`);

    // The file has all twelve, in the table's order, and the outcome is announced.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: rides.export.button }).click();
    const csv = await readFile(await (await downloading).path());
    const names = csv
      .subarray(3)
      .toString('utf8')
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((row) => csvFields(row, lang)[3]);
    expect(names).toEqual([...LETTERS].reverse().map((letter) => `Lena ${tag}${letter}`));
    const outcome = page
      .getByRole('status')
      .filter({ hasText: fmt(rides.export.done_other, { count: 12 }) });
    await expect(outcome).toBeVisible();
    // Opaque, so the page beneath does not show through its words.
    await expect(outcome).toHaveCSS('opacity', '1');
    await checkAtEveryWidth(page, `company-lists-rides-toast-${lang}`);
  });

  test(`customers (${lang}): sorted by a heading, paged; axe`, async ({ page }) => {
    await setLanguage(page, lang);
    await loginWithId(page, 'reinsurerA');
    // Twelve customers of one department of this run, their towns in the other order.
    const tag = runTag('Abt');
    for (let i = 0; i < 12; i += 1)
      await createCustomer(page.request, {
        vorname: 'Kim',
        name: `${tag}${LETTERS[i]}`,
        bereich: tag,
        ort: `Stadt ${LETTERS[11 - i]}`,
      });
    await page.goto(`/buchung/kunde?bereich=${tag}`);
    const table = page.getByRole('table', { name: customers.caption });
    const names = table.getByRole('rowheader');
    await expect(page.getByText(fmt(customers.count_other, { count: 12 }))).toBeVisible();
    const byName = table.getByRole('columnheader', { name: customers.columns.name });
    const byTown = table.getByRole('columnheader', { name: customers.columns.place });
    await expect(byName).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => lettersIn(names, tag)).toBe('ABCDEFGHIJ');

    await byTown.getByRole('button').click();
    await expect(byTown).toHaveAttribute('aria-sort', 'ascending');
    await expect(byName).not.toHaveAttribute('aria-sort');
    await expect.poll(() => lettersIn(names, tag)).toBe('LKJIHGFEDC');
    await page
      .getByRole('navigation', { name: customers.pagerLabel })
      .getByRole('button', { name: aria.nextPageLabel })
      .click();
    await expect.poll(() => lettersIn(names, tag)).toBe('BA');
    await expect(page).toHaveURL(/sortierung=ortAuf/);

    // Back to the name, then the other way round (a new order starts on the first page).
    await byName.getByRole('button').click();
    await byName.getByRole('button').click();
    await expect(byName).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => lettersIn(names, tag)).toBe('LKJIHGFEDC');
    // The row's action names its customer.
    await expect(
      table.getByRole('link', { name: fmt(customers.editLabel, { name: `Kim ${tag}L` }) }),
    ).toBeVisible();
    // A new search keeps the order chosen.
    const filter = page.getByRole('search', { name: customers.searchLabel });
    await filter.getByRole('searchbox', { name: customers.search }).fill('Kim');
    await filter.getByRole('button', { name: t.common.actions.search }).click();
    await expect(page).toHaveURL(/suche=Kim/);
    await expect(byName).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => lettersIn(names, tag)).toBe('LKJIHGFEDC');
    await checkAtEveryWidth(page, `company-lists-customers-${lang}`);
  });

  test(`a cancellation in the dialog (${lang}): Escape keeps it, a failure is retried in place, a double click cancels once; axe`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 500/);
    const edit = t.company.edit;
    await setLanguage(page, lang);
    await loginWithId(page, 'reinsurerA');
    const voucher = await createBooking(page.request, { surname: runTag('Storno'), inDays: 20 });
    await page.goto(`/buchung/gebuchte-fahrten?suche=${voucher}`);
    await page
      .getByRole('link', { name: fmt(rides.openLabel, { action: t.common.actions.edit, voucher }) })
      .click();
    const returnRide = page.getByRole('article', { name: edit.rueckfahrt });

    // The dialog takes the focus (on the safe choice); Escape closes it and gives it back.
    const opener = returnRide.getByRole('button', { name: edit.cancelLeg });
    await opener.click();
    const legDialog = page.getByRole('dialog', { name: edit.confirmLegTitle });
    await expect(legDialog).toBeVisible();
    await expect(legDialog.getByRole('button', { name: t.company.dialog.keep })).toBeFocused();
    await checkAtEveryWidth(page, `company-lists-cancel-dialog-${lang}`);
    await page.keyboard.press('Escape');
    await expect(legDialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(returnRide).not.toContainText(t.company.legStatus['5']);

    // The first call fails: the dialog stays with the failure, confirming again sends again.
    let failFirst = true;
    await page.route(/\/api\/Buchung\/PosStornieren\//, (route) => {
      if (!failFirst) return route.continue();
      failFirst = false;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"internal"}',
      });
    });
    await opener.click();
    await legDialog.getByRole('button', { name: edit.cancelLeg }).click();
    await expect(legDialog.getByRole('alert')).toContainText(t.failures.server);
    await legDialog.getByRole('button', { name: edit.cancelLeg }).click();
    await expect(legDialog).toBeHidden();
    await expect(returnRide).toContainText(t.company.legStatus['5']);
    await expect(page.getByRole('status').filter({ hasText: edit.legCancelled })).toBeVisible();

    // A double click on the dialog's button cancels the booking with one call.
    const cancels: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && /\/api\/Buchung\/Stornieren\//.test(request.url()))
        cancels.push(request.url());
    });
    await page.getByRole('button', { name: edit.cancelBooking }).click();
    const bookingDialog = page.getByRole('dialog', { name: edit.confirmBookingTitle });
    await bookingDialog.getByRole('button', { name: edit.cancelBooking }).dblclick();
    await expect(page.getByText(edit.locked.cancelled)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: edit.bookingCancelled })).toBeVisible();
    expect(cancels).toHaveLength(1);
    await checkAtEveryWidth(page, `company-lists-cancelled-${lang}`);
  });
}

/*
 * A search, a sort or a page is a new URL but not a new page: on a phone, where the list starts
 * far below the filters, the view stays where the user pressed, and so does the focus.
 */
test('on a phone, paging, sorting and searching keep the view and the focus where they were', async ({
  page,
}) => {
  const rides = de.company.rides;
  const customers = de.company.customers;
  const aria = de.common.widgets.aria;
  await page.setViewportSize(VIEWPORTS.phone);
  await loginWithId(page, 'reinsurerA');
  const tag = runTag('Blick');
  for (let i = 0; i < 12; i += 1) {
    await createBooking(page.request, { surname: `${tag}${LETTERS[i]}`, inDays: 30 + i });
    await createCustomer(page.request, {
      vorname: 'Kim',
      name: `${tag}${LETTERS[i]}`,
      bereich: tag,
      ort: 'Hannover',
    });
  }

  await page.goto(`/buchung/gebuchte-fahrten?suche=${tag}`);
  const ridePages = page.getByRole('navigation', { name: rides.pagerLabel });
  const nextRides = ridePages.getByRole('button', { name: aria.nextPageLabel });
  await nextRides.click();
  await expect(page).toHaveURL(/seite=2/);
  await expect(ridePages).toContainText(fmt(de.common.table.position, { page: 2, pages: 2 }));
  await expect(ridePages).toBeInViewport();
  // "Next" is disabled on the last page: the focus goes to the page shown, not to the page's top.
  await expect(nextRides).toBeDisabled();
  await expect(
    ridePages.getByRole('button', { name: fmt(aria.pageLabel, { page: 2 }) }),
  ).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(
    ridePages.getByRole('button', { name: fmt(aria.pageLabel, { page: 1 }) }),
  ).toBeFocused();
  const byName = page
    .getByRole('columnheader', { name: rides.columns.passenger })
    .getByRole('button', { name: rides.columns.passenger });
  await byName.click();
  await expect(page).toHaveURL(/sortierung=name(&|$)/);
  await expect(byName).toBeInViewport();
  await expect(byName).toBeFocused();

  const filter = page.getByRole('search', { name: rides.filterLabel });
  const search = filter.getByRole('button', { name: de.common.actions.search });
  await filter.getByRole('searchbox', { name: rides.search }).fill(`${tag}K`);
  await search.click();
  await expect(page).toHaveURL(new RegExp(`suche=${tag}K`));
  await expect(
    page.getByRole('status').filter({ hasText: fmt(rides.count_one, { count: 1 }) }),
  ).toBeVisible();
  await expect(search).toBeFocused();
  await expect(search).toBeInViewport();
  const reset = filter.getByRole('button', { name: de.common.actions.reset });
  await reset.click();
  await expect(page).not.toHaveURL(/suche=/);
  await expect(filter.getByRole('searchbox', { name: rides.search })).toHaveValue('');
  await expect(reset).toBeFocused();

  await page.goto(`/buchung/kunde?bereich=${tag}`);
  const customerSearch = page.getByRole('search', { name: customers.searchLabel });
  await customerSearch.getByRole('searchbox', { name: customers.search }).fill(`${tag}B`);
  const find = customerSearch.getByRole('button', { name: de.common.actions.search });
  await find.click();
  await expect(page).toHaveURL(new RegExp(`suche=${tag}B`));
  // The address changes before the page renders its search: the fields follow the address
  // then, and a field cleared before that would be filled again. The result comes after.
  await expect(
    page.getByRole('status').filter({ hasText: fmt(customers.count_one, { count: 1 }) }),
  ).toBeVisible();
  await expect(find).toBeFocused();
  await customerSearch.getByRole('searchbox', { name: customers.search }).fill('');
  await find.click();
  const customerPages = page.getByRole('navigation', { name: customers.pagerLabel });
  await customerPages.getByRole('button', { name: aria.nextPageLabel }).click();
  await expect(page).toHaveURL(/seite=2/);
  await expect(customerPages).toBeInViewport();
  // Back in the browser: the fields show that URL's search again.
  await page.goBack();
  await page.goBack();
  await expect(customerSearch.getByRole('searchbox', { name: customers.search })).toHaveValue(
    `${tag}B`,
  );
});

test('a list that failed to load is asked for again in place; the focus stays with the list', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 503/);
  await loginWithId(page, 'vehicleGroup');
  const recover = await failUntilRecovered(page, /\/api\/Buchung\/Liste\//);
  await page.goto('/buchung/gebuchte-fahrten');
  const retry = page.getByRole('button', { name: de.common.actions.retry });
  await retry.focus();
  recover();
  await page.keyboard.press('Enter');
  const count = page.getByRole('status').filter({ hasText: /Buchung(en)? gefunden/ });
  await expect(count).toBeVisible();
  // Not the page's body, where the next Tab would start at the top: the list's outcome.
  await expect(page.locator(':focus')).toContainText(await count.innerText());
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: de.company.rides.export.button })).toBeFocused();
});
