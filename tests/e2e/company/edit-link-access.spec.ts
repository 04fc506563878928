import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { saveScreenshot, VIEWPORTS } from '../../support/screenshots';
import { setLanguage } from '../../support/storage';
import { DEMO_BOOKINGS, DEMO_COMPANIES } from '../../../server/db/seed-fixtures';
import { companyBookingDraft, draftLeg } from '../../../server/testing/booking-drafts';
import { daysAhead, loginWithId } from './helpers';

/*
 * The edit link /buchung/bearbeiten/{externeId} is a capability for one booking
 * (docs/decisions/0007-edit-link-access.md): without a company login it opens that booking
 * (change or cancel its rides) or asks for the login and comes back; another company's login
 * stays. A booking that can no longer be changed is shown read-only with the reason.
 */

test.describe.configure({ timeout: 120_000 });

const REINSURER = DEMO_COMPANIES.reinsurerA;
const PAST = DEMO_BOOKINGS.past;

const TEXT = {
  de: {
    byLink:
      'Sie haben diese Buchung über ihren Buchungslink geöffnet. Der Link gilt nur für diese eine Buchung.',
    login: 'Anmelden und Buchung vollständig bearbeiten',
    locked: 'Diese Buchung kann nicht mehr geändert werden.',
    finished: 'Die Fahrt hat bereits stattgefunden.',
    cancelled: 'Alle Fahrten dieser Buchung sind storniert.',
    outbound: 'Hinfahrt',
    change: 'Fahrt ändern',
    cancelBooking: 'Ganze Buchung stornieren',
    time: /^Uhrzeit/,
    save: 'Speichern',
    saved: 'Die Fahrt wurde geändert.',
    done: 'Erledigt',
  },
  en: {
    byLink:
      'You opened this booking through its booking link. The link is valid for this one booking only.',
    login: 'Sign in and edit the whole booking',
    locked: 'This booking can no longer be changed.',
    finished: 'The ride has already taken place.',
    cancelled: 'All rides of this booking are cancelled.',
    outbound: 'Outbound ride',
    change: 'Change ride',
    cancelBooking: 'Cancel whole booking',
    time: /^Time/,
    save: 'Save',
    saved: 'The ride has been changed.',
    done: 'Completed',
  },
} as const;

interface CreatedBooking {
  buchungId: number;
  voucher: string;
  externeId: string;
  name: string;
}

/**
 * A fresh booking of company 61817 (HAJ, from Hannover, on account), made through the API in a
 * request context of its own, so the browser stays signed out; the seed bookings are shared
 * with other specs that change them.
 */
async function createCompanyBooking(
  request: APIRequestContext,
  name: string,
): Promise<CreatedBooking> {
  const login = await request.post('/api/Firma/LoginMitId/', {
    data: { firmenId: REINSURER.firmenId, zugangscode: REINSURER.zugangscode },
  });
  expect(login.status()).toBe(200);
  const draft = companyBookingDraft(REINSURER.firmenId);
  const created = await request.post('/api/Buchung/Neu', {
    headers: { 'Idempotency-Key': `e2e-link-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      ...draft,
      erw: 1,
      mitRueckfahrt: false,
      kundeStamm: { ...draft.kundeStamm, vorname: 'Lena', name, email: 'lena@example.org' },
      hinfahrt: draftLeg('Abholung', daysAhead(6), '08:15'),
      rueckfahrt: draftLeg('Rückfahrt', '', ''),
    },
  });
  expect(created.status()).toBe(201);
  const booking = (await created.json()) as { buchungStamm: { id: number; voucher: string } };
  const stored = await request.get(`/api/test/bookings/${booking.buchungStamm.voucher}`);
  const { externeId } = (await stored.json()) as { externeId: string };
  return {
    buchungId: booking.buchungStamm.id,
    voucher: booking.buchungStamm.voucher,
    externeId,
    name,
  };
}

async function expectReadOnly(page: Page, lang: 'de' | 'en', reason: string) {
  const text = TEXT[lang];
  await expect(page.getByText(text.locked)).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole('button', { name: text.change })).toHaveCount(0);
  await expect(page.getByRole('button', { name: text.cancelBooking })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
}

test.describe('item 1: the edit link without (or with another) company login', () => {
  test('signed out: the link opens that one booking, a ride is changed with its token; the company area stays closed', async ({
    page,
    request,
  }) => {
    const booking = await createCompanyBooking(request, 'Linkfeld');
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Buchung ${booking.voucher}` }),
    ).toBeVisible();
    await expect(page.getByText(TEXT.de.byLink)).toBeVisible();
    await expect(page.getByText('Ihre Anmeldung ist abgelaufen')).toHaveCount(0);
    await expect(page.getByText(`Lena ${booking.name}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'edit-link-signed-out-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, 'edit-link-signed-out-390');
    await page.setViewportSize(VIEWPORTS.desktop);

    await page
      .getByRole('article', { name: TEXT.de.outbound })
      .getByRole('button', { name: TEXT.de.change })
      .click();
    const form = page.getByRole('group', { name: TEXT.de.outbound });
    await form.getByLabel(TEXT.de.time).fill('09:40');
    await page.getByRole('button', { name: TEXT.de.save }).click();
    await expect(page.getByRole('status').filter({ hasText: TEXT.de.saved })).toBeAttached();
    await expect(page.getByRole('article', { name: TEXT.de.outbound })).toContainText('09:40');

    // Only this booking: nothing of the company opens, and no draft was left behind.
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('Firma'),
        sessionStorage.getItem('Buchung'),
      ]),
    ).toEqual([null, null]);
    await page.goto('/buchung/gebuchte-fahrten');
    await expect(page).toHaveURL(
      /\/start\?weiter=%2Fbuchung%2Fgebuchte-fahrten&hinweis=anmeldung#firmenlogin$/,
    );
  });

  test('signed out, English, phone: the same page reads in English and fits 390 px', async ({
    page,
    request,
  }) => {
    const booking = await createCompanyBooking(request, 'Phoneway');
    await setLanguage(page, 'en');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Booking ${booking.voucher}` }),
    ).toBeVisible();
    await expect(page.getByText(TEXT.en.byLink)).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.en.login })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT.en.change })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'edit-link-signed-out-en-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await saveScreenshot(page, 'edit-link-signed-out-en-1280');
  });

  test('signed out: "sign in" asks for the company login and comes back to the booking in the wizard', async ({
    page,
    request,
  }) => {
    const booking = await createCompanyBooking(request, 'Rueckweg');
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await page.getByRole('link', { name: TEXT.de.login }).click();
    await expect(page).toHaveURL(/\/start\?weiter=/);
    const form = page.getByRole('region', { name: 'Firmenkunden-Login' });
    await form.getByRole('textbox', { name: /^Kundennummer/ }).fill(String(REINSURER.firmenId));
    await form.getByLabel(/Zugangscode/).fill(REINSURER.zugangscode);
    await form.getByRole('button', { name: /Anmelden/ }).click();
    await expect(page).toHaveURL(/\/buchung\/reise-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reisedetails' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Nachname/ })).toHaveValue(booking.name);
  });

  test("signed in: another company's link opens that booking and keeps the current login", async ({
    page,
    request,
  }) => {
    const booking = await createCompanyBooking(request, 'Fremdlink');
    await loginWithId(page, 'mtu');
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Buchung ${booking.voucher}` }),
    ).toBeVisible();
    await expect(
      page.getByText(
        `Sie gehört nicht zu Ihrer Firmenanmeldung (${DEMO_COMPANIES.mtu.name}); diese Anmeldung bleibt bestehen.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT.de.change })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'edit-link-other-company-1280');

    await page.getByRole('link', { name: 'Zurück zu Ihrem Firmenbereich' }).click();
    await expect(page).toHaveURL(/\/buchung\/mtu-tarifauswahl$/);
    await expect(page.getByRole('navigation', { name: 'Bereiche des Firmenkontos' })).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('Firma') ?? 'null')?.firmenId),
    ).toBe(DEMO_COMPANIES.mtu.firmenId);
  });
});

test.describe('item 2: a booking that can no longer be changed is shown read-only with the reason', () => {
  test('the finished ride by its edit link, signed in as its company: read-only, the reason, no form', async ({
    page,
  }) => {
    await loginWithId(page, 'reinsurerA');
    await page.goto(`/buchung/bearbeiten/${PAST.externeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Buchung ${PAST.voucher}` }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/buchung/bearbeiten/${PAST.externeId}$`));
    await expectReadOnly(page, 'de', TEXT.de.finished);
    await expect(page.getByRole('article', { name: TEXT.de.outbound })).toContainText(TEXT.de.done);
    await expect(page.getByRole('link', { name: 'Zurück zu den gebuchten Fahrten' })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'edit-link-finished-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, 'edit-link-finished-390');
  });

  test('the finished ride by its edit link, signed out, English', async ({ page }) => {
    await setLanguage(page, 'en');
    await page.goto(`/buchung/bearbeiten/${PAST.externeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Booking ${PAST.voucher}` }),
    ).toBeVisible();
    await expectReadOnly(page, 'en', TEXT.en.finished);
    await expect(page.getByRole('link', { name: TEXT.en.login })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'edit-link-finished-en-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await saveScreenshot(page, 'edit-link-finished-en-390');
  });

  test('a cancelled booking by its edit link: read-only with the reason', async ({
    page,
    request,
  }) => {
    const booking = await createCompanyBooking(request, 'Storno');
    const cancelled = await request.delete(`/api/Buchung/Stornieren/${booking.buchungId}`);
    expect(cancelled.status()).toBe(200);
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Buchung ${booking.voucher}` }),
    ).toBeVisible();
    await expectReadOnly(page, 'de', TEXT.de.cancelled);
    await expect(page.getByRole('link', { name: TEXT.de.login })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('cancelled on the page through its link: the sign-in to edit it goes with it', async ({
    page,
    request,
  }) => {
    const booking = await createCompanyBooking(request, 'Stornoweg');
    await page.goto(`/buchung/bearbeiten/${booking.externeId}`);
    await expect(page.getByRole('link', { name: TEXT.de.login })).toBeVisible();
    await page.getByRole('button', { name: TEXT.de.cancelBooking }).click();
    await page
      .getByRole('dialog', { name: 'Buchung stornieren?' })
      .getByRole('button', { name: TEXT.de.cancelBooking })
      .click();
    await expectReadOnly(page, 'de', TEXT.de.cancelled);
    await expect(page.getByRole('link', { name: TEXT.de.login })).toHaveCount(0);
  });

  test('the booking list opens the finished ride for viewing, and its page is read-only too', async ({
    page,
  }) => {
    await loginWithId(page, 'reinsurerA');
    await page.goto(`/buchung/gebuchte-fahrten?suche=${PAST.voucher}`);
    const open = page.getByRole('link', { name: `Ansehen: Buchung ${PAST.voucher}`, exact: true });
    await expect(open).toHaveText('Ansehen');
    await open.click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Buchung ${PAST.voucher}` }),
    ).toBeVisible();
    await expectReadOnly(page, 'de', TEXT.de.finished);
    await expectNoAxeViolations(page);
  });
});
