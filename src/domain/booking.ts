import { z } from 'zod/mini';
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
import { createIdempotencyKey } from './idempotency-key';
import { text, wholeNumber } from './schema-parts';

/**
 * The booking (Buchung) of spec section 3, as held in sessionStorage `Buchung` and sent to
 * POST /Buchung/Neu and PUT /Buchung/Aktualisieren. These schemas describe the *shape*, once for
 * every layer: the stored draft is read with them, and the server's request check
 * (server/services/booking-schema.ts) is built from them. The step forms add the user-facing
 * rules (required fields, formats) on top; the server its business rules.
 *
 * A default (z._default) marks what a request (and a draft stored by an older version) may leave out.
 */

export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const timeOfDaySchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));
/** A date or time not chosen yet is ''. */
const isoDateOrEmpty = z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/));
const timeOfDayOrEmpty = z.string().check(z.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/));
/** A database id (PostgreSQL integer). */
const rowId = () => z.int32().check(z.positive());
/** The id of a row that may not exist yet (null; a request may leave it out). */
const rowIdOrNull = () => z._default(z.nullable(rowId()), null);
/** A text a request may leave out (''). */
const optionalText = (max: number) => z._default(text(max), '');
/** A whole number from `min` to `max`. */
const count = (min: number, max: number) => wholeNumber(z.gte(min), z.lte(max));

export const addressSchema = z.object({
  strasse: text(FIELD_MAX.strasse),
  plz: text(10),
  ort: text(FIELD_MAX.ort),
  ortsteil: optionalText(FIELD_MAX.ortsteil),
});
export type Address = z.infer<typeof addressSchema>;

export const priceSchema = z.object({
  betragCent: wholeNumber(z.gte(0)),
  waehrung: z.literal('EUR'),
});
export type Price = z.infer<typeof priceSchema>;

export const LEG_KINDS = ['Abholung', 'Rückfahrt'] as const;

/** One ride of a booking: hinfahrt (outbound) or rueckfahrt (return). */
export const legSchema = z.object({
  /** Position id, assigned by the server once the booking exists. */
  id: rowIdOrNull(),
  art: z.enum(LEG_KINDS),
  /** Date and time in Europe/Berlin, as entered: pickup time, or landing time when not fixed. */
  datum: isoDateOrEmpty,
  zeit: timeOfDayOrEmpty,
  flugnummer: optionalText(FIELD_MAX.flugnummer),
  /** true: picked up at exactly `zeit`; false: pickup follows the flight. */
  istFesteZeit: z.boolean(),
  gepaeckstck: count(0, MAX_LUGGAGE),
  weitereAdresse: optionalText(FIELD_MAX.weitereAdresse),
  /** LEG_STATUS of constants.ts. */
  statusId: z._default(count(1, 99), 1),
  /** Where the passenger is picked up (to the airport) or dropped off (from the airport). */
  buchungAdresse: addressSchema,
  /**
   * Set by the server: the ride's own price (docs/decisions/0026); a cancelled ride keeps it and
   * is not charged. null in a draft and for the return ride of a booking without one.
   */
  preis: z.optional(z.nullable(priceSchema)),
});
export type Leg = z.infer<typeof legSchema>;

export const buchungStammSchema = z.object({
  id: rowIdOrNull(),
  voucher: z._default(z.nullable(text(20)), null),
  sprach: z.enum(LANGUAGES),
  firmenId: z.nullable(rowId()),
  istPrivat: z.boolean(),
  /** Secret returned by POST /Buchung/Neu; lets a private customer read and change the booking. */
  zugriffsToken: z.nullable(text(100)),
  /** Set by the server: card payment still open, paid, or billed to the company's account. */
  zahlungsstatus: z.nullable(z.enum(['offen', 'bezahlt', 'rechnung'])),
  /**
   * Set by the server: by when an unpaid card booking must be paid before it is released
   * (ISO instant, docs/decisions/0024); null once paid, on account or cancelled.
   */
  zahlungBis: z.optional(z.nullable(z.string())),
  /** Set by the server: 'unbezahlt' when the booking was released because it was never paid. */
  stornoGrund: z.optional(z.nullable(z.enum(['unbezahlt']))),
  /**
   * Set by the server: the booking's state as read. An edit that sends it back is refused (409
   * conflict) when the booking has changed since (docs/decisions/0021).
   */
  version: z.optional(rowId()),
});

export const kundeStammSchema = z.object({
  id: rowIdOrNull(),
  firmenId: rowIdOrNull(),
  anrede: optionalText(FIELD_MAX.anrede),
  anredeId: rowIdOrNull(),
  vorname: text(FIELD_MAX.vorname),
  name: text(FIELD_MAX.name),
  co: optionalText(FIELD_MAX.co),
  email: text(FIELD_MAX.email),
  mobil: optionalText(FIELD_MAX.mobil),
  telefon: optionalText(FIELD_MAX.telefon),
  kst: optionalText(FIELD_MAX.kst),
  bereich: optionalText(FIELD_MAX.bereich),
  /**
   * Set by the server: the customer's state as read. A save that sends it back is refused (409
   * conflict) when the customer has changed since (docs/decisions/0021).
   */
  version: z.optional(rowId()),
});
export type KundeStamm = z.infer<typeof kundeStammSchema>;

export const kundeAdresseSchema = z.extend(addressSchema, {
  id: rowIdOrNull(),
  kundeId: rowIdOrNull(),
  strasse: z._default(addressSchema.shape.strasse, ''),
  plz: z._default(addressSchema.shape.plz, ''),
  ort: z._default(addressSchema.shape.ort, ''),
});
export type KundeAdresse = z.infer<typeof kundeAdresseSchema>;

export const bookedExtraSchema = z.object({
  id: rowId(),
  anzahl: count(1, 9),
});

export const DIRECTIONS = ['zumFlughafen', 'vomFlughafen'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const bookingSchema = z.object({
  istNeu: z.boolean(),
  erw: count(1, MAX_PASSENGERS),
  kind: count(0, MAX_PASSENGERS),
  /** Direction of the outbound leg; the return leg goes the other way. */
  richtung: z.enum(DIRECTIONS),
  flughafen: z.enum(AIRPORT_CODES),
  /** Chosen transfer type (GET /Firma/Art), null until the tariff step. */
  transferArtId: z.nullable(rowId()),
  extras: z.array(bookedExtraSchema).check(z.maxLength(20)),
  /** Chosen payment type (GET /Zahlungsart/...), null until the payment step. */
  zahlungsartId: z.nullable(rowId()),
  mitRueckfahrt: z.boolean(),
  /** The last price the server quoted; the server always recomputes it. */
  preis: z.nullable(priceSchema),
  /** Set by the server: the extras' part of `preis` (docs/decisions/0026); null in a draft. */
  extrasPreis: z.optional(z.nullable(priceSchema)),
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
  idempotencyKey: z.optional(z.nullable(text(64))),
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

/** A customer not filled in yet (of a company, or private with null). */
export function newCustomer(firmenId: number | null): KundeStamm {
  return {
    id: null,
    firmenId,
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
  };
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
    kundeStamm: newCustomer(input.firmenId ?? null),
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

/**
 * A new draft with its Idempotency-Key from the start, stored with it: a tab duplicated before
 * "book" (the browser copies sessionStorage) sends the same key and gets the same booking, not a
 * second one.
 */
export function withCreateKey(draft: Booking): Booking {
  return { ...draft, idempotencyKey: createIdempotencyKey() };
}

/**
 * A new request made while this tab's private draft is still being filled in ("Anfrage ändern"):
 * the new draft keeps what still fits it. Who travels always; the street while the postcode and
 * town stay the same. For the same airport and direction the rides stay as they were (the
 * outbound ride at the new date and time; the trip details check the return against it) and so
 * do the extras and the payment type; the tariff stays only while its price and seats cannot
 * have changed (same place and passengers). A booked draft passes nothing on.
 */
export function keepWhatStillFits(previous: Booking | null, next: Booking): Booking {
  if (!previous || previous.buchungStamm.voucher || !previous.buchungStamm.istPrivat) return next;
  const { plz, ort } = next.kundeAdresse;
  const sameTown = previous.kundeAdresse.plz === plz && previous.kundeAdresse.ort === ort;
  const traveller: Booking = sameTown
    ? {
        ...next,
        kundeStamm: previous.kundeStamm,
        kundeAdresse: previous.kundeAdresse,
        hinfahrt: { ...next.hinfahrt, buchungAdresse: previous.hinfahrt.buchungAdresse },
        rueckfahrt: { ...next.rueckfahrt, buchungAdresse: previous.rueckfahrt.buchungAdresse },
      }
    : { ...next, kundeStamm: previous.kundeStamm };
  const sameTrip = previous.richtung === next.richtung && previous.flughafen === next.flughafen;
  if (!sameTrip) return traveller;
  const samePrice = sameTown && previous.erw === next.erw && previous.kind === next.kind;
  return {
    ...traveller,
    transferArtId: samePrice ? previous.transferArtId : null,
    extras: previous.extras,
    zahlungsartId: previous.zahlungsartId,
    mitRueckfahrt: previous.mitRueckfahrt,
    hinfahrt: {
      ...previous.hinfahrt,
      datum: next.hinfahrt.datum,
      zeit: next.hinfahrt.zeit,
      buchungAdresse: traveller.hinfahrt.buchungAdresse,
    },
    rueckfahrt: { ...previous.rueckfahrt, buchungAdresse: traveller.rueckfahrt.buchungAdresse },
  };
}

/** Combined display of an address: "plz, ort" (spec section 3). */
export function formatPlzOrt(address: Pick<Address, 'plz' | 'ort'>): string {
  return [address.plz, address.ort].filter(Boolean).join(', ');
}
