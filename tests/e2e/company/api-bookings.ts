import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_COMPANIES } from '../../../server/db/seed-fixtures';
import { companyBookingDraft, draftLeg } from '../../../server/testing/booking-drafts';
import { storeCustomer } from './api-customers';
import { daysAhead } from './helpers';

const REINSURER = DEMO_COMPANIES.reinsurerA;

/**
 * A fresh booking of 61817 from HAJ to Hannover for 2 adults and 1 child, with a return ride,
 * made through the API (the seed bookings are changed and cancelled by other specs). Signs the
 * request context in as 61817 (a page's request context shares the page's cookies).
 */
export async function createBooking(
  request: APIRequestContext,
  options: BookingOptions = {},
): Promise<string> {
  return (await createBookingRecord(request, options)).voucher;
}

/** A booking made through the API (as createBooking) with the ids its legs are changed by. */
export interface CreatedBooking {
  voucher: string;
  buchungId: number;
  /** The outbound leg's position id. */
  hinfahrtId: number;
  /** The return leg's position id. */
  rueckfahrtId: number;
  /** The booking's total in cents as the server priced it. */
  preisCent: number;
}

interface BookingOptions {
  surname?: string;
  inDays?: number;
  /** Booked extras (ids of server/db/seed-reference.ts EXTRAS); none by default. */
  extras?: { id: number; anzahl: number }[];
  /** The saved customer booked for (its id as the wizard sends it); none: a new passenger. */
  customerId?: number;
}

/** As createBooking, with the booking's and its legs' ids. */
export async function createBookingRecord(
  request: APIRequestContext,
  { surname = 'Sprachfeld', inDays = 6, extras = [], customerId }: BookingOptions = {},
): Promise<CreatedBooking> {
  const login = await request.post('/api/Firma/LoginMitId/', {
    data: { firmenId: REINSURER.firmenId, zugangscode: REINSURER.zugangscode },
  });
  expect(login.status()).toBe(200);
  const draft = companyBookingDraft(REINSURER.firmenId);
  const created = await request.post('/api/Buchung/Neu', {
    headers: {
      'Idempotency-Key': `e2e-company-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      ...draft,
      extras,
      erw: 2,
      kind: 1,
      richtung: 'vomFlughafen',
      kundeStamm: {
        ...draft.kundeStamm,
        id: customerId ?? null,
        vorname: 'Lena',
        name: surname,
        email: 'lena@example.org',
        kst: 'RE-300',
        bereich: 'Finanzen',
      },
      hinfahrt: draftLeg('Abholung', daysAhead(inDays), '08:15'),
      rueckfahrt: draftLeg('Rückfahrt', daysAhead(inDays + 3), '17:30'),
    },
  });
  expect(created.status()).toBe(201);
  const booking = (await created.json()) as {
    buchungStamm: { id: number; voucher: string };
    hinfahrt: { id: number };
    rueckfahrt: { id: number };
    preis: { betragCent: number };
  };
  return {
    voucher: booking.buchungStamm.voucher,
    buchungId: booking.buchungStamm.id,
    hinfahrtId: booking.hinfahrt.id,
    rueckfahrtId: booking.rueckfahrt.id,
    preisCent: booking.preis.betragCent,
  };
}

/** Cancels one leg of a booking made by createBookingRecord (its statusId becomes 5). */
export async function cancelRide(
  request: APIRequestContext,
  booking: CreatedBooking,
  leg: 'hinfahrt' | 'rueckfahrt',
): Promise<void> {
  const positionId = leg === 'hinfahrt' ? booking.hinfahrtId : booking.rueckfahrtId;
  const cancelled = await request.delete(
    `/api/Buchung/PosStornieren/${booking.buchungId}/${positionId}`,
  );
  expect(cancelled.status()).toBe(200);
}

/** Cancels a whole booking made by createBookingRecord. */
export async function cancelWholeBooking(
  request: APIRequestContext,
  booking: CreatedBooking,
): Promise<void> {
  const cancelled = await request.delete(`/api/Buchung/Stornieren/${booking.buchungId}`);
  expect(cancelled.status()).toBe(200);
}

/** A customer (passenger) of 61817 made through the API; signs the request context in as 61817. */
export async function createCustomer(
  request: APIRequestContext,
  { vorname, name, bereich, ort }: { vorname: string; name: string; bereich: string; ort: string },
): Promise<void> {
  const login = await request.post('/api/Firma/LoginMitId/', {
    data: { firmenId: REINSURER.firmenId, zugangscode: REINSURER.zugangscode },
  });
  expect(login.status()).toBe(200);
  await storeCustomer(request, REINSURER.firmenId, {
    anredeId: 2,
    vorname,
    name,
    email: `${vorname.toLowerCase()}@example.org`,
    kst: 'RE-400',
    bereich,
    strasse: 'Weg 1',
    plz: '30159',
    ort,
  });
}

/**
 * An unpaid card booking of 30200 (it pays by card) through the API, made with the page's
 * request context (it shares the page's session: sign the page in as 30200 first).
 */
export async function unpaidCardBooking(page: Page, surname: string) {
  const draft = companyBookingDraft(DEMO_COMPANIES.travelGroup.firmenId, { zahlungsartId: 1 });
  const created = await page.request.post('/api/Buchung/Neu', {
    headers: { 'Idempotency-Key': `e2e-unpaid-${crypto.randomUUID()}` },
    data: {
      ...draft,
      extras: [],
      kundeStamm: { ...draft.kundeStamm, vorname: 'Jonas', name: surname },
      hinfahrt: draftLeg('Abholung', daysAhead(5), '09:30'),
      rueckfahrt: draftLeg('Rückfahrt', daysAhead(8), '18:00'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { buchungStamm } = (await created.json()) as {
    buchungStamm: { id: number; voucher: string; zahlungsstatus: string; zahlungBis: string };
  };
  expect(buchungStamm.zahlungsstatus).toBe('offen');
  return buchungStamm;
}
