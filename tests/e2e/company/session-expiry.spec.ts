import { expect, test } from '../../support/fixtures';
import { setLanguage } from '../../support/storage';
import {
  bookNow,
  chooseTariff,
  enterNewPassenger,
  fillDestination,
  fillTripDetails,
  FLOW_TEXT,
} from './booking-flow';
import { DEMO_COMPANIES, loginFormOf, loginWithId, signInUntilLanded } from './helpers';

/*
 * The company's session runs out while a booking is on its summary: "book" answers 401, the page
 * offers to sign in again, and the login comes back to the summary with the draft as it was, so
 * the booking goes on instead of starting over on an empty first step.
 */

test.describe.configure({ timeout: 120_000 });

const EXPIRED = {
  de: { message: 'Ihre Anmeldung ist abgelaufen.', signIn: 'Erneut anmelden' },
  en: { message: 'Your session has expired.', signIn: 'Sign in again' },
} as const;

for (const lang of ['de', 'en'] as const) {
  test(`${lang}: signing in again after the session ran out goes on with the booking`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 401/);
    const text = FLOW_TEXT[lang];
    await setLanguage(page, lang);
    await loginWithId(page, 'plain');
    await enterNewPassenger(page, 'Greta', 'Gültig', lang);
    await fillDestination(
      page,
      { airport: 'HAJ', strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover' },
      lang,
    );
    await chooseTariff(page, 0, lang);
    await fillTripDetails(page, { kst: '4711' }, lang);
    await expect(page.getByRole('heading', { level: 1, name: text.steps.summary })).toBeVisible();

    // The session ends on the server (as after its lifetime); the tab still holds its draft.
    expect((await page.request.post('/api/Firma/Logout/')).ok()).toBe(true);
    await page.getByRole('button', { name: text.bookNow }).click();
    await expect(page.getByRole('alert')).toContainText(EXPIRED[lang].message);
    await page.getByRole('link', { name: EXPIRED[lang].signIn }).click();

    const { firmenId, zugangscode } = DEMO_COMPANIES.plain;
    await signInUntilLanded(
      page,
      async () => {
        const form = loginFormOf(page);
        await form
          .getByRole('textbox', { name: /^Kundennummer|^Customer number/ })
          .fill(String(firmenId), { timeout: 5_000 });
        await form
          .getByRole('textbox', { name: /^Zugangscode|^Access code/ })
          .fill(zugangscode, { timeout: 5_000 });
      },
      /\/buchung\/zusammenfassung$/,
    );
    await expect(page.getByRole('heading', { level: 1, name: text.steps.summary })).toBeVisible();
    await expect(page.getByText('Greta Gültig').first()).toBeVisible();
    await expect(page.getByText('4711').first()).toBeVisible();
    const voucher = await bookNow(page, lang);
    expect(voucher).toMatch(/^[A-Z0-9]{10}$/);
  });
}
