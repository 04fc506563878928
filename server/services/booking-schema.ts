// The booking body of POST /Buchung/Neu and PUT /Buchung/Aktualisieren (docs/openapi.yaml
// Booking). Shape checks only; the business rules are in booking-rules.ts. Response-only
// fields (zugriffsToken, zahlungsstatus, preis) are accepted and ignored.
import { z } from 'zod';
import { airportSchema, text } from '../lib/validation';

const int = () => z.number().int();
const id = () => int().min(1).max(2_147_483_647);

export const addressBody = z.object({
  strasse: text(120),
  plz: text(10),
  ort: text(80),
  ortsteil: text(80).default(''),
});

export const legBody = z.object({
  id: id().nullable().default(null),
  art: z.enum(['Abholung', 'Rückfahrt']),
  datum: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  zeit: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/),
  flugnummer: text(10).default(''),
  istFesteZeit: z.boolean(),
  gepaeckstck: int().min(0).max(20),
  weitereAdresse: text(200).default(''),
  statusId: int().min(1).max(99).default(1),
  buchungAdresse: addressBody,
});

export const kundeStammBody = z.object({
  id: id().nullable().default(null),
  firmenId: id().nullable().default(null),
  anrede: text(40).default(''),
  anredeId: id().nullable().default(null),
  vorname: text(60),
  name: text(60),
  co: text(60).default(''),
  email: text(120),
  mobil: text(30).default(''),
  telefon: text(30).default(''),
  kst: text(30).default(''),
  bereich: text(60).default(''),
});

export const kundeAdresseBody = z.object({
  id: id().nullable().default(null),
  kundeId: id().nullable().default(null),
  strasse: text(120).default(''),
  plz: text(10).default(''),
  ort: text(80).default(''),
  ortsteil: text(80).default(''),
});

export const bookingBody = z.object({
  istNeu: z.boolean().optional(),
  erw: int().min(1).max(8),
  kind: int().min(0).max(8),
  richtung: z.enum(['zumFlughafen', 'vomFlughafen']),
  flughafen: airportSchema,
  transferArtId: id().nullable(),
  extras: z
    .array(z.object({ id: id(), anzahl: int().min(1).max(9) }))
    .max(20),
  zahlungsartId: id().nullable(),
  mitRueckfahrt: z.boolean(),
  preis: z.unknown().optional(),
  buchungStamm: z.object({
    id: id().nullable().default(null),
    voucher: z.string().max(20).nullable().default(null),
    sprach: z.enum(['de', 'en']),
    firmenId: id().nullable(),
    istPrivat: z.boolean(),
    zugriffsToken: z.unknown().optional(),
    zahlungsstatus: z.unknown().optional(),
  }),
  kundeStamm: kundeStammBody,
  kundeAdresse: kundeAdresseBody,
  hinfahrt: legBody,
  rueckfahrt: legBody,
});

export type BookingBody = z.output<typeof bookingBody>;
