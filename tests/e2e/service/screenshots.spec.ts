import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { fillFields } from '../../support/service-forms';
import {
  contactFields,
  fillRequiredRegistration,
  LANGS,
  open,
  registrationFields,
  T,
} from './helpers';

test.describe.configure({ timeout: 240_000 });

/** Every service screen at 390 px and 1280 px, in both languages, for a look by hand. */
const SCREENS = [
  ['start', '/start'],
  ['flugauskunft', `/flugauskunft?flughafen=HAJ&art=ankunft&datum=${berlinDay()}`],
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

/** Form states worth a look: the contact form's errors and a registration's confirmation. */
for (const [name, width] of Object.entries(VIEWPORTS)) {
  test(`screenshots form states ${name}`, async ({ page }) => {
    const lang = 'de';
    await page.setViewportSize(width);
    await open(page, '/kontakt', lang);
    const contact = contactFields(page, lang);
    // Submitted empty: a click right after typing can miss the button when the blur's error
    // message moves it down.
    await contact.submit.click();
    await expect(contact.lastName).toHaveAttribute('aria-invalid', 'true');
    await fillFields(contact, { email: 'marlene(at)example' });
    await expect(contact.email).toHaveAccessibleDescription(
      new RegExp(T[lang].validation.invalidEmail),
    );
    await saveScreenshot(page, `service-kontakt-errors-${lang}-${width.width}`);

    await open(page, '/neukunde', lang);
    const f = registrationFields(page, lang);
    await fillRequiredRegistration(f, 'Lindenhof Events GmbH');
    await f.submit.click();
    await expect(
      page.getByRole('heading', { name: T[lang].registration.confirmation.title }),
    ).toBeFocused();
    await saveScreenshot(page, `service-neukunde-confirmation-${lang}-${width.width}`);
  });
}
