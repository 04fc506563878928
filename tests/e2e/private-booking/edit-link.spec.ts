import { expectNoAxeViolations } from '../../support/axe';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { factOf } from '../../support/facts';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { berlinIn, bookPrivately } from '../../support/private-booking-api';

/*
 * The e-mail's link "Buchung ändern oder stornieren" of a private booking: the booking's rides
 * with "change" and "cancel" (one ride or the whole booking, each confirmed in a dialog), and the
 * way on to the booking form for contact details and the rest.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = {
  de: {
    title: (voucher: string) => `Buchung ${voucher}`,
    edit: 'Buchung im Buchungsformular bearbeiten',
    summary: 'Zusammenfassung',
    outbound: 'Hinfahrt',
    return: 'Rückfahrt',
    returnCancelled: 'Rückfahrt (storniert)',
    editReturn: 'Rückfahrt bearbeiten',
    cancelLeg: 'Fahrt stornieren',
    cancelLegTitle: 'Fahrt stornieren?',
    cancelled: 'Storniert',
    cancelBooking: 'Ganze Buchung stornieren',
    cancelBookingTitle: 'Buchung stornieren?',
    allCancelled: 'Alle Fahrten dieser Buchung sind storniert.',
    total: 'Gesamtpreis',
    change: 'Fahrt ändern',
    saveChanges: 'Änderungen speichern',
    paidWhole: /^Diese Buchung ist per Karte bezahlt: Sie können sie nur als Ganzes stornieren/,
    leadPaid: 'Hier ändern Sie einzelne Fahrten – oder stornieren die ganze Buchung.',
    changesSaved: 'Ihre Änderungen sind gespeichert',
    changesEmail: 'Die Bestätigung Ihrer Änderungen senden wir an sina@example.org.',
    paidNote:
      /Diese Buchung ist bereits per Karte bezahlt: Online können Sie nur Änderungen speichern/,
    withReturn: 'Rückfahrt mitbuchen',
    applyChanges: 'Änderungen übernehmen',
    alreadyPaid: /Diese Buchung ist bereits per Karte bezahlt\. Änderungen, die den Preis/,
    tooLate:
      'Ab 24 Stunden vor der Abholung sind Änderungen und Stornierungen nur noch über unsere Hotline möglich.',
  },
  en: {
    title: (voucher: string) => `Booking ${voucher}`,
    edit: 'Edit the booking in the booking form',
    summary: 'Summary',
    outbound: 'Outbound ride',
    return: 'Return ride',
    returnCancelled: 'Return ride (cancelled)',
    editReturn: 'Edit return ride',
    cancelLeg: 'Cancel ride',
    cancelLegTitle: 'Cancel this ride?',
    cancelled: 'Cancelled',
    cancelBooking: 'Cancel whole booking',
    cancelBookingTitle: 'Cancel this booking?',
    allCancelled: 'All rides of this booking are cancelled.',
    total: 'Total price',
    change: 'Change ride',
    saveChanges: 'Save changes',
    paidWhole: /^This booking has been paid by card: it can only be cancelled as a whole/,
    leadPaid: 'Change a ride, or cancel the whole booking.',
    changesSaved: 'Your changes have been saved',
    changesEmail: 'We will send the confirmation of your changes to sina@example.org.',
    paidNote: /This booking has already been paid by card: online, you can only save changes/,
    withReturn: 'Add a return ride',
    applyChanges: 'Apply changes',
    alreadyPaid: /This booking has already been paid by card\. Changes to its price/,
    tooLate:
      'From 24 hours before pickup, changes and cancellations are only possible through our hotline.',
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: the edit link cancels a ride, then the whole booking, and leads on to the booking form`, async ({
    page,
    request,
  }) => {
    const text = TEXT[lang];
    const booking = await bookPrivately(request, {
      lang,
      name: 'Linkfahrer',
      pickup: { datum: berlinDay(8), zeit: '08:15' },
      returnRide: { datum: berlinDay(12), zeit: '18:30' },
    });
    await setLanguage(page, lang);
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: text.title(booking.voucher) }),
    ).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `private-edit-link-${lang}-1280`);

    // One ride, confirmed in the dialog.
    const returnRide = page.getByRole('article', { name: text.return });
    await returnRide.getByRole('button', { name: text.cancelLeg }).click();
    const dialog = page.getByRole('dialog', { name: text.cancelLegTitle });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: text.cancelLeg }).click();
    await expect(returnRide).toContainText(text.cancelled);
    // The cancelled ride is no longer charged: the total drops by one ride.
    const oneRide = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', {
      style: 'currency',
      currency: 'EUR',
    }).format(booking.preisCent / 200);
    // The total (each ride says its own price too, 0026).
    await expect(factOf(page, text.total)).toHaveText(oneRide);
    await expect(page.getByRole('article', { name: text.outbound })).not.toContainText(
      text.cancelled,
    );

    // On to the booking form with the booking as it is now.
    await page.getByRole('link', { name: text.edit }).click();
    await expect(page).toHaveURL(/\/privat-buchung\/zusammenfassung$/);
    await expect(page.getByRole('heading', { level: 1, name: text.summary })).toBeVisible();
    await expect(page.getByText(booking.voucher).first()).toBeVisible();
    // The cancelled ride says so and offers no change.
    await expect(page.getByRole('heading', { name: text.returnCancelled })).toBeVisible();
    await expect(page.getByRole('link', { name: text.editReturn })).toHaveCount(0);
    await expect(page.getByText(oneRide).first()).toBeVisible();
    await expect(page.getByText(text.paidNote)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Back through the link: the whole booking.
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await page.getByRole('button', { name: text.cancelBooking }).click();
    await page
      .getByRole('dialog', { name: text.cancelBookingTitle })
      .getByRole('button', { name: text.cancelBooking })
      .click();
    await expect(page.getByText(text.allCancelled)).toBeVisible();
    await expect(page.getByRole('button', { name: text.change })).toHaveCount(0);
    await page.reload();
    await expect(page.getByText(text.allCancelled)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: text.edit })).toHaveCount(0);
    const stored = await request.get(`/api/test/bookings/${booking.voucher}`);
    const { booking: saved } = (await stored.json()) as {
      booking: { hinfahrt: { statusId: number }; rueckfahrt: { statusId: number } };
    };
    expect([saved.hinfahrt.statusId, saved.rueckfahrt.statusId]).toEqual([5, 5]);
    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `private-edit-link-${lang}-390`);
  });
}

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: within 24 hours of the pickup the edit link names the hotline and offers no change`, async ({
    page,
    request,
  }) => {
    const text = TEXT[lang];
    const booking = await bookPrivately(request, {
      lang,
      name: 'Kurzfristig',
      pickup: berlinIn(3),
    });
    await setLanguage(page, lang);
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await expect(page.getByText(text.tooLate)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: /0800/ }).last()).toBeVisible();
    for (const name of [text.change, text.cancelLeg, text.cancelBooking])
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    await expect(page.getByRole('link', { name: text.edit })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: a paid booking is cancelled whole by its link; the form says before saving that its price stays, refuses a new one and saves the rest`, async ({
    page,
    request,
    consoleGuard,
  }) => {
    const text = TEXT[lang];
    const booking = await bookPrivately(request, {
      lang,
      name: 'Aenderer',
      pickup: { datum: berlinDay(9), zeit: '07:45' },
      returnRide: { datum: berlinDay(11), zeit: '17:45' },
      pay: true,
    });
    await setLanguage(page, lang);
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    // Card money is refunded only whole: no single ride to cancel, the whole booking is.
    await expect(page.getByText(text.paidWhole)).toBeVisible({ timeout: 20_000 });
    // The page's lead offers no single ride's cancellation either.
    await expect(page.getByText(text.leadPaid, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: text.cancelLeg })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text.cancelBooking })).toBeVisible();
    await page.getByRole('link', { name: text.edit }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.summary })).toBeVisible({
      timeout: 20_000,
    });
    // Told before any change: online the price and payment type stay as paid.
    await expect(page.getByText(text.paidNote)).toBeVisible();
    await expect(page.getByText(text.changesEmail)).toBeVisible();
    await expectNoAxeViolations(page);

    // Without its return ride the booking would cost less: the save is refused (409, which
    // Chromium logs), nothing stored.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 409/);
    await page.getByRole('link', { name: text.editReturn }).click();
    await page.getByRole('checkbox', { name: text.withReturn }).uncheck();
    await page.getByRole('button', { name: text.applyChanges }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.summary })).toBeVisible();
    await page.getByRole('button', { name: text.saveChanges }).click();
    await expect(page.getByText(text.alreadyPaid)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(text.paidNote)).toHaveCount(0);
    // The save button stays disabled: the focus is on the refusal, not dropped to the page's start.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return focused && focused !== document.body ? (focused.textContent ?? '') : 'body';
        }),
      )
      .toMatch(text.alreadyPaid);
    const stored = await request.get(`/api/test/bookings/${booking.voucher}`);
    const { booking: kept } = (await stored.json()) as {
      booking: { rueckfahrt: { statusId: number } | null };
    };
    expect(kept.rueckfahrt?.statusId).toBe(1);

    // The link again: the booking as paid, and saving it as it is goes through.
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await page.getByRole('link', { name: text.edit }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.summary })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: text.return, exact: true })).toBeVisible();
    await page.getByRole('button', { name: text.saveChanges }).click();
    await expect(page.getByRole('heading', { level: 2, name: text.changesSaved })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(booking.voucher).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
