// Typed fixtures of the booking body of POST /Buchung/Neu, shared by the server's tests, the load
// script and the browser tests' set-up through the API: one valid draft, varied by each test.
import { randomUUID } from 'node:crypto';

/** ISO date `days` after today in Europe/Berlin. */
export function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const ADDRESS = { strasse: 'Lindenallee 12', plz: '30159', ort: 'Hannover', ortsteil: '' };

/** One ride of a draft, from or to the draft's address. */
export function draftLeg(art: 'Abholung' | 'Rückfahrt', datum: string, zeit: string) {
  return {
    id: null,
    art,
    datum,
    zeit,
    flugnummer: '',
    istFesteZeit: true,
    gepaeckstck: 1,
    weitereAdresse: '',
    statusId: 1,
    buchungAdresse: { ...ADDRESS },
  };
}

/** A valid private booking draft (HAJ, Hannover 30159, shuttle, card). */
export function privateBookingDraft(overrides: Record<string, unknown> = {}) {
  return {
    istNeu: true,
    erw: 2,
    kind: 0,
    richtung: 'zumFlughafen',
    flughafen: 'HAJ',
    transferArtId: 1,
    extras: [{ id: 1, anzahl: 1 }],
    zahlungsartId: 1,
    mitRueckfahrt: true,
    preis: null,
    buchungStamm: {
      id: null,
      voucher: null,
      sprach: 'de',
      firmenId: null,
      istPrivat: true,
      zugriffsToken: null,
      zahlungsstatus: null,
    },
    kundeStamm: {
      id: null,
      firmenId: null,
      anrede: '',
      anredeId: 2,
      vorname: 'Erika',
      name: 'Musterfrau',
      co: '',
      email: 'erika@example.org',
      mobil: '+49 170 1234567',
      telefon: '',
      kst: '',
      bereich: '',
    },
    kundeAdresse: { id: null, kundeId: null, ...ADDRESS },
    hinfahrt: draftLeg('Abholung', dayFromToday(5), '08:15'),
    rueckfahrt: draftLeg('Rückfahrt', dayFromToday(9), '19:30'),
    ...overrides,
  };
}

/** The private draft booked by a company on account: its id on the booking and the passenger. */
export function companyBookingDraft(firmenId: number, overrides: Record<string, unknown> = {}) {
  const draft = privateBookingDraft();
  return {
    ...draft,
    extras: [],
    zahlungsartId: 2,
    buchungStamm: { ...draft.buchungStamm, firmenId, istPrivat: false },
    kundeStamm: { ...draft.kundeStamm, firmenId },
    ...overrides,
  };
}

/** A fresh Idempotency-Key. */
export const newKey = () => `test-${randomUUID()}`;
