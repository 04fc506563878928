import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { chooseOption } from '../../support/widgets';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { loginWithId } from './helpers';

/** Tab 3, Preisabfrage: airport, postcode and town -> the company's per-km price. */

test.describe.configure({ timeout: 90_000 });

test('a price inquiry with validation; axe and screenshots', async ({ page }) => {
  await loginWithId(page, 'vehicleGroup');
  await page
    .getByRole('navigation', { name: 'Bereiche des Firmenkontos' })
    .getByRole('link', { name: 'Preisabfrage' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preisabfrage' })).toBeVisible();
  await page.getByRole('button', { name: 'Preis berechnen' }).click();
  await expect(page.getByRole('textbox', { name: /^PLZ/ })).toHaveAttribute('aria-invalid', 'true');
  await chooseOption(page.getByRole('combobox', { name: /^Flughafen/ }), /\(HAJ\)$/);
  await page.getByRole('textbox', { name: /^PLZ/ }).fill('38440');
  await page.getByRole('textbox', { name: /^Ort/ }).fill('Wolfsburg');
  await page.getByRole('button', { name: 'Preis berechnen' }).click();
  const result = page.getByRole('region', { name: /Preise für 38440 Wolfsburg ab HAJ/ });
  await expect(result).toBeVisible();
  await expect(result).toContainText(/Entfernung: [\d,]+ km/);
  await expect(result.getByRole('row')).toHaveCount(4);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'company-price-1280');
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreenshot(page, 'company-price-390');
  // The smallest phones (WCAG reflow, 320 px): the result table fits, its heading wraps.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await saveScreenshot(page, 'company-price-320');
});

test('52460 has no price inquiry tab', async ({ page }) => {
  await loginWithId(page, 'mtu');
  await expect(
    page
      .getByRole('navigation', { name: 'Bereiche des Firmenkontos' })
      .getByRole('link', { name: 'Preisabfrage' }),
  ).toHaveCount(0);
  await page.goto('/buchung/preisabfrage');
  await expect(page).toHaveURL(/\/buchung\/mtu-tarifauswahl$/);
});
