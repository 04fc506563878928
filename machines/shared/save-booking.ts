import { fromPromise } from 'xstate';
import type { Booking } from '../../src/domain/booking';

/**
 * The wizard's save call: POST /Buchung/Neu (new, with the Idempotency-Key) or
 * PUT /Buchung/Aktualisieren (has a voucher). The answer is the booking as the server keeps it
 * (ids, voucher, access token, price, payment state) and replaces the draft.
 */
export interface SaveBookingInput {
  booking: Booking;
  /** Generated once per draft; the same key on a retry or a double submit. */
  idempotencyKey: string;
}

/** Whether a save updates (PUT) rather than creates (POST). */
export function isUpdate(booking: Booking): boolean {
  return Boolean(booking.buchungStamm.voucher);
}

/**
 * Placeholder actors: the machines declare what they call, the feature provides the real
 * implementation from src/api with `machine.provide({ actors })`, tests provide fakes.
 */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`actor ${name} was not provided`);
  });
}
