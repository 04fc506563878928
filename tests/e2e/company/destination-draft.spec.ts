import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { enterNewPassenger, FLOW_TEXT, typedDate, typedTime, type Lang } from './booking-flow';
import { daysAhead, loginWithId } from './helpers';

/*
 * The company's destination step keeps what was typed and not sent (sessionStorage
 * ReisezielEntwurf): over Back to the passenger and "Weiter" again, and over a reload. Sending it
 * goes on as usual and drops the draft.
 */

test.describe.configure({ timeout: 120_000 });

for (const lang of ['de', 'en'] as const satisfies Lang[]) {
  test(`typed destination survives Back, Next and a reload (${lang})`, async ({ page }) => {
    const text = FLOW_TEXT[lang];
    const back = lang === 'de' ? 'Zurück' : 'Back';
    const heading = page.getByRole('heading', { level: 1, name: text.steps.destination });
    const day = daysAhead(12);
    await setLanguage(page, lang);
    await loginWithId(page, 'plain');
    await enterNewPassenger(page, 'Dora', 'Draft', lang);
    await expect(heading).toBeVisible();
    await page.getByRole('textbox', { name: text.street }).fill('Ballindamm 7');
    await page.getByRole('textbox', { name: text.postcode }).fill('20095');
    await page.getByRole('textbox', { name: text.city }).first().fill('Hamburg');
    await page.getByLabel(text.date).fill(typedDate(day, lang));
    await page.getByLabel(text.time).fill(typedTime('17:15', lang));
    await page.getByLabel(text.time).blur();

    // Back at once, before any debounce could have written it.
    await page.getByRole('button', { name: back }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.steps.passenger })).toBeVisible();
    await page.getByRole('button', { name: text.next }).click();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.street })).toHaveValue('Ballindamm 7');
    await expect(page.getByRole('textbox', { name: text.postcode })).toHaveValue('20095');
    await expect(page.getByLabel(text.date)).toHaveValue(typedDate(day, lang));
    await expect(page.getByLabel(text.time)).toHaveValue(typedTime('17:15', lang));

    await page.reload();
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: text.street })).toHaveValue('Ballindamm 7');
    await expect(page.getByLabel(text.time)).toHaveValue(typedTime('17:15', lang));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.next }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.steps.tariff })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('ReisezielEntwurf'))).toBeNull();
    const stored = (await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('Buchung') ?? 'null'),
    )) as { hinfahrt: { datum: string; zeit: string }; kundeAdresse: { strasse: string } };
    expect(stored.hinfahrt).toMatchObject({ datum: day, zeit: '17:15' });
    expect(stored.kundeAdresse).toMatchObject({ strasse: 'Ballindamm 7' });
  });
}
