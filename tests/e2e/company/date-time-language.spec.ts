import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { FLOW_TEXT, typedDate } from './booking-flow';
import { daysAhead, loginWithId } from './helpers';

/*
 * Issue 14, part 5: the company wizard's reiseziel step reads and shows date and time in the
 * site's language, whatever the browser's locale is - German dd.mm.yyyy and 24 hours in an
 * en-US browser, English mm/dd/yyyy and AM/PM in a de-DE browser (a native date or time input
 * would follow the browser). The stored booking keeps YYYY-MM-DD and HH:MM.
 */

test.describe.configure({ timeout: 120_000 });

const CASES = [
  {
    lang: 'de',
    browser: 'en-US',
    dateHint: /TT\.MM\.JJJJ/,
    timeHint: /HH:MM \(24 Std\.\)/,
    unreadable: '12/24/2030',
    invalidDate: 'Bitte geben Sie ein gültiges Datum ein.',
    summary: 'Bitte korrigieren Sie 1 markiertes Feld.',
    typedTime: '18.45',
    shownTime: '18:45',
  },
  {
    lang: 'en',
    browser: 'de-DE',
    dateHint: /MM\/DD\/YYYY/,
    timeHint: /h:mm AM\/PM/,
    unreadable: '24.12.2030',
    invalidDate: 'Please enter a valid date.',
    summary: 'Please correct 1 marked field.',
    typedTime: '6:45 pm',
    shownTime: '6:45 PM',
  },
] as const;

for (const c of CASES) {
  test.describe(`reiseziel in ${c.lang} in a ${c.browser} browser`, () => {
    test.use({ locale: c.browser });

    test("date and time are typed and shown in the site language's formats", async ({ page }) => {
      const text = FLOW_TEXT[c.lang];
      await setLanguage(page, c.lang);
      await loginWithId(page, 'privateLike');
      await expect(page).toHaveURL(/\/buchung\/reiseziel$/);
      await expect(
        page.getByRole('heading', { level: 1, name: text.steps.destination }),
      ).toBeVisible();
      // Text fields with the language's format as their hint, not the browser's date picker.
      const date = page.getByRole('combobox', { name: text.date });
      const time = page.getByRole('combobox', { name: text.time });
      await expect(date).toHaveAccessibleDescription(c.dateHint);
      await expect(time).toHaveAccessibleDescription(c.timeHint);

      await page.getByRole('textbox', { name: text.street }).fill('Georgstraße 1');
      await page.getByRole('textbox', { name: text.postcode }).fill('30159');
      await page.getByRole('textbox', { name: text.city }).first().fill('Hannover');

      // A date in the other language's order is refused at the field, the typed text kept.
      await date.fill(c.unreadable);
      await time.fill(c.typedTime);
      await page.getByRole('button', { name: text.next }).click();
      await expect(date).toHaveAttribute('aria-invalid', 'true');
      await expect(date).toBeFocused();
      await expect(page.getByText(c.summary)).toBeVisible();
      await expect(date).toHaveAccessibleDescription(new RegExp(c.invalidDate.replace('.', '\\.')));
      await expect(date).toHaveValue(c.unreadable);
      await expect(time).toHaveValue(c.shownTime);
      await expectNoAxeViolations(page);

      const day = daysAhead(15);
      await date.fill(typedDate(day, c.lang));
      await date.blur();
      await expect(date).toHaveValue(typedDate(day, c.lang));
      await expect(date).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: text.next }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.steps.tariff })).toBeVisible();
      const stored = (await page.evaluate(() =>
        JSON.parse(sessionStorage.getItem('Buchung') ?? 'null'),
      )) as { hinfahrt: { datum: string; zeit: string } };
      expect(stored.hinfahrt).toMatchObject({ datum: day, zeit: '18:45' });

      // Back on the step, and after a reload, the values are shown the same way.
      await page.getByRole('button', { name: c.lang === 'de' ? 'Zurück' : 'Back' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: text.steps.destination }),
      ).toBeVisible();
      await expect(date).toHaveValue(typedDate(day, c.lang));
      await expect(time).toHaveValue(c.shownTime);
      await page.reload();
      await expect(date).toHaveValue(typedDate(day, c.lang), { timeout: 20_000 });
      await expect(time).toHaveValue(c.shownTime);
    });
  });
}
