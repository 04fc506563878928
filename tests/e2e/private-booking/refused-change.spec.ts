import { expectNoAxeViolations } from '../../support/axe';
import { berlinDay } from '../../support/berlin-day';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { bookPrivately } from '../../support/private-booking-api';

/*
 * A paid booking opened in the booking form by its e-mail's link, changed so that its price
 * would change, and saved: the server refuses (409 alreadyPaid). The summary says so and keeps
 * what was typed; "Discard changes" loads the booking as it is stored into the form again (also
 * what a reload then shows), and that can be saved.
 */

test.describe.configure({ timeout: 120_000 });

const TEXT = {
  de: {
    edit: 'Buchung im Buchungsformular bearbeiten',
    summary: 'Zusammenfassung',
    editTrip: 'Fahrt und Tarif bearbeiten',
    apply: 'Änderungen übernehmen',
    saveChanges: 'Änderungen speichern',
    alreadyPaid: /Diese Buchung ist bereits per Karte bezahlt\. Änderungen, die den Preis/,
    notSaved: /Ihre Änderungen sind nicht gespeichert/,
    discard: 'Änderungen verwerfen',
    discarded: /Ihre Änderungen sind verworfen/,
    shuttle: 'Shuttle (Sammelfahrt)',
    changesSaved: 'Ihre Änderungen sind gespeichert',
  },
  en: {
    edit: 'Edit the booking in the booking form',
    summary: 'Summary',
    editTrip: 'Edit ride and tariff',
    apply: 'Apply changes',
    saveChanges: 'Save changes',
    alreadyPaid: /This booking has already been paid by card\. Changes to its price/,
    notSaved: /Your changes have not been saved/,
    discard: 'Discard changes',
    discarded: /Your changes have been discarded/,
    shuttle: 'Shuttle (shared ride)',
    changesSaved: 'Your changes have been saved',
  },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: a refused change of a paid booking can be discarded, and the booking as stored is shown and kept on reload`, async ({
    page,
    request,
    consoleGuard,
  }) => {
    const text = TEXT[lang];
    const booking = await bookPrivately(request, {
      lang,
      name: 'Verwerfer',
      pickup: { datum: berlinDay(9), zeit: '07:45' },
      pay: true,
    });
    await setLanguage(page, lang);
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await page.getByRole('link', { name: text.edit }).click();
    const summary = page.getByRole('heading', { level: 1, name: text.summary });
    await expect(summary).toBeVisible({ timeout: 20_000 });
    const tariff = (name: string | RegExp) =>
      page.getByRole('definition').filter({ hasText: name });
    await expect(tariff(text.shuttle).first()).toBeVisible();

    // Another vehicle would cost another price: refused (409, which Chromium logs).
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 409/);
    await page.getByRole('link', { name: text.editTrip }).click();
    await page.getByRole('radio', { name: /Limousine/ }).check();
    await page.getByRole('button', { name: text.apply }).click();
    await expect(summary).toBeVisible();
    await page.getByRole('button', { name: text.saveChanges }).click();
    const refusal = page.getByText(text.alreadyPaid);
    await expect(refusal).toBeVisible({ timeout: 20_000 });
    // What was typed stays, said to be unsaved; the edit links still change it.
    await expect(tariff(/Limousine/).first()).toBeVisible();
    await expect(page.getByText(text.notSaved)).toBeVisible();
    await expect(page.getByRole('link', { name: text.editTrip })).toBeVisible();
    const discard = page.getByRole('button', { name: text.discard });
    await expect(discard).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `private-refused-change-${lang}-1280`);
    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `private-refused-change-${lang}-390`);
    await page.setViewportSize(VIEWPORTS.desktop);

    await discard.click();
    // Said where the refusal was, and the focus is there (the button that had it is gone).
    await expect(page.getByRole('status').filter({ hasText: text.discarded })).toBeVisible({
      timeout: 20_000,
    });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(text.discarded);
    await expect(tariff(text.shuttle).first()).toBeVisible();
    await expect(tariff(/Limousine/)).toHaveCount(0);
    await expect(refusal).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `private-refused-change-discarded-${lang}-1280`);

    // The stored booking is the draft now: a reload shows it too.
    await page.reload();
    await expect(summary).toBeVisible({ timeout: 20_000 });
    await expect(tariff(text.shuttle).first()).toBeVisible();
    await expect(tariff(/Limousine/)).toHaveCount(0);

    // And it saves as it is.
    await page.getByRole('button', { name: text.saveChanges }).click();
    await expect(page.getByRole('heading', { level: 2, name: text.changesSaved })).toBeVisible({
      timeout: 20_000,
    });
  });
}
