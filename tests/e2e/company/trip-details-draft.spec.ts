import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import {
  chooseTariff,
  enterNewPassenger,
  fillDestination,
  fillTripDetails,
  FLOW_TEXT,
} from './booking-flow';
import { loginWithId } from './helpers';

/*
 * Trip details typed but not submitted (and the cost centre next to them) survive a reload
 * (sessionStorage ReiseDetailsEntwurf); submitting them goes on as usual and drops the draft.
 */

test.describe.configure({ timeout: 120_000 });

test('typed trip details survive a reload; submitting them still works', async ({ page }) => {
  const text = FLOW_TEXT.de;
  await loginWithId(page, 'plain');
  await enterNewPassenger(page, 'Paula', 'Pixel');
  await fillDestination(page, {
    airport: 'HAM',
    strasse: 'Ballindamm 1',
    plz: '20095',
    ort: 'Hamburg',
  });
  await chooseTariff(page);
  await expect(page.getByRole('heading', { level: 1, name: text.steps.tripDetails })).toBeVisible();
  await page.getByRole('textbox', { name: text.kst }).fill('PX-42');
  await page.getByRole('textbox', { name: text.firstName }).fill('Paulina');
  await page.getByRole('textbox', { name: text.street }).fill('Ballindamm 2');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('ReiseDetailsEntwurf')))
    .toContain('Ballindamm 2');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('ReiseDetailsEntwurf')))
    .toContain('PX-42');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: text.steps.tripDetails })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('textbox', { name: text.firstName })).toHaveValue('Paulina');
  await expect(page.getByRole('textbox', { name: text.street })).toHaveValue('Ballindamm 2');
  await expect(page.getByRole('textbox', { name: text.kst })).toHaveValue('PX-42');
  await expectNoAxeViolations(page);

  await fillTripDetails(page);
  await expect(page).toHaveURL(/\/buchung\/zusammenfassung$/);
  expect(await page.evaluate(() => sessionStorage.getItem('ReiseDetailsEntwurf'))).toBeNull();
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('Buchung') ?? 'null'));
  expect(stored.kundeStamm).toMatchObject({ vorname: 'Paulina', kst: 'PX-42' });
  expect(stored.kundeAdresse).toMatchObject({ strasse: 'Ballindamm 2' });
});
