// The booking body of POST /Buchung/Neu and PUT /Buchung/Aktualisieren (docs/openapi.yaml
// Booking): the domain's booking schema (src/domain/booking.ts, the one declaration of every
// field, its limits and what a request may leave out), with the fields only the server sets
// accepted and ignored. Shape checks only; the business rules are in bookings.ts resolveBooking.
// The domain's schemas are zod/mini objects (the browser loads no classic zod); classic objects
// are built from their shapes.
import { z } from 'zod';
import { bookingSchema, buchungStammSchema } from '../../src/domain/booking';

const { idempotencyKey: _clientOnly, ...bookingShape } = bookingSchema.shape;

export const bookingBody = z.object({
  ...bookingShape,
  istNeu: z.boolean().optional(),
  preis: z.unknown().optional(),
  buchungStamm: z.object({
    ...buchungStammSchema.shape,
    zugriffsToken: z.unknown().optional(),
    zahlungsstatus: z.unknown().optional(),
    zahlungBis: z.unknown().optional(),
    stornoGrund: z.unknown().optional(),
  }),
});

export type BookingBody = z.output<typeof bookingBody>;
