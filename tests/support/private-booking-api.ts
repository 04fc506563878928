import { expect, type APIRequestContext } from '@playwright/test';
import { draftLeg, privateBookingDraft } from '../../server/testing/booking-drafts';

/** Berlin date and time `hours` from now, the minutes rounded down to five. */
export function berlinIn(hours: number): { datum: string; zeit: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const minute = Math.floor(Number(get('minute')) / 5) * 5;
  return {
    datum: `${get('year')}-${get('month')}-${get('day')}`,
    zeit: `${get('hour')}:${String(minute).padStart(2, '0')}`,
  };
}

/** A private booking made through the API for a browser test, and what its links need. */
export interface ApiBooking {
  buchungId: number;
  voucher: string;
  /** X-Buchung-Token: the booking's access token. */
  token: string;
  /** The e-mail's edit link: /buchung/bearbeiten/{externeId}. */
  externeId: string;
  preisCent: number;
}

export interface PrivateBookingRequest {
  lang: 'de' | 'en';
  name: string;
  /** Berlin date and time of the outbound pickup. */
  pickup: { datum: string; zeit: string };
  /** A return ride at this Berlin date and time; with a flight number, by flight time. */
  returnRide?: { datum: string; zeit: string; flugnummer?: string };
  /** Paid through the sandbox's hosted page before it is returned. */
  pay?: boolean;
  /** Booked extras (ids of server/db/seed-reference.ts EXTRAS); none by default. */
  extras?: { id: number; anzahl: number }[];
}

/**
 * A private card booking (HAJ, from Hannover) through the API, in the test's own request
 * context: the seeded bookings are shared with other specs that change them.
 */
export async function bookPrivately(
  request: APIRequestContext,
  { lang, name, pickup, returnRide, pay = false, extras = [] }: PrivateBookingRequest,
): Promise<ApiBooking> {
  const draft = privateBookingDraft();
  const created = await request.post('/api/Buchung/Neu', {
    headers: { 'Idempotency-Key': crypto.randomUUID(), 'Accept-Language': lang },
    data: {
      ...draft,
      erw: 1,
      extras,
      mitRueckfahrt: returnRide !== undefined,
      buchungStamm: { ...draft.buchungStamm, sprach: lang },
      kundeStamm: {
        ...draft.kundeStamm,
        anredeId: 1,
        vorname: 'Sina',
        name,
        email: 'sina@example.org',
      },
      hinfahrt: draftLeg('Abholung', pickup.datum, pickup.zeit),
      rueckfahrt: returnRide
        ? {
            ...draftLeg('Rückfahrt', returnRide.datum, returnRide.zeit),
            ...(returnRide.flugnummer
              ? { istFesteZeit: false, flugnummer: returnRide.flugnummer }
              : {}),
          }
        : draftLeg('Rückfahrt', '', ''),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const booking = (await created.json()) as {
    buchungStamm: { id: number; voucher: string; zugriffsToken: string };
    preis: { betragCent: number };
  };
  const { id, voucher, zugriffsToken: token } = booking.buchungStamm;
  const headers = { 'X-Buchung-Token': token };
  if (pay) {
    const init = await request.post('/api/Saferpay/PaymentPageInitialize', {
      headers,
      data: { buchungId: id },
    });
    const paymentToken = String(((await init.json()) as { token: string }).token);
    await request.post(`/sandbox/zahlung/${encodeURIComponent(paymentToken)}`, {
      form: { karte: 'success', inhaber: `Sina ${name}` },
      maxRedirects: 0,
    });
    const capture = await request.get(`/api/Saferpay/Capture/${paymentToken}`, { headers });
    expect(((await capture.json()) as { status: string }).status).toBe('captured');
  }
  const stored = await request.get(`/api/test/bookings/${voucher}`);
  const { externeId } = (await stored.json()) as { externeId: string };
  return { buchungId: id, voucher, token, externeId, preisCent: booking.preis.betragCent };
}
