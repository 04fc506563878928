import { z } from 'zod';
import {
  AIRPORT_CODES,
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  DEFAULT_LUGGAGE_PIECES,
  LANGUAGES,
  MAX_PASSENGERS,
  type Language,
} from './constants';

/**
 * The booking (Buchung) of spec section 3, as held in sessionStorage `Buchung` and sent to
 * POST /Buchung/Neu and PUT /Buchung/Aktualisieren. These schemas describe the *shape*; the
 * step forms add the user-facing rules (required fields, formats) on top.
 */

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const addressSchema = z.object({
  strasse: z.string().max(120),
  plz: z.string().max(10),
  ort: z.string().max(80),
  ortsteil: z.string().max(80),
});
export type Address = z.infer<typeof addressSchema>;

export const LEG_KINDS = ['Abholung', 'Rückfahrt'] as const;

/** One ride of a booking: hinfahrt (outbound) or rueckfahrt (return). */
export const legSchema = z.object({
  /** Position id, assigned by the server once the booking exists. */
  id: z.number().int().positive().nullable(),
  art: z.enum(LEG_KINDS),
  /** Date and time in Europe/Berlin, as entered: pickup time, or landing time when not fixed. */
  datum: z.union([isoDateSchema, z.literal('')]),
  zeit: z.union([timeOfDaySchema, z.literal('')]),
  flugnummer: z.string().max(10),
  /** true: picked up at exactly `zeit`; false: pickup follows the flight. */
  istFesteZeit: z.boolean(),
  gepaeckstck: z.number().int().min(0).max(20),
  weitereAdresse: z.string().max(200),
  statusId: z.number().int().positive(),
  /** Where the passenger is picked up (to the airport) or dropped off (from the airport). */
  buchungAdresse: addressSchema,
});
export type Leg = z.infer<typeof legSchema>;

export const buchungStammSchema = z.object({
  id: z.number().int().positive().nullable(),
  voucher: z.string().max(20).nullable(),
  sprach: z.enum(LANGUAGES),
  firmenId: z.number().int().positive().nullable(),
  istPrivat: z.boolean(),
  /** Secret returned by POST /Buchung/Neu; lets a private customer read and change the booking. */
  zugriffsToken: z.string().max(100).nullable(),
  /** Set by the server: card payment still open, paid, or billed to the company's account. */
  zahlungsstatus: z.enum(['offen', 'bezahlt', 'rechnung']).nullable(),
});

export const kundeStammSchema = z.object({
  id: z.number().int().positive().nullable(),
  firmenId: z.number().int().positive().nullable(),
  anrede: z.string().max(40),
  anredeId: z.number().int().positive().nullable(),
  vorname: z.string().max(60),
  name: z.string().max(60),
  co: z.string().max(60),
  email: z.string().max(120),
  mobil: z.string().max(30),
  telefon: z.string().max(30),
  kst: z.string().max(30),
  bereich: z.string().max(60),
});
export type KundeStamm = z.infer<typeof kundeStammSchema>;

export const kundeAdresseSchema = addressSchema.extend({
  id: z.number().int().positive().nullable(),
  kundeId: z.number().int().positive().nullable(),
});
export type KundeAdresse = z.infer<typeof kundeAdresseSchema>;

export const bookedExtraSchema = z.object({
  id: z.number().int().positive(),
  anzahl: z.number().int().min(1).max(9),
});

export const priceSchema = z.object({
  betragCent: z.number().int().min(0),
  waehrung: z.literal('EUR'),
});
export type Price = z.infer<typeof priceSchema>;

export const DIRECTIONS = ['zumFlughafen', 'vomFlughafen'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const bookingSchema = z.object({
  istNeu: z.boolean(),
  erw: z.number().int().min(1).max(MAX_PASSENGERS),
  kind: z.number().int().min(0).max(MAX_PASSENGERS),
  /** Direction of the outbound leg; the return leg goes the other way. */
  richtung: z.enum(DIRECTIONS),
  flughafen: z.enum(AIRPORT_CODES),
  /** Chosen transfer type (GET /Firma/Art), null until the tariff step. */
  transferArtId: z.number().int().positive().nullable(),
  extras: z.array(bookedExtraSchema).max(20),
  /** Chosen payment type (GET /Zahlungsart/...), null until the payment step. */
  zahlungsartId: z.number().int().positive().nullable(),
  mitRueckfahrt: z.boolean(),
  /** The last price the server quoted; the server always recomputes it. */
  preis: priceSchema.nullable(),
  buchungStamm: buchungStammSchema,
  kundeStamm: kundeStammSchema,
  kundeAdresse: kundeAdresseSchema,
  hinfahrt: legSchema,
  rueckfahrt: legSchema,
  /**
   * Idempotency-Key of POST /Buchung/Neu, generated once per draft and kept with it, so a retry,
   * a double submit or a reload after a lost answer never creates a second booking. Client-side
   * only: not part of the request body.
   */
  idempotencyKey: z.string().max(64).nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

const emptyAddress: Address = { strasse: '', plz: '', ort: '', ortsteil: '' };

function newLeg(art: Leg['art']): Leg {
  return {
    id: null,
    art,
    datum: '',
    zeit: '',
    flugnummer: '',
    istFesteZeit: false,
    gepaeckstck: DEFAULT_LUGGAGE_PIECES,
    weitereAdresse: '',
    statusId: 1,
    buchungAdresse: { ...emptyAddress },
  };
}

export interface NewBookingInput {
  language: Language;
  richtung: Direction;
  flughafen: (typeof AIRPORT_CODES)[number];
  plz: string;
  ort: string;
  datum: string;
  zeit: string;
  erw?: number;
  kind?: number;
  firmenId?: number | null;
  istPrivat?: boolean;
}

/** A new booking with the defaults of spec section 4. */
export function createBooking(input: NewBookingInput): Booking {
  const address = { ...emptyAddress, plz: input.plz, ort: input.ort };
  return {
    istNeu: true,
    erw: input.erw ?? DEFAULT_ADULTS,
    kind: input.kind ?? DEFAULT_CHILDREN,
    richtung: input.richtung,
    flughafen: input.flughafen,
    transferArtId: null,
    extras: [],
    zahlungsartId: null,
    mitRueckfahrt: false,
    preis: null,
    buchungStamm: {
      id: null,
      voucher: null,
      sprach: input.language,
      firmenId: input.firmenId ?? null,
      istPrivat: input.istPrivat ?? true,
      zugriffsToken: null,
      zahlungsstatus: null,
    },
    kundeStamm: {
      id: null,
      firmenId: input.firmenId ?? null,
      anrede: '',
      anredeId: null,
      vorname: '',
      name: '',
      co: '',
      email: '',
      mobil: '',
      telefon: '',
      kst: '',
      bereich: '',
    },
    kundeAdresse: { ...address, id: null, kundeId: null },
    hinfahrt: {
      ...newLeg('Abholung'),
      datum: input.datum,
      zeit: input.zeit,
      buchungAdresse: address,
    },
    rueckfahrt: { ...newLeg('Rückfahrt'), buchungAdresse: { ...address } },
  };
}

/** Combined display of an address: "plz, ort" (spec section 3). */
export function formatPlzOrt(address: Pick<Address, 'plz' | 'ort'>): string {
  return [address.plz, address.ort].filter(Boolean).join(', ');
}
