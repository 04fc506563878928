import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { allowKnownCspNoise, LANGS, open, T, todayBerlin } from './helpers';

test.describe.configure({ timeout: 240_000 });

test.beforeEach(({ consoleGuard }) => allowKnownCspNoise(consoleGuard));

/** Every service screen at 390 px and 1280 px, in both languages, for a look by hand. */
const SCREENS = [
  ['start', '/start'],
  ['flugauskunft', `/flugauskunft?flughafen=HAJ&art=ankunft&datum=${todayBerlin()}`],
  ['logistik', '/logistik'],
  ['neukunde', '/neukunde'],
  ['kontakt', '/kontakt'],
  ['tracking', '/tracking'],
  ['datenschutz', '/datenschutz'],
  ['impressum', '/impressum'],
  ['barrierefreiheit', '/barrierefreiheit'],
] as const;

for (const lang of LANGS) {
  for (const [name, width] of Object.entries(VIEWPORTS)) {
    test(`screenshots ${lang} ${name}`, async ({ page }) => {
      await page.setViewportSize(width);
      for (const [screen, path] of SCREENS) {
        await open(page, path, lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (screen === 'flugauskunft') await expect(page.getByRole('table')).toBeVisible();
        await saveScreenshot(page, `service-${screen}-${lang}-${width.width}`);
      }
      // The tracking timeline of the seeded booking.
      await open(page, '/tracking', lang);
      await page
        .getByRole('textbox', { name: new RegExp(`^${T[lang].tracking.fields.voucher}`) })
        .fill('TRK7P2MQ9A');
      await page
        .getByRole('textbox', { name: new RegExp(`^${T[lang].tracking.fields.surname}`) })
        .fill('Sommerfeld');
      await page.getByRole('button', { name: T[lang].tracking.submit }).click();
      await expect(page.getByRole('heading', { name: /TRK7P2MQ9A/ })).toBeVisible();
      await saveScreenshot(page, `service-tracking-result-${lang}-${width.width}`);
    });
  }
}
