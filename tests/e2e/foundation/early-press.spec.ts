import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { APP_CODE, holdBack } from '../../support/hold-back';
import { VIEWPORTS } from '../../support/screenshots';

/*
 * A button pressed while the app starts counts once (src/app/early-input.ts): before React
 * listens, the page keeps the press and hands it over; from then on, React handles it itself.
 * The phone menu's button shows a press counted twice: the menu opens and closes again.
 */

test.use({ viewport: VIEWPORTS.phone });

/**
 * Presses the menu button (by its name) in the first task after React has started to listen:
 * React attaches its listeners to the root element when the root is created, before the page is
 * hydrated.
 */
async function pressMenuAsReactStartsListening(page: Page) {
  await page.addInitScript(() => {
    const addEventListener = EventTarget.prototype.addEventListener;
    let pressed = false;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
      addEventListener.apply(this, args);
      if (pressed || args[0] !== 'click' || !(this instanceof HTMLElement)) return;
      if (this.id !== 'root') return;
      pressed = true;
      setTimeout(() => {
        const menu = Array.from(document.querySelectorAll('button')).find((button) =>
          button.textContent?.includes('Menü'),
        );
        menu?.click();
      });
    } as typeof addEventListener;
  });
}

const menuButton = (page: Page) => page.getByRole('button', { name: /Menü/ });
const logisticsLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Logistik' });

test('a press as React starts to listen, before the page is hydrated, opens the menu once', async ({
  page,
}) => {
  await pressMenuAsReactStartsListening(page);
  await page.goto('/start');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(logisticsLink(page)).toBeVisible();
});

test('a press before the app has run opens the menu once the app runs', async ({ page }) => {
  const release = await holdBack(page, APP_CODE);
  await page.goto('/start', { waitUntil: 'commit' });
  await menuButton(page).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(logisticsLink(page)).toBeVisible();
});

test('pressed before the app ran and again once React listens, the menu opens once', async ({
  page,
}) => {
  await pressMenuAsReactStartsListening(page);
  const release = await holdBack(page, APP_CODE);
  await page.goto('/start', { waitUntil: 'commit' });
  await menuButton(page).click();
  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(logisticsLink(page)).toBeVisible();
});

test('pressed on the German page before the app ran, the menu opens once the app draws it in English', async ({
  page,
}) => {
  // English stored but no language cookie: the server sends German, the app renders English.
  await page.addInitScript(() => {
    if (!document.cookie.includes('langCode=')) window.localStorage.setItem('langCode', 'en');
  });
  const release = await holdBack(page, APP_CODE);
  await page.goto('/start', { waitUntil: 'commit' });
  await menuButton(page).click();
  release();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: /^Menu/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Logistics' }),
  ).toBeVisible();
});
