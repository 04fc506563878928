import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import { expectNoAxeViolations } from '../../support/axe';
import {
  TEXT as BOOKING_TEXT,
  chooseTariff,
  choosePayment,
  startBooking,
  submitTripDetails,
  type Lang,
} from '../private-booking/helpers';

export type { Lang };

/** Texts of /zahlung and the sandbox page per language (what a user reads). */
export const PAY = {
  de: {
    sandboxTitle: 'Testzahlung – Sandbox',
    cardLegend: 'Testkarte wählen',
    cards: {
      success: /4242 4242 4242 4242/,
      challenge: /5200 0000 0000 1096/,
      declined: /4000 0000 0000 0002/,
      threeDsFailed: /5200 0000 0000 1005/,
      expire: /Zahlungsseite ablaufen lassen/,
    },
    pay: /^Jetzt bezahlen/,
    cancel: 'Abbrechen und zurück zum Shop',
    challengeTitle: '3-D Secure: Zahlung bestätigen',
    code: 'Bestätigungscode',
    confirm: 'Bestätigen',
    paymentTitle: 'Zahlung',
    declined: 'Zahlung abgelehnt',
    declinedReason: 'Ihre Bank hat die Zahlung abgelehnt.',
    threeDsReason: 'Die Bestätigung mit 3-D Secure ist fehlgeschlagen.',
    aborted: 'Zahlung abgebrochen',
    expired: 'Zahlungsseite abgelaufen',
    pending: 'Zahlung noch nicht abgeschlossen',
    callFailed: 'Verbindungsproblem',
    retry: 'Erneut versuchen',
    newAttempt: 'Zahlung neu starten',
    otherCard: 'Andere Karte verwenden',
    resume: 'Zurück zur Zahlungsseite',
    backToSummary: 'Zurück zur Zusammenfassung',
    unpaid: 'Buchung noch nicht bezahlt',
    statusPaid: 'gebucht und bezahlt',
  },
  en: {
    sandboxTitle: 'Test payment – sandbox',
    cardLegend: 'Choose a test card',
    cards: {
      success: /4242 4242 4242 4242/,
      challenge: /5200 0000 0000 1096/,
      declined: /4000 0000 0000 0002/,
      threeDsFailed: /5200 0000 0000 1005/,
      expire: /Let the payment page expire/,
    },
    pay: /^Pay now/,
    cancel: 'Cancel and return to the shop',
    challengeTitle: '3-D Secure: confirm payment',
    code: 'Confirmation code',
    confirm: 'Confirm',
    paymentTitle: 'Payment',
    declined: 'Payment declined',
    declinedReason: 'Your bank declined the payment.',
    threeDsReason: 'The 3-D Secure confirmation failed.',
    aborted: 'Payment cancelled',
    expired: 'Payment page expired',
    pending: 'Payment not completed',
    callFailed: 'Connection problem',
    retry: 'Try again',
    newAttempt: 'Start payment again',
    otherCard: 'Use another card',
    resume: 'Back to the payment page',
    backToSummary: 'Back to the summary',
    unpaid: 'Booking not paid yet',
    statusPaid: 'booked and paid',
  },
} as const;

export type SandboxCard = keyof (typeof PAY)['de']['cards'];

export interface PaymentSessionValue {
  flow: 'privat' | 'firma';
  buchungId: number;
  voucher: string;
  token: string | null;
  stage?: string;
}

/** Through the real wizard to the summary, book, and land on the sandbox's hosted page. */
export async function bookAndOpenHostedPage(page: Page, lang: Lang): Promise<PaymentSessionValue> {
  await startBooking(page, lang);
  await chooseTariff(page, lang);
  await submitTripDetails(page, lang);
  // The card step (choose the payment type, see the amount) must be accessible too.
  await expectNoAxeViolations(page);
  await choosePayment(page, lang);
  await page.getByRole('button', { name: BOOKING_TEXT[lang].bookNow }).click();
  await expectOnHostedPage(page, lang);
  return readPaymentSession(page);
}

export async function expectOnHostedPage(page: Page, lang: Lang) {
  await expect(page).toHaveURL(/\/sandbox\/zahlung\//, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: PAY[lang].sandboxTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The hosted page is on the same origin, so the payment session can be read there. */
export async function readPaymentSession(page: Page): Promise<PaymentSessionValue> {
  const value = await page.evaluate(() => window.sessionStorage.getItem('saferpay'));
  expect(value, 'payment session in sessionStorage `saferpay`').not.toBeNull();
  return JSON.parse(value!) as PaymentSessionValue;
}

/** The payer's choice on the sandbox page (3-D Secure challenge: with the right code). */
export async function payWith(page: Page, lang: Lang, card: SandboxCard, { code = '1234' } = {}) {
  await page
    .getByRole('group', { name: PAY[lang].cardLegend })
    .getByRole('radio', { name: PAY[lang].cards[card] })
    .check();
  await page.getByRole('button', { name: PAY[lang].pay }).click();
  if (card === 'challenge') {
    await expect(
      page.getByRole('heading', { level: 1, name: PAY[lang].challengeTitle }),
    ).toBeVisible();
    await page.getByLabel(PAY[lang].code).fill(code);
    await page.getByRole('button', { name: PAY[lang].confirm }).click();
  }
}

export interface AttemptRow {
  token: string;
  status: string;
  errorName: string | null;
  amountCent: number;
  transactionId: string | null;
  captureId: string | null;
}

/** The payment rows of a booking, straight from the database (test-only route). */
export async function attemptsOf(page: Page, buchungId: number): Promise<AttemptRow[]> {
  const response = await page.request.get(`/api/Saferpay/Test/Versuche/${buchungId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as AttemptRow[];
}

/** The stored booking (test-only route): its payment state and price. */
export async function storedBooking(page: Page, voucher: string) {
  const response = await page.request.get(`/api/test/bookings/${voucher}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    booking: { buchungStamm: { zahlungsstatus: string }; preis: { betragCent: number } | null };
  };
  return body.booking;
}

export interface CreatedBooking {
  buchungId: number;
  voucher: string;
  zugriffsToken: string;
  preisCent: number;
}

function futureDay(days = 30): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A private card booking created through the API (POST /Buchung/Neu), then held in the tab's
 * sessionStorage like the wizard leaves it (`Buchung` and the payment session `saferpay`),
 * and /zahlung opened: the same hand-off the summary step does, without clicking through it.
 */
export async function createBookingAndOpenPayment(page: Page, lang: Lang): Promise<CreatedBooking> {
  return openPaymentFor(page, lang, null);
}

/**
 * The same for a logged-in company (its session cookie is in the browser context): the booking
 * is the company's, `Firma` is stored, and the payment session says flow `firma`.
 */
export async function createCompanyBookingAndOpenPayment(
  page: Page,
  firma: { firmenId: number },
): Promise<CreatedBooking> {
  return openPaymentFor(page, 'de', firma);
}

async function openPaymentFor(
  page: Page,
  lang: Lang,
  firma: ({ firmenId: number } & Record<string, unknown>) | null,
): Promise<CreatedBooking> {
  const firmenId = firma?.firmenId ?? null;
  const address = { strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover', ortsteil: '' };
  const leg = (art: 'Abholung' | 'Rückfahrt', datum: string) => ({
    id: null,
    art,
    datum,
    zeit: datum ? '08:30' : '',
    flugnummer: datum ? 'LH123' : '',
    istFesteZeit: true,
    gepaeckstck: 1,
    weitereAdresse: '',
    statusId: 1,
    buchungAdresse: address,
  });
  const body = {
    istNeu: true,
    erw: 1,
    kind: 0,
    richtung: 'zumFlughafen',
    flughafen: 'HAJ',
    transferArtId: 1,
    extras: [],
    zahlungsartId: 1,
    mitRueckfahrt: false,
    preis: null,
    buchungStamm: {
      id: null,
      voucher: null,
      sprach: lang,
      firmenId,
      istPrivat: !firma,
      zugriffsToken: null,
      zahlungsstatus: null,
    },
    kundeStamm: {
      id: null,
      firmenId,
      anrede: '',
      anredeId: 1,
      vorname: 'Erika',
      name: 'Mustermann',
      co: '',
      email: 'erika@example.org',
      mobil: '0151 2345678',
      telefon: '',
      kst: '',
      bereich: '',
    },
    kundeAdresse: { ...address, id: null, kundeId: null },
    hinfahrt: leg('Abholung', futureDay()),
    rueckfahrt: leg('Rückfahrt', ''),
  };
  const response = await page.request.post('/api/Buchung/Neu', {
    data: body,
    headers: { 'Idempotency-Key': crypto.randomUUID(), 'Accept-Language': lang },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const booking = (await response.json()) as {
    buchungStamm: { id: number; voucher: string; zugriffsToken: string };
    preis: { betragCent: number };
  };
  const stamm = booking.buchungStamm;
  // Any same-origin page will do for writing the tab's storage; the stylesheet is the cheapest.
  await page.goto('/sandbox/sandbox.css');
  await page.evaluate(
    ({ draft, session, language, company }) => {
      window.localStorage.setItem('langCode', language);
      window.sessionStorage.setItem('Buchung', JSON.stringify(draft));
      window.sessionStorage.setItem('saferpay', JSON.stringify(session));
      if (company) window.sessionStorage.setItem('Firma', JSON.stringify(company));
    },
    {
      draft: booking,
      session: {
        flow: firma ? 'firma' : 'privat',
        buchungId: stamm.id,
        voucher: stamm.voucher,
        token: null,
        redirectUrl: null,
        expiration: null,
      },
      language: lang,
      company: firma,
    },
  );
  await page.goto('/zahlung');
  await expectOnHostedPage(page, lang);
  return {
    buchungId: stamm.id,
    voucher: stamm.voucher,
    zugriffsToken: stamm.zugriffsToken,
    preisCent: booking.preis.betragCent,
  };
}
