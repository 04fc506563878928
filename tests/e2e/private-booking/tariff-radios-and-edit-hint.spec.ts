import { expectNoAxeViolations } from '../../support/axe';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { bookPrivately } from '../../support/private-booking-api';
import { startBooking, type Lang } from './helpers';

/*
 * Screen-reader findings: a tariff radio is named by tariff and price, its description read once
 * (as description only); on the edit link's page, the disabled actions say why while a ride's
 * form is open.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = {
  de: {
    shuttle: 'Shuttle (Sammelfahrt)',
    perRide: /^Shuttle \(Sammelfahrt\)\s*\d+,\d{2}\s€ pro Fahrt$/,
    description: 'Günstig im Sammeltransfer mit anderen Fahrgästen, bis zu 30 Minuten Umweg.',
    title: (voucher: string) => `Buchung ${voucher}`,
    outbound: 'Hinfahrt',
    change: 'Fahrt ändern',
    cancelBooking: 'Ganze Buchung stornieren',
    hint: 'Schließen Sie zuerst die geöffnete Fahrt mit „Speichern“ oder „Abbrechen“.',
    close: 'Abbrechen',
  },
  en: {
    shuttle: 'Shuttle (shared ride)',
    perRide: /^Shuttle \(shared ride\)\s*€\d+\.\d{2} per ride$/,
    description: 'Shared with other passengers at a low price; up to 30 minutes of detour.',
    title: (voucher: string) => `Booking ${voucher}`,
    outbound: 'Outbound ride',
    change: 'Change ride',
    cancelBooking: 'Cancel whole booking',
    hint: 'First close the open ride with “Save” or “Cancel”.',
    close: 'Cancel',
  },
} as const;

for (const lang of ['de', 'en'] as const satisfies readonly Lang[]) {
  test(`${lang}: a tariff radio is named by name and price, described once`, async ({ page }) => {
    await setLanguage(page, lang);
    await startBooking(page, lang);
    const shuttle = page.getByRole('radio', { name: TEXT[lang].shuttle });
    await expect(shuttle).toHaveAccessibleName(TEXT[lang].perRide);
    await expect(shuttle).toHaveAccessibleDescription(
      new RegExp(`^${escape(TEXT[lang].description)}`),
    );
    await expectNoAxeViolations(page);
  });

  test(`${lang}: with a ride's form open, "cancel whole booking" says why it is unavailable`, async ({
    page,
    request,
  }) => {
    const text = TEXT[lang];
    const booking = await bookPrivately(request, {
      lang,
      name: 'Hinweisfahrer',
      pickup: { datum: berlinDay(9), zeit: '09:15' },
      returnRide: { datum: berlinDay(13), zeit: '17:30' },
    });
    await setLanguage(page, lang);
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: text.title(booking.voucher) }),
    ).toBeVisible({ timeout: 20_000 });
    const cancelBooking = page.getByRole('button', { name: text.cancelBooking });
    await expect(cancelBooking).toBeEnabled();
    await expect(page.getByText(text.hint)).toHaveCount(0);

    await page
      .getByRole('article', { name: text.outbound })
      .getByRole('button', { name: text.change })
      .click();
    await expect(cancelBooking).toBeDisabled();
    await expect(page.getByText(text.hint)).toBeVisible();
    await expect(cancelBooking).toHaveAccessibleDescription(text.hint);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.close, exact: true }).click();
    await expect(cancelBooking).toBeEnabled();
    await expect(page.getByText(text.hint)).toHaveCount(0);
  });
}

function escape(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
