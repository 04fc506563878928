import type { Locator, Page } from '@playwright/test';
import { berlinToUtc, nowInBerlin } from '../../../src/domain/berlin-time';
import { earliestPickup } from '../../../src/domain/pickup';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import {
  chooseTariff,
  expectStep,
  fillTripDetails,
  futureDate,
  startBooking,
  TEXT,
} from './helpers';

const MSG = {
  required: 'Bitte füllen Sie dieses Feld aus.',
  tooLong60: 'Bitte geben Sie höchstens 60 Zeichen ein.',
  tooLong120: 'Bitte geben Sie höchstens 120 Zeichen ein.',
  chars: 'Die Eingabe enthält unzulässige Zeichen.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  phone: /gültige Telefonnummer/,
  phoneShort: /zu kurz: Bitte geben Sie sie mit Vorwahl ein/,
  postcode: 'Bitte geben Sie eine gültige fünfstellige Postleitzahl ein.',
  pastDate: 'Das Datum darf nicht in der Vergangenheit liegen.',
  flight: /gültige Flugnummer/,
  range: /zwischen 0 und 20/,
  returnBefore: 'Die Rückfahrt muss mindestens 2 Stunden nach der Hinfahrt liegen.',
  leadTime: 'So kurzfristig ist keine Abholung möglich',
};

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).first();

/** The values of all text fields of the form, to check nothing else changed. */
async function values(page: Page): Promise<string[]> {
  return page
    .locator('form input:not([type=radio]):not([type=checkbox]), form select')
    .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
}

async function expectRejected(page: Page, target: Locator, bad: string, message: string | RegExp) {
  const good = await target.inputValue();
  await target.fill(bad);
  const before = await values(page);
  await page.getByRole('button', { name: TEXT.de.next }).click();
  await expect(target).toHaveAttribute('aria-invalid', 'true');
  await expect(target).toHaveAccessibleDescription(
    message instanceof RegExp ? message : new RegExp(escape(message)),
  );
  await expect(target).toBeFocused();
  await expectStep(page, 'de', 1);
  expect(await values(page)).toEqual(before);
  await target.fill(good);
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('private booking: bad input', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a bad value in every trip-details field shows its message, tied to the field, and keeps the rest', async ({
    page,
  }) => {
    await startBooking(page);
    await chooseTariff(page);
    await fillTripDetails(page);
    const cases: [string, string, string | RegExp][] = [
      ['Vorname', '', MSG.required],
      ['Vorname', 'x'.repeat(10_000), MSG.tooLong60],
      ['Vorname', '<script>alert(1)</script>', MSG.chars],
      ['Vorname', 'Erika 😀', MSG.chars],
      ['Nachname', "Robert'); DROP TABLE buchung;--", MSG.chars],
      ['c/o', '<b>x</b>', MSG.chars],
      ['E-Mail-Adresse', 'erika@', MSG.email],
      ['Mobiltelefon', 'abc', MSG.phone],
      ['Telefon', '12', MSG.phoneShort],
      ['Straße und Hausnummer', 'x'.repeat(121), 'Bitte geben Sie höchstens 120 Zeichen ein.'],
      ['PLZ', '1234', MSG.postcode],
      ['Ort', '', MSG.required],
      ['Datum', '01.01.2000', MSG.pastDate],
      ['Flugnummer', 'NOTAFLIGHT', MSG.flight],
      ['Flugnummer', 'LH 12345678', 'Bitte geben Sie höchstens 10 Zeichen ein.'],
      ['Gepäckstücke', '99', MSG.range],
    ];
    for (const [label, bad, message] of cases) {
      await expectRejected(page, field(page, label), bad, message);
    }
    // the return ride may not start before the outbound ride,
    await page.getByRole('checkbox', { name: 'Rückfahrt mitbuchen' }).check();
    const returnDate = page.getByLabel(/^Datum/).nth(1);
    await page
      .getByLabel(/^Uhrzeit/)
      .nth(1)
      .fill('10:00');
    await page.getByRole('radio', { name: TEXT.de.fixedTime }).nth(1).check();
    await returnDate.fill(futureDate(29));
    await page.getByRole('button', { name: TEXT.de.next }).click();
    await expect(returnDate).toHaveAccessibleDescription(new RegExp(escape(MSG.returnBefore)));
    await expect(page.getByText(/Bitte korrigieren Sie 1 markiertes Feld/)).toBeVisible();
    await expectNoAxeViolations(page);
    // nor an hour and a half after it (08:30 to 10:00 on the same day): two hours at least
    await returnDate.fill(futureDate(31));
    await expect(returnDate).not.toHaveAttribute('aria-invalid', 'true');
    await returnDate.fill(futureDate(30));
    await expect(returnDate).toHaveAccessibleDescription(new RegExp(escape(MSG.returnBefore)));
    await returnDate.fill(futureDate(31));
    await page.getByRole('button', { name: TEXT.de.next }).click();
    await expectStep(page, 'de', 2);
  });

  test('the start form rejects a bad postcode, past date and too many passengers', async ({
    page,
  }) => {
    await page.goto('/start');
    const form = page.locator('#buchen');
    await expect(form.getByRole('heading', { name: TEXT.de.entryTitle })).toBeVisible({
      timeout: 20_000,
    });
    await form.getByLabel(/^PLZ/).fill('3015');
    await form.getByLabel(/^Ort/).fill('Hannover');
    await form.getByLabel(/^Datum/).fill('2000-01-01');
    await form.getByLabel(/^Uhrzeit/).fill('08:30');
    await form.getByLabel(/^Erwachsene/).fill('5');
    await form.getByLabel(/^Kinder/).fill('4');
    await page.getByRole('button', { name: TEXT.de.showPrices }).click();
    await expect(form.getByLabel(/^PLZ/)).toHaveAccessibleDescription(MSG.postcode);
    await expect(form.getByLabel(/^PLZ/)).toBeFocused();
    await expect(form.getByLabel(/^Datum/)).toHaveAccessibleDescription(
      new RegExp(escape(MSG.pastDate)),
    );
    await expect(form.getByLabel(/^Kinder/)).toHaveAccessibleDescription(
      'Es können höchstens 8 Personen mitfahren.',
    );
    await expect(form.getByLabel(/^Ort/)).toHaveValue('Hannover');
    await expectNoAxeViolations(page, { include: '#buchen' });
    await form.getByLabel(/^PLZ/).fill('30159');
    await form.getByLabel(/^Datum/).fill(futureDate());
    await form.getByLabel(/^Kinder/).fill('3');
    await page.getByRole('button', { name: TEXT.de.showPrices }).click();
    await expectStep(page, 'de', 0);
  });

  test('the start form refuses a pickup inside the lead time, and takes one after it', async ({
    page,
  }) => {
    // Five minutes before the earliest pickup (now + 30 minutes, on a five-minute step).
    const earliest = earliestPickup();
    const soon = nowInBerlin(
      new Date(berlinToUtc(earliest.datum, earliest.zeit).getTime() - 300_000),
    );
    await page.goto('/start');
    const form = page.locator('#buchen');
    await expect(form.getByRole('heading', { name: TEXT.de.entryTitle })).toBeVisible({
      timeout: 20_000,
    });
    await form.getByLabel(/^PLZ/).fill('30159');
    await form.getByLabel(/^Ort/).fill('Hannover');
    await form.getByLabel(/^Datum/).fill(soon.date);
    await form.getByLabel(/^Uhrzeit/).fill(soon.time);
    await page.getByRole('button', { name: TEXT.de.showPrices }).click();
    const time = form.getByLabel(/^Uhrzeit/);
    await expect(time).toHaveAccessibleDescription(new RegExp(escape(MSG.leadTime)));
    await expect(time).toBeFocused();
    await expect(time).toHaveValue(soon.time);
    await expectNoAxeViolations(page, { include: '#buchen' });
    // The earliest pickup moves on while the test runs: one five minutes after it.
    const later = earliestPickup(new Date(Date.now() + 300_000));
    await form.getByLabel(/^Datum/).fill(later.datum);
    await time.fill(later.zeit);
    await page.getByRole('button', { name: TEXT.de.showPrices }).click();
    await expectStep(page, 'de', 0);
  });
});
