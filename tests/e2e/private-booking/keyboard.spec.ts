import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { payWith } from '../payment/helpers';
import { expectStep, futureDate } from './helpers';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** Date inputs take the digits in the browser's own field order (the test Chromium: month, day, year). */
async function typeDate(page: Page, target: Locator, iso: string) {
  const [y, m, d] = iso.split('-');
  await tabTo(page, target);
  // The site's language decides the format (German here), not the browser's locale.
  await page.keyboard.type(`${d}.${m}.${y}`);
  await expect(target).toHaveValue(`${d}.${m}.${y}`);
}

async function typeTime(page: Page, target: Locator, time: string) {
  await tabTo(page, target);
  // German site: 24 hours, whatever the browser's locale.
  await page.keyboard.type(time);
  await expect(target).toHaveValue(time);
}

test('the whole private booking with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/start');
  const form = page.locator('#buchen');
  await expect(form.getByRole('heading', { name: 'Transfer buchen' })).toBeVisible({
    timeout: 20_000,
  });

  // start page: the request
  await typeInto(page, form.getByLabel(/^PLZ/), '30159');
  await typeInto(page, form.getByLabel(/^Ort/), 'Hannover');
  await typeDate(page, form.getByLabel(/^Datum/), futureDate());
  await typeTime(page, form.getByLabel(/^Uhrzeit/), '08:30');
  await tabTo(page, page.getByRole('button', { name: 'Preise anzeigen' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'de', 0);

  // tariff: radio with Space, then Next
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const shuttle = page.getByRole('radio', { name: /^Shuttle/ });
  await tabTo(page, shuttle);
  await page.keyboard.press('Space');
  await expect(shuttle).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'de', 1);

  // trip details
  // The salutation's list: Arrow Down opens it and moves on, Enter takes the option.
  await tabTo(page, page.getByRole('combobox', { name: /^Anrede/ }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: /^Anrede/ })).not.toHaveValue(/^Bitte wählen/);
  await expect(page.getByRole('combobox', { name: /^Anrede/ })).not.toHaveValue('');
  await typeInto(page, page.getByLabel(/^Vorname/), 'Erika');
  await typeInto(page, page.getByLabel(/^Nachname/), 'Mustermann');
  await typeInto(page, page.getByLabel(/^E-Mail/), 'erika@example.org');
  await typeInto(page, page.getByLabel(/^Mobiltelefon/), '0151 2345678');
  await typeInto(page, page.getByLabel(/^Straße/), 'Kröpcke 1');
  const fixed = page.getByRole('radio', { name: /Feste Abholzeit/ });
  await tabTo(page, page.getByRole('radio', { name: /Nach Flugzeit/ }));
  await page.keyboard.press('ArrowUp');
  await expect(fixed).toBeChecked();
  await typeInto(page, page.getByLabel(/^Flugnummer/), 'LH123');
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'de', 2);

  // payment type
  const card = page.getByRole('radio', { name: /Kreditkarte/ });
  await tabTo(page, card);
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'de', 3);

  // summary: an edit link and back, then book
  await tabTo(page, page.getByRole('link', { name: 'Zahlungsart bearbeiten' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'de', 2);
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'de', 3);
  await tabTo(page, page.getByRole('button', { name: 'Zahlungspflichtig buchen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });
  // the provider's hosted page is outside this app; the payment tests drive it with the keyboard
  await payWith(page, 'de', 'success');
  await expect(page).toHaveURL(/\/privat-buchung\/status$/, { timeout: 30_000 });
  await expectStep(page, 'de', 4);
  await expect(page.getByRole('heading', { name: /Ihre Buchung ist eingegangen/ })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Drucken' }));
});
