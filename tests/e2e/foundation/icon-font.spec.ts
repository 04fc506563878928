import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { loginWithId } from '../company/helpers';
import { expectStep, TEXT, toSummary } from '../private-booking/helpers';

/*
 * The first screens the bench measures draw their icons inline (ui/line-icon.tsx): the icon
 * font, 6.5 KB at the highest priority, is no part of their first paint on a slow phone.
 */

/** The page's icon font faces the browser has loaded or is loading: those it had to draw with. */
function iconFontsInUse(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const inUse: string[] = [];
    document.fonts.forEach((face) => {
      if (/primeicons/i.test(face.family) && face.status !== 'unloaded')
        inUse.push(`${face.family}: ${face.status}`);
    });
    return inUse;
  });
}

test("a booking's status draws its icons without the icon font", async ({ page }) => {
  await toSummary(page);
  await page.getByRole('button', { name: TEXT.de.bookNow }).click();
  await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });
  await page.goBack();
  await page.goto('/privat-buchung/status');
  await expectStep(page, 'de', 4);
  // Everything the status shows with an icon: the title's tick, paying, printing, the receipt
  // and the calendar files.
  await expect(page.getByRole('heading', { name: 'Ihre Buchung ist eingegangen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jetzt bezahlen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Beleg als PDF herunterladen' })).toBeVisible();
  await expect(page.getByRole('button', { name: /in den Kalender/ }).first()).toBeVisible();
  expect(await iconFontsInUse(page)).toEqual([]);
});

test("the company's first step draws its header's and tabs' icons without the icon font", async ({
  page,
}) => {
  // The bench's company: no customer list, whose search and pages keep their font icons.
  await loginWithId(page, 'hiddenA');
  await page.goto('/buchung/neuer-auftrag');
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Bereiche des Firmenkontos' }).getByRole('link').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
  expect(await iconFontsInUse(page)).toEqual([]);
});
