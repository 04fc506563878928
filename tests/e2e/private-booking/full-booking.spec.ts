import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { payWith } from '../payment/helpers';
import {
  chooseTariff,
  choosePayment,
  expectStep,
  fillReturnRide,
  fillTripDetails,
  startBooking,
  TEXT,
  type Lang,
} from './helpers';
import { chooseOption } from '../../support/widgets';

const EXTRA = { de: /^Kindersitz/, en: /^Child seat/ } as const;
const STATUS = { de: 'gebucht und bezahlt', en: 'booked and paid' } as const;
const CALENDAR = { de: /Hinfahrt in den Kalender/, en: /Outbound ride: add to calendar/ } as const;
const SALUTATION = {
  de: { ms: 'Frau', diverse: 'Divers / keine Angabe' },
  en: { ms: 'Ms', diverse: 'Non-binary / not specified' },
} as const;

async function check(page: Page, name: string | null) {
  await expectNoAxeViolations(page);
  if (name) await saveScreenshot(page, name);
}

/** Start page to status with the sandbox card payment; axe on every step. */
async function fullBooking(page: Page, lang: Lang, shot: (step: string) => string | null) {
  const text = TEXT[lang];
  await startBooking(page, lang);
  await expect(page.getByRole('radio', { name: text.shuttle })).toBeVisible();
  await check(page, shot('1-tarif-auswahl'));
  await page.getByRole('radio', { name: text.shuttle }).check();
  await page.getByRole('spinbutton', { name: EXTRA[lang] }).press('ArrowUp');
  await expect(page.getByRole('complementary')).toContainText(lang === 'de' ? '44,00 €' : '€44.00');
  await page.getByRole('button', { name: text.next }).click();
  await expectStep(page, lang, 1);
  await check(page, shot('2-reise-details'));
  await fillTripDetails(page, lang);
  const back = new Date(Date.now() + 37 * 86_400_000).toISOString().slice(0, 10);
  await fillReturnRide(page, lang, back, '18:45');
  await page.getByRole('radio', { name: text.fixedTime }).nth(1).check();
  await page.getByRole('button', { name: text.next }).click();
  await expectStep(page, lang, 2);
  await expect(page.getByRole('complementary')).toContainText(lang === 'de' ? '83,00 €' : '€83.00');
  await check(page, shot('3-kreditkarte-zahlung'));
  await page.getByRole('radio', { name: text.card }).check();
  await page.getByRole('button', { name: text.next }).click();
  await expectStep(page, lang, 3);
  await expect(page.getByRole('definition').filter({ hasText: 'Mustermann' })).toHaveText(
    `${SALUTATION[lang].ms} Erika Mustermann`,
  );
  await check(page, shot('4-zusammenfassung'));
  await page.getByRole('button', { name: text.bookNow }).click();
  await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });
  await payWith(page, lang, 'success');
  await expect(page).toHaveURL(/\/privat-buchung\/status$/, { timeout: 30_000 });
  await expectStep(page, lang, 4);
  await expect(page.getByText(STATUS[lang])).toBeVisible();
  const voucher =
    (await page
      .getByText(/^[A-Z0-9]{6,20}$/)
      .first()
      .textContent()) ?? '';
  expect(voucher).toMatch(/^[A-Z0-9]{6,20}$/);
  await check(page, shot('5-status'));
  return voucher;
}

test.describe('private booking: complete bookings', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const lang of ['de', 'en'] as const) {
    test(`a full booking in ${lang} with card payment, calendar file and axe on every step`, async ({
      page,
    }) => {
      if (lang === 'en') await setLanguage(page, 'en');
      await page.setViewportSize(VIEWPORTS.desktop);
      const voucher = await fullBooking(page, lang, (step) => `private-${lang}-1280-${step}`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: CALENDAR[lang] }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${voucher}-hinfahrt.ics`);
      const ics = readFileSync(await download.path(), 'utf8');
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
      expect(ics).toContain(voucher);
      // the stored draft is the saved, paid booking; a reload keeps the status page
      await page.reload();
      await expectStep(page, lang, 4);
      await expect(page.getByText(STATUS[lang])).toBeVisible();
    });
  }

  for (const lang of ['de', 'en'] as const) {
    test(`"${SALUTATION[lang].diverse}" is an answer, not printed before the name (${lang})`, async ({
      page,
    }) => {
      if (lang === 'en') await setLanguage(page, 'en');
      await startBooking(page, lang);
      await chooseTariff(page, lang);
      await fillTripDetails(page, lang);
      await chooseOption(
        page.getByLabel(new RegExp(`^${TEXT[lang].salutation}`)),
        SALUTATION[lang].diverse,
      );
      await page.getByRole('button', { name: TEXT[lang].next }).click();
      await expectStep(page, lang, 2);
      await choosePayment(page, lang);
      await expect(page.getByRole('definition').filter({ hasText: 'Mustermann' })).toHaveText(
        'Erika Mustermann',
      );
    });
  }

  test('every step at 390 px (phone)', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await fullBooking(page, 'de', (step) => `private-de-390-${step}`);
  });
});
