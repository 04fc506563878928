// The booking body of POST /Buchung/Neu and PUT /Buchung/Aktualisieren (docs/openapi.yaml
// Booking): the domain's booking schema (src/domain/booking.ts, the one declaration of every
// field, its limits and what a request may leave out), with the fields only the server sets
// accepted and ignored. Shape checks only; the business rules are in bookings.ts resolveBooking.
import { z } from 'zod';
import { bookingSchema, buchungStammSchema } from '../../src/domain/booking';

export const bookingBody = bookingSchema.omit({ idempotencyKey: true }).extend({
  istNeu: z.boolean().optional(),
  preis: z.unknown().optional(),
  buchungStamm: buchungStammSchema.extend({
    zugriffsToken: z.unknown().optional(),
    zahlungsstatus: z.unknown().optional(),
  }),
});

export type BookingBody = z.output<typeof bookingBody>;
