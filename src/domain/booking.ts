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
import { FIELD_MAX, MAX_LUGGAGE } from './field-rules';

/**
 * The booking (Buchung) of spec section 3, as held in sessionStorage `Buchung` and sent to
 * POST /Buchung/Neu and PUT /Buchung/Aktualisieren. These schemas describe the *shape*, once for
 * every layer: the stored draft is read with them, and the server's request check
 * (server/services/booking-schema.ts) is built from them. The step forms add the user-facing
 * rules (required fields, formats) on top; the server its business rules.
 *
 * A `.default()` marks what a request (and a draft stored by an older version) may leave out.
 */

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A date or time not chosen yet is ''. */
const isoDateOrEmpty = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/);
const timeOfDayOrEmpty = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/);
/** A database id (PostgreSQL integer). */
const rowId = () => z.int32().positive();

export const addressSchema = z.object({
  strasse: z.string().max(FIELD_MAX.strasse),
  plz: z.string().max(10),
  ort: z.string().max(FIELD_MAX.ort),
  ortsteil: z.string().max(FIELD_MAX.ortsteil).default(''),
});
export type Address = z.infer<typeof addressSchema>;

export const LEG_KINDS = ['Abholung', 'Rückfahrt'] as const;

/** One ride of a booking: hinfahrt (outbound) or rueckfahrt (return). */
export const legSchema = z.object({
  /** Position id, assigned by the server once the booking exists. */
  id: rowId().nullable().default(null),
  art: z.enum(LEG_KINDS),
  /** Date and time in Europe/Berlin, as entered: pickup time, or landing time when not fixed. */
  datum: isoDateOrEmpty,
  zeit: timeOfDayOrEmpty,
  flugnummer: z.string().max(FIELD_MAX.flugnummer).default(''),
  /** true: picked up at exactly `zeit`; false: pickup follows the flight. */
  istFesteZeit: z.boolean(),
  gepaeckstck: z.number().int().min(0).max(MAX_LUGGAGE),
  weitereAdresse: z.string().max(FIELD_MAX.weitereAdresse).default(''),
  /** LEG_STATUS of constants.ts. */
  statusId: z.number().int().min(1).max(99).default(1),
  /** Where the passenger is picked up (to the airport) or dropped off (from the airport). */
  buchungAdresse: addressSchema,
});
export type Leg = z.infer<typeof legSchema>;

export const buchungStammSchema = z.object({
  id: rowId().nullable().default(null),
  voucher: z.string().max(20).nullable().default(null),
  sprach: z.enum(LANGUAGES),
  firmenId: rowId().nullable(),
  istPrivat: z.boolean(),
  /** Secret returned by POST /Buchung/Neu; lets a private customer read and change the booking. */
  zugriffsToken: z.string().max(100).nullable(),
  /** Set by the server: card payment still open, paid, or billed to the company's account. */
  zahlungsstatus: z.enum(['offen', 'bezahlt', 'rechnung']).nullable(),
});

export const kundeStammSchema = z.object({
  id: rowId().nullable().default(null),
  firmenId: rowId().nullable().default(null),
  anrede: z.string().max(FIELD_MAX.anrede).default(''),
  anredeId: rowId().nullable().default(null),
  vorname: z.string().max(FIELD_MAX.vorname),
  name: z.string().max(FIELD_MAX.name),
  co: z.string().max(FIELD_MAX.co).default(''),
  email: z.string().max(FIELD_MAX.email),
  mobil: z.string().max(FIELD_MAX.mobil).default(''),
  telefon: z.string().max(FIELD_MAX.telefon).default(''),
  kst: z.string().max(FIELD_MAX.kst).default(''),
  bereich: z.string().max(FIELD_MAX.bereich).default(''),
});
export type KundeStamm = z.infer<typeof kundeStammSchema>;

export const kundeAdresseSchema = addressSchema.extend({
  id: rowId().nullable().default(null),
  kundeId: rowId().nullable().default(null),
  strasse: addressSchema.shape.strasse.default(''),
  plz: addressSchema.shape.plz.default(''),
  ort: addressSchema.shape.ort.default(''),
});
export type KundeAdresse = z.infer<typeof kundeAdresseSchema>;

export const bookedExtraSchema = z.object({
  id: rowId(),
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
  transferArtId: rowId().nullable(),
  extras: z.array(bookedExtraSchema).max(20),
  /** Chosen payment type (GET /Zahlungsart/...), null until the payment step. */
  zahlungsartId: rowId().nullable(),
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

/** A leg not filled in yet: the defaults of spec section 4. */
export function newLeg(art: Leg['art']): Leg {
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
