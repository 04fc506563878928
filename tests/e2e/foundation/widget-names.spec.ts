import type { Locator } from '@playwright/test';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { createBooking, createCustomer } from '../company/api-bookings';
import { loginWithId } from '../company/helpers';
import { LANGS, literal, open, T } from '../service/helpers';

/*
 * What PrimeReact's widgets tell assistive technology beyond their text: a table's sort icons
 * are no unnamed images (the heading's button and aria-sort say it all), and a choice's list is
 * named after its field, not "Auswahlliste" for every list of the page.
 */

test.describe.configure({ timeout: 120_000 });

/** No heading of the table holds an image (the sort icons are hidden), and some can sort. */
async function expectNoImagesInHeadings(table: Locator) {
  await expect(table.getByRole('columnheader').first()).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader').getByRole('button').first()).toBeVisible();
  await expect(table.getByRole('columnheader').getByRole('img')).toHaveCount(0);
}

for (const lang of LANGS) {
  const t = T[lang];

  test(`the flight table's sort icons are no unnamed images (${lang})`, async ({ page }) => {
    await open(page, `/flugauskunft?flughafen=HAM&art=abflug&datum=${berlinDay(1)}`, lang);
    await expectNoImagesInHeadings(page.getByRole('table'));
  });

  test(`the company's tables' sort icons are no unnamed images (${lang})`, async ({ page }) => {
    const tag = `Iconfeld${Date.now().toString(36).replace(/\d/g, 'x')}`;
    await createBooking(page.request, { surname: tag, inDays: 20 });
    await createCustomer(page.request, { vorname: 'Kim', name: tag, bereich: tag, ort: 'Celle' });
    await setLanguage(page, lang);
    await loginWithId(page, 'reinsurerA');
    await page.goto(`/buchung/gebuchte-fahrten?suche=${tag}`);
    await expectNoImagesInHeadings(page.getByRole('table', { name: t.company.rides.caption }));
    await page.goto(`/buchung/kunde?bereich=${tag}`);
    await expectNoImagesInHeadings(page.getByRole('table', { name: t.company.customers.caption }));
  });

  test(`a choice's list is named after its field (${lang})`, async ({ page }) => {
    await open(page, '/neukunde', lang);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    for (const name of [t.common.fields.salutation, t.registration.fields.country]) {
      const field = page.getByRole('combobox', { name: literal(name) });
      await field.focus();
      await field.press('ArrowDown');
      const list = page.getByRole('listbox', { name: literal(name) });
      await expect(list).toBeVisible();
      await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
    }
  });
}
