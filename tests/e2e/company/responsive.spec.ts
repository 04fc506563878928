import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { loginWithId } from './helpers';

const TEXT = { de, en } as const;

/** At 390 px no company screen is wider than the phone: wide tables scroll inside their region. */

test.describe.configure({ timeout: 120_000 });

/** The spacing WCAG 1.4.12 asks content to bear, as its test bookmarklets set it. */
const WCAG_TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

test('company screens fit a 390 px phone', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await loginWithId(page, 'reinsurerA');
  for (const [path, heading] of [
    ['/buchung/neuer-auftrag', 'Fahrgast'],
    ['/buchung/gebuchte-fahrten', 'Gebuchte Fahrten'],
    ['/buchung/kunde', 'Kunden'],
    ['/buchung/preisabfrage', 'Preisabfrage'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scroll width`).toBeLessThanOrEqual(390);
    await saveScreenshot(page, `company-phone-${path.split('/').pop()}-390`);
  }
});

/**
 * Issue 15: at 390 px the rows of the booked rides and the customers are cards with their action
 * in view (it sat at x = 870 px, reachable only by scrolling the table sideways), and the outbound
 * column no longer wraps one word per line; the table, its row headers and column headers stay
 * for assistive technology, and at 1280 px it is a table with visible column headings.
 */
for (const { path, heading, table, action, labels } of [
  {
    path: '/buchung/gebuchte-fahrten?status=alle',
    heading: 'Gebuchte Fahrten',
    table: 'Gebuchte Fahrten Ihres Unternehmens',
    action: /^(Bearbeiten|Ansehen): Buchung \w+$/,
    labels: ['Fahrgast', 'Hinfahrt', 'Rückfahrt', 'Status', 'Preis'],
  },
  {
    path: '/buchung/kunde',
    heading: 'Kunden',
    table: 'Kunden Ihres Unternehmens',
    action: /bearbeiten$/,
    labels: ['Kontakt', 'Abteilung', 'Kostenstelle', 'Ort'],
  },
] as const) {
  test(`${heading}: each row is a card with its action in view at 390 px, a table at 1280 px`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await loginWithId(page, 'reinsurerA');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const list = page.getByRole('table', { name: table });
    const rows = list.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(1);
    for (const row of await rows.all()) {
      const link = row.getByRole('link', { name: action });
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      expect(box, 'the row action').not.toBeNull();
      expect(box!.x, 'action starts inside the phone').toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, 'action ends inside the phone').toBeLessThanOrEqual(390);
      // One card per row, no wider than the phone.
      const card = await row.boundingBox();
      expect(card!.width).toBeLessThanOrEqual(390);
    }
    // The cells keep their column headers for screen readers.
    await expect(list.getByRole('columnheader').first()).toBeAttached();
    // Each value is shown with its column's label (generated text, hidden from screen readers,
    // which announce the column header) and uses the card's width instead of one word a line.
    const cells = rows.first().getByRole('cell');
    const shown = await cells.evaluateAll((all) =>
      all.map((cell) => getComputedStyle(cell, '::before').content),
    );
    for (const label of labels) expect(shown.join(' ')).toContain(`"${label}"`);
    expect(await cells.first().ariaSnapshot(), 'the label is not read out twice').not.toContain(
      labels[0],
    );
    for (const cell of await cells.all())
      expect(
        (await cell.boundingBox())!.width,
        'a card cell uses the width of the phone',
      ).toBeGreaterThan(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `company-cards-${heading === 'Kunden' ? 'customers' : 'rides'}-390`);

    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(list.getByRole('columnheader').first()).toBeVisible();
    const head = await list.getByRole('columnheader').nth(1).boundingBox();
    const second = await list.getByRole('columnheader').nth(2).boundingBox();
    expect(second!.x, 'columns side by side on a desktop').toBeGreaterThan(head!.x);
    // The whole table fits the desktop: no column (price, action) hidden behind a sideways scroll.
    const region = page.getByRole('region', { name: table });
    expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    // WCAG 2.1 text spacing (1.4.12): with the user's wider letters, words, lines and paragraphs,
    // the table still fits, its row actions in view.
    await page.addStyleTag({ content: WCAG_TEXT_SPACING });
    await expect
      .poll(() => region.evaluate((box) => box.scrollWidth - box.clientWidth))
      .toBeLessThanOrEqual(0);
    await saveScreenshot(
      page,
      `company-cards-${heading === 'Kunden' ? 'customers' : 'rides'}-1280-text-spacing`,
    );
    await page.reload();
    await expect(list.getByRole('columnheader').first()).toBeVisible();
    await saveScreenshot(
      page,
      `company-cards-${heading === 'Kunden' ? 'customers' : 'rides'}-1280`,
    );
  });
}

/**
 * On a phone the search and a page of customers stand between the passenger step's top and the
 * form for a new passenger: a button under the list's heading takes the focus and the page there.
 */
for (const lang of ['de', 'en'] as const) {
  const passenger = TEXT[lang].company.passenger;
  test(`the passenger step skips to a new passenger's form at 390 px (${lang}); axe`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await setLanguage(page, lang);
    await loginWithId(page, 'reinsurerA');
    await page.goto('/buchung/neuer-auftrag');
    const list = page.getByRole('region', { name: passenger.pickTitle });
    await expect(list.getByRole('table', { name: passenger.caption })).toBeVisible();
    const form = page.getByRole('heading', { level: 2, name: passenger.newTitle });
    await expect(form).not.toBeInViewport();

    await list.getByRole('button', { name: passenger.toNewForm }).click();
    await expect(form).toBeFocused();
    await expect(form).toBeInViewport();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `company-phone-new-passenger-${lang}-390`);
    // Tab goes on into the form.
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('region', { name: passenger.newTitle }).locator(':focus'),
    ).toBeVisible();
  });
}
