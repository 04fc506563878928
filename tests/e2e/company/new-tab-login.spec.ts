import { join } from 'node:path';
import type { Page } from '@playwright/test';
import de from '../../../public/locales/de.json' with { type: 'json' };
import en from '../../../public/locales/en.json' with { type: 'json' };
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, SCREENSHOT_DIR, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { createBookingRecord } from './api-bookings';
import { DEMO_COMPANIES, loginFormOf, loginWithId, signInUntilLanded } from './helpers';

/*
 * The company session object lives in the tab's session storage (spec sections 2 and 6), so a
 * company page opened in a new tab, or pasted, finds none and the guard sends it to /start. The
 * start page says why at its company login, which has the focus, and the login goes on to the
 * page that was asked for.
 */

test.describe.configure({ timeout: 120_000 });

const NOTICE = { de: de.companyLogin.notice, en: en.companyLogin.notice } as const;

const REINSURER = DEMO_COMPANIES.reinsurerA;

/** What a phone shows first, beside saveScreenshot's whole page. */
const screenshotPath = (name: string) => join(SCREENSHOT_DIR, `${name}.png`);

/** Signs in with the start page's login until the address is `landing`. */
async function signInThere(page: Page, landing: RegExp) {
  await signInUntilLanded(
    page,
    async () => {
      const form = loginFormOf(page);
      await form
        .getByRole('textbox', { name: /^Kundennummer|^Customer number/ })
        .fill(String(REINSURER.firmenId), { timeout: 5_000 });
      await form
        .getByRole('textbox', { name: /^Zugangscode|^Access code/ })
        .fill(REINSURER.zugangscode, { timeout: 5_000 });
    },
    landing,
  );
}

/** The start page's login, focused and saying why the visitor is here. */
async function expectAskedToSignIn(page: Page, lang: 'de' | 'en') {
  await expect(page).toHaveURL(/\/start\?weiter=[^#]*#firmenlogin$/);
  const login = loginFormOf(page);
  const { title, text } = NOTICE[lang];
  await expect(login.getByRole('status')).toContainText(title);
  await expect(login.getByRole('status')).toContainText(text);
  await expect(login).toHaveAccessibleDescription(`${title} ${text}`);
  await expect(login).toBeFocused();
}

test('a booked ride opened in a new tab asks to sign in there and then opens the ride', async ({
  page,
}) => {
  const booking = await createBookingRecord(page.request, { surname: 'Neuertab' });
  await loginWithId(page, 'reinsurerA');
  await page
    .getByRole('navigation', { name: 'Bereiche des Firmenkontos' })
    .getByRole('link', { name: 'Gebuchte Fahrten' })
    .click();
  const link = page.getByRole('link', { name: `Bearbeiten: Buchung ${booking.voucher}` });
  const ridePath = await link.getAttribute('href');
  expect(ridePath).toBe(
    `/buchung/gebuchte-fahrten-bearbeiten/${booking.voucher}/${booking.buchungId}`,
  );

  // A new tab of the same browser: the server's session cookie is there, session storage is not.
  const tab = await page.context().newPage();
  await tab.goto(ridePath!);
  await expectAskedToSignIn(tab, 'de');
  await expectNoAxeViolations(tab);
  await tab.setViewportSize(VIEWPORTS.desktop);
  await saveScreenshot(tab, 'new-tab-login-1280');
  // On a phone the login comes after the booking form: the page scrolls to it.
  await tab.setViewportSize(VIEWPORTS.phone);
  await tab.goto(ridePath!);
  await expectAskedToSignIn(tab, 'de');
  await expect(loginFormOf(tab).getByRole('status')).toBeInViewport();
  await tab.screenshot({ path: screenshotPath('new-tab-login-390-viewport') });
  await saveScreenshot(tab, 'new-tab-login-390');
  await expectNoAxeViolations(tab);

  await signInThere(tab, new RegExp(`${ridePath}$`));
  await expect(
    tab.getByRole('heading', { level: 1, name: `Buchung ${booking.voucher}` }),
  ).toBeVisible();
  // The first tab stays signed in as it was.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Gebuchte Fahrten' })).toBeVisible();
});

test('English, no session at all: the booked rides list asks to sign in and then opens', async ({
  page,
}) => {
  await setLanguage(page, 'en');
  await page.goto('/buchung/gebuchte-fahrten');
  await expectAskedToSignIn(page, 'en');
  await expectNoAxeViolations(page);
  // Reloaded, the prerendered start page is hydrated first and then says why (no mismatch).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expectAskedToSignIn(page, 'en');
  await signInThere(page, /\/buchung\/gebuchte-fahrten$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booked rides' })).toBeVisible();
});
