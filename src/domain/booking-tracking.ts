import { z } from 'zod/mini';
import { AIRPORT_CODES } from './constants';
import { DIRECTIONS, isoDateSchema, priceSchema, timeOfDaySchema } from './booking';
import { text, wholeNumber } from './schema-parts';

/**
 * The tracking answer (GET /Buchung/Detail/{voucher}?name=, docs/openapi.yaml BookingTracking):
 * voucher and surname are no credential, so the server sends only what the tracking page shows,
 * the non-airport end as postcode and town, and e-mail and mobile masked (e***@example.org,
 * •••• 4567).
 */
export const trackingLegSchema = z.object({
  datum: z.union([isoDateSchema, z.literal('')]),
  zeit: z.union([timeOfDaySchema, z.literal('')]),
  flugnummer: text(10),
  istFesteZeit: z.boolean(),
  gepaeckstck: wholeNumber(z.gte(0), z.lte(20)),
  statusId: wholeNumber(z.positive()),
  plz: text(10),
  ort: text(80),
  /** Its own price (docs/decisions/0026); a cancelled ride keeps it and is not charged. */
  preis: priceSchema,
});
export type TrackingLeg = z.infer<typeof trackingLegSchema>;

export const bookingTrackingSchema = z.object({
  voucher: text(20),
  flughafen: z.enum(AIRPORT_CODES),
  richtung: z.enum(DIRECTIONS),
  erw: wholeNumber(z.gte(1)),
  kind: wholeNumber(z.gte(0)),
  storniert: z.boolean(),
  /** 'unbezahlt': cancelled because the card booking was never paid (docs/decisions/0024). */
  stornoGrund: z._default(z.nullable(z.enum(['unbezahlt'])), null),
  preis: priceSchema,
  /** The extras' part of `preis`; with the rides' prices it makes the total. */
  extrasPreis: priceSchema,
  zahlungsstatus: z.enum(['offen', 'bezahlt', 'rechnung']),
  /** By when an unpaid card booking must be paid before it is released (ISO instant, 0024). */
  zahlungBis: z._default(z.nullable(z.string()), null),
  fahrgast: z.object({
    name: text(60),
    email: text(254),
    mobil: text(12),
  }),
  hinfahrt: trackingLegSchema,
  rueckfahrt: z.nullable(trackingLegSchema),
  /** The card refund of a paid booking that was cancelled (docs/decisions/0009). */
  erstattung: z._default(
    z.nullable(
      z.object({
        status: z.enum(['pending', 'refunded', 'failed']),
        betragCent: wholeNumber(z.positive()),
      }),
    ),
    null,
  ),
});
export type BookingTracking = z.infer<typeof bookingTrackingSchema>;

/**
 * What the payment line says: a cancelled card booking whose money went back (or is on its way)
 * says so; "Bezahlt" alone would read as if the passenger were still charged. A failed refund is
 * still paid (the refund line says to call the hotline).
 */
export function trackingPaymentState(booking: BookingTracking) {
  switch (booking.erstattung?.status) {
    case 'refunded':
      return 'erstattet' as const;
    case 'pending':
      return 'erstattungLaeuft' as const;
    default:
      // A cancelled card booking that was never paid owes nothing: "Ausstehend" beside "0,00 €"
      // read as if money were still due.
      return booking.storniert && booking.zahlungsstatus === 'offen'
        ? ('keine' as const)
        : booking.zahlungsstatus;
  }
}

/**
 * Whether the server tells the passenger about a change by e-mail: only a confirmed booking (on
 * account or paid) was told about its rides; an unpaid card booking gets no mail until it is paid
 * (server/services/bookings.ts, mailAfterUpdate and cancelLegs).
 */
export function mailsChanges(booking: BookingTracking): boolean {
  return booking.zahlungsstatus !== 'offen';
}

/** A card booking still waiting for its payment: it binds only once paid. */
export function awaitsCardPayment(booking: BookingTracking): boolean {
  return !booking.storniert && booking.zahlungsstatus === 'offen';
}
