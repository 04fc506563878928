import { z } from 'zod';
import { AIRPORT_CODES } from './constants';
import { DIRECTIONS, isoDateSchema, priceSchema, timeOfDaySchema } from './booking';

/**
 * The tracking answer (GET /Buchung/Detail/{voucher}?name=, docs/openapi.yaml BookingTracking):
 * voucher and surname are no credential, so the server sends only what the tracking page shows,
 * the non-airport end as postcode and town, and e-mail and mobile masked (e***@example.org,
 * •••• 4567).
 */
export const trackingLegSchema = z.object({
  datum: z.union([isoDateSchema, z.literal('')]),
  zeit: z.union([timeOfDaySchema, z.literal('')]),
  flugnummer: z.string().max(10),
  istFesteZeit: z.boolean(),
  gepaeckstck: z.number().int().min(0).max(20),
  statusId: z.number().int().positive(),
  plz: z.string().max(10),
  ort: z.string().max(80),
});
export type TrackingLeg = z.infer<typeof trackingLegSchema>;

export const bookingTrackingSchema = z.object({
  voucher: z.string().max(20),
  flughafen: z.enum(AIRPORT_CODES),
  richtung: z.enum(DIRECTIONS),
  erw: z.number().int().min(1),
  kind: z.number().int().min(0),
  storniert: z.boolean(),
  preis: priceSchema,
  zahlungsstatus: z.enum(['offen', 'bezahlt', 'rechnung']),
  fahrgast: z.object({
    name: z.string().max(60),
    email: z.string().max(254),
    mobil: z.string().max(12),
  }),
  hinfahrt: trackingLegSchema,
  rueckfahrt: trackingLegSchema.nullable(),
  /** The card refund of a paid booking that was cancelled (docs/decisions/0009). */
  erstattung: z
    .object({
      status: z.enum(['pending', 'refunded', 'failed']),
      betragCent: z.number().int().positive(),
    })
    .nullable()
    .default(null),
});
export type BookingTracking = z.infer<typeof bookingTrackingSchema>;
