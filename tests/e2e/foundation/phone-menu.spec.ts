import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the menu button opens and closes the navigation', async ({ page }) => {
    await page.goto('/start');
    const toggle = page.getByRole('button', { name: /Menü/ });
    // Named by what it shows, said once ("Menü", not "Menü Menü öffnen"); its state is its own.
    await expect(toggle).toHaveAccessibleName('Menü');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const controls = await toggle.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    // The controlled element is the main navigation (hidden while collapsed).
    const nav = page.locator(`[id="${controls}"]`);
    await expect(nav).toBeHidden();
    await expect(nav).toHaveAttribute('aria-label', 'Hauptnavigation');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Logistik' })).toBeVisible();
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Logistik' }).click();
    await expect(page).toHaveURL(/\/logistik$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Logistik' })).toBeHidden();

    // Escape closes it and puts focus back on the button.
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('hotline and language switch stay reachable without opening the menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Hotline/ }).first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Sprache wählen' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    await saveScreenshot(page, 'foundation-start-390');
  });
});

test('on a desktop (1280 px) the navigation is always visible and there is no menu button', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Menü/ })).toBeHidden();
  await expect(
    page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Flugauskunft' }),
  ).toBeVisible();
  await saveScreenshot(page, 'foundation-start-1280');
});

for (const width of [575, 576, 991, 992, 1199, 1200]) {
  test(`no horizontal scrolling at the ${width} px breakpoint edge`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/kontakt');
    await expect(page.getByRole('banner')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflow).toBe(false);
    const toggleVisible = await page.getByRole('button', { name: /Menü/ }).isVisible();
    expect(toggleVisible).toBe(width < 992);
  });
}
