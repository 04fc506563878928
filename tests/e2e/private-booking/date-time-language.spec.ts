import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import {
  chooseTariff,
  expectStep,
  fillEntry,
  fillTripDetails,
  futureDate,
  readDraft,
  startBooking,
  TEXT,
} from './helpers';

/*
 * Issue 14, part 5: the trip-details date and time fields follow the site's language, whatever
 * the browser's locale is - German dd.mm.yyyy and 24 hours in an en-US browser, English
 * mm/dd/yyyy and AM/PM in a de-DE browser. The booking keeps YYYY-MM-DD and HH:MM.
 */
const CASES = [
  {
    lang: 'de',
    browser: 'en-US',
    shown: (d: string, m: string, y: string) => `${d}.${m}.${y}`,
    time: '08:30',
    typedReturn: '18:45',
    shownReturn: '18:45',
  },
  {
    lang: 'en',
    browser: 'de-DE',
    shown: (d: string, m: string, y: string) => `${m}/${d}/${y}`,
    time: '8:30 AM',
    typedReturn: '6:45 pm',
    shownReturn: '6:45 PM',
  },
] as const;
const WITH_RETURN = { de: 'Rückfahrt mitbuchen', en: 'Add a return ride' } as const;

for (const c of CASES) {
  test.describe(`date and time in ${c.lang} in a ${c.browser} browser`, () => {
    test.use({ locale: c.browser });

    test("the start form reads the site language's formats", async ({ page }) => {
      await setLanguage(page, c.lang);
      const text = TEXT[c.lang];
      await page.goto('/start');
      const form = page.locator('#buchen');
      await expect(form.getByRole('heading', { name: text.entryTitle })).toBeVisible({
        timeout: 20_000,
      });
      const [y, m, d] = futureDate(20).split('-') as [string, string, string];
      await fillEntry(page, c.lang, { datum: c.shown(d, m, y), zeit: c.typedReturn });
      await form
        .getByLabel(new RegExp(`^${text.postcode}`))
        .first()
        .focus();
      await expect(form.getByLabel(new RegExp(`^${text.date}`))).toHaveValue(c.shown(d, m, y));
      await expect(form.getByLabel(new RegExp(`^${text.time}`))).toHaveValue(c.shownReturn);
      await expectNoAxeViolations(page, { include: '#buchen' });
      await page.getByRole('button', { name: text.showPrices }).click();
      await expectStep(page, c.lang, 0);
      expect((await readDraft(page)).hinfahrt).toMatchObject({
        datum: `${y}-${m}-${d}`,
        zeit: '18:45',
      });
    });

    test("the fields show and read the site language's formats", async ({ page }) => {
      await setLanguage(page, c.lang);
      const text = TEXT[c.lang];
      await startBooking(page, c.lang);
      await chooseTariff(page, c.lang);
      const [y, m, d] = futureDate().split('-') as [string, string, string];
      const date = page.getByLabel(new RegExp(`^${text.date}`)).first();
      const time = page.getByLabel(new RegExp(`^${text.time}`)).first();
      // The ride of the start form, in the site's language (not the browser's).
      await expect(date).toHaveValue(c.shown(d, m, y));
      await expect(time).toHaveValue(c.time);
      await expectNoAxeViolations(page);

      // A return ride typed in the site's language.
      await fillTripDetails(page, c.lang);
      await page.getByRole('checkbox', { name: WITH_RETURN[c.lang] }).check();
      const [ry, rm, rd] = futureDate(40).split('-') as [string, string, string];
      const returnDate = page.getByLabel(new RegExp(`^${text.date}`)).nth(1);
      const returnTime = page.getByLabel(new RegExp(`^${text.time}`)).nth(1);
      await returnDate.fill(c.shown(rd, rm, ry));
      await returnTime.fill(c.typedReturn);
      await returnTime.blur();
      await expect(returnTime).toHaveValue(c.shownReturn);
      await page.getByRole('radio', { name: text.fixedTime }).nth(1).check();
      await page.getByRole('button', { name: text.next }).click();
      await expectStep(page, c.lang, 2);
      const draft = await readDraft(page);
      expect(draft.hinfahrt).toMatchObject({ datum: `${y}-${m}-${d}`, zeit: '08:30' });
      expect(draft.rueckfahrt).toMatchObject({ datum: `${ry}-${rm}-${rd}`, zeit: '18:45' });

      // Back on the step, and after a reload, the values are shown the same way.
      await page.getByRole('button', { name: text.back }).click();
      await expectStep(page, c.lang, 1);
      await page.reload();
      await expect(page.getByLabel(new RegExp(`^${text.date}`)).nth(1)).toHaveValue(
        c.shown(rd, rm, ry),
      );
      await expect(page.getByLabel(new RegExp(`^${text.time}`)).nth(1)).toHaveValue(c.shownReturn);
    });
  });
}

test('a date the site language cannot read is refused with a message, the typed text kept', async ({
  page,
}) => {
  await startBooking(page, 'de');
  await chooseTariff(page, 'de');
  const date = page.getByLabel(/^Datum/).first();
  await date.fill('12/24/2026');
  await page.getByRole('button', { name: TEXT.de.next }).click();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveValue('12/24/2026');
  await expect(date).toHaveAccessibleDescription(/TT\.MM\.JJJJ/);
});
