import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot } from '../../support/screenshots';
import { CALENDAR_TEXT, dayCell, openCalendar } from '../../support/widgets';
import { chooseTariff, futureDate, startBooking, TEXT } from '../private-booking/helpers';

/*
 * Forced colours (Windows contrast themes; WCAG 1.4.1, 1.4.11). The browser paints every ground
 * and shadow in its own colours, so what marks a choice must survive that: the chosen radio's
 * dot, a ticked box, the chosen day, the current step, the chosen language and the current page.
 * Each is compared with the same control unmarked, in the colours it is painted in.
 */

test.use({ forcedColors: 'active' });

/**
 * The colours a control is painted in, as seen: its grounds and its parts' (a radio's or a
 * checkbox's input is drawn by the box around it), a transparent one being its surroundings'.
 * The focus is taken off first: its ring would mark the control by itself.
 */
async function painted(page: Page, control: Locator): Promise<string[]> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return control.evaluate(async (element) => {
    // As it ends up: a control fades into its new state (PrimeReact's transitions). One cut short
    // by the next state rejects `finished`; it has ended all the same.
    await Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    );
    const drawn = element instanceof HTMLInputElement ? element.parentElement! : element;
    const ground = (from: Element): string => {
      const colour = getComputedStyle(from).backgroundColor;
      const seeThrough = colour === 'transparent' || /^rgba\(.*, 0\)$/.test(colour);
      return seeThrough && from.parentElement ? ground(from.parentElement) : colour;
    };
    const parts = [drawn, ...Array.from(drawn.querySelectorAll('*'))].filter(
      (part) => getComputedStyle(part).visibility === 'visible',
    );
    return [...new Set(parts.map(ground))].sort();
  });
}

test('the chosen radio, the ticked box, the current step and the chosen day stay marked', async ({
  page,
}) => {
  // A day away from today (ringed) and from the focus, seen before and after it is chosen.
  await page.goto('/start');
  const form = page.getByRole('region', { name: TEXT.de.entryTitle });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const day = futureDate(40);
  const calendar = await openCalendar(form, 'de');
  const cell = await dayCell(calendar, 'de', day);
  const free = await painted(page, cell);
  await cell.click();
  await expect(calendar).toBeHidden();
  await openCalendar(form, 'de');
  const chosen = calendar.getByRole('gridcell', { name: CALENDAR_TEXT.de.day(day), exact: true });
  await expect(chosen).toBeVisible();
  expect(await painted(page, chosen), 'the chosen day').not.toEqual(free);
  await saveScreenshot(page, 'forced-colors-calendar-1280');
  await page.keyboard.press('Escape');

  await startBooking(page, 'de');
  const shuttle = page.getByRole('radio', { name: TEXT.de.shuttle });
  const unchosen = await painted(page, shuttle);
  const step = (index: number) =>
    page
      .getByRole('listitem')
      .filter({ hasText: TEXT.de.steps[index] })
      .getByText(String(index + 1), { exact: true });
  const upcoming = await painted(page, step(1));
  await chooseTariff(page, 'de');
  expect(await painted(page, step(1)), 'the current step').not.toEqual(upcoming);
  await page.getByRole('button', { name: TEXT.de.back }).click();
  await expect(shuttle).toBeChecked();
  expect(await painted(page, shuttle), 'the chosen radio').not.toEqual(unchosen);
  await page.getByRole('button', { name: TEXT.de.next }).click();

  const returnRide = page.getByRole('checkbox', { name: 'Rückfahrt mitbuchen' });
  const unticked = await painted(page, returnRide);
  await returnRide.check();
  expect(await painted(page, returnRide), 'the ticked box').not.toEqual(unticked);
});

test('the chosen language and the current page stay marked', async ({ page }) => {
  await page.goto('/kontakt');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  const english = page.getByRole('button', { name: /^EN/ });
  const contact = page.getByRole('navigation').getByRole('link', { name: 'Kontakt' });
  await expect(contact).toHaveAttribute('aria-current', 'page');
  // Underlined: a ground would read as a button.
  await expect(contact).toHaveCSS('text-decoration-line', 'underline');
  const otherLanguage = await painted(page, english);
  await english.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  expect(await painted(page, english), 'the chosen language').not.toEqual(otherLanguage);
  await saveScreenshot(page, 'forced-colors-contact-1280');
});
