import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { loginWithId } from './helpers';

/** At 390 px no company screen is wider than the phone: wide tables scroll inside their region. */

test.describe.configure({ timeout: 120_000 });

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
