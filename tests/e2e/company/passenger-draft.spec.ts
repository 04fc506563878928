import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import { chooseOption } from '../../support/widgets';
import { FLOW_TEXT, type Lang } from './booking-flow';
import { loginWithId, type DemoCompanyKey } from './helpers';

/*
 * The company wizard's first step keeps a new passenger typed and not sent (sessionStorage
 * PassagierEntwurf) over a reload, below the customer list too. Sending it goes on as usual and
 * drops the draft.
 */

test.describe.configure({ timeout: 120_000 });

const CASES: [Lang, DemoCompanyKey][] = [
  ['de', 'plain'],
  ['en', 'conti'],
];

for (const [lang, company] of CASES) {
  test(`a new passenger typed survives a reload (${lang}, ${company})`, async ({ page }) => {
    const text = FLOW_TEXT[lang];
    const passengerHeading = page.getByRole('heading', { level: 1, name: text.steps.passenger });
    await setLanguage(page, lang);
    await loginWithId(page, company);
    await expect(passengerHeading).toBeVisible();
    await page.getByRole('textbox', { name: text.firstName }).fill('Dora');
    await page.getByRole('textbox', { name: text.lastName }).fill('Draft');
    await page.getByRole('textbox', { name: text.email }).fill('dora@example.org');
    const salutation = page.getByRole('combobox', { name: text.salutation });
    await chooseOption(salutation, { index: 2 });
    const chosen = await salutation.inputValue();

    // At once, before any debounce could have written it.
    await page.reload();
    await expect(passengerHeading).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: text.firstName })).toHaveValue('Dora');
    await expect(page.getByRole('textbox', { name: text.lastName })).toHaveValue('Draft');
    await expect(page.getByRole('textbox', { name: text.email })).toHaveValue('dora@example.org');
    await expect(salutation).toHaveValue(chosen);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.next }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: text.steps.destination }),
    ).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('PassagierEntwurf'))).toBeNull();
    const stored = (await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('Buchung') ?? 'null'),
    )) as { kundeStamm: { vorname: string; name: string; email: string } };
    expect(stored.kundeStamm).toMatchObject({
      vorname: 'Dora',
      name: 'Draft',
      email: 'dora@example.org',
    });
  });
}
