import { bookingTrackingSchema, type BookingTracking } from '../domain/booking-tracking';
import { paymentGrantSchema, type PaymentGrant } from '../domain/payment';
import { api, callInit, parsed, type CallOptions } from './client';

/*
 * Passenger self-service with voucher + surname (docs/decisions/0009): the answers are the
 * tracking view of the booking after the change.
 */

/** POST /Buchung/Selbstservice/{voucher}/Stornieren: cancels the whole booking (refund if paid). */
export function cancelOwnBooking(
  voucher: string,
  surname: string,
  options?: CallOptions,
): Promise<BookingTracking> {
  return parsed(
    api.POST('/Buchung/Selbstservice/{voucher}/Stornieren', {
      params: { path: { voucher } },
      body: { name: surname },
      ...callInit(options),
    }),
    bookingTrackingSchema,
  );
}

/** POST /Buchung/Selbstservice/{voucher}/Abholzeit: moves one ride's pickup. */
export function movePickup(
  voucher: string,
  surname: string,
  change: { fahrt: 'hin' | 'rueck'; datum: string; zeit: string },
  options?: CallOptions,
): Promise<BookingTracking> {
  return parsed(
    api.POST('/Buchung/Selbstservice/{voucher}/Abholzeit', {
      params: { path: { voucher } },
      body: { name: surname, ...change },
      ...callInit(options),
    }),
    bookingTrackingSchema,
  );
}

/**
 * POST /Buchung/Selbstservice/{voucher}/Zahlung: a grant to pay an unpaid card booking later
 * (docs/decisions/0022); /zahlung sends it with the payment calls.
 */
export function grantPayment(
  voucher: string,
  surname: string,
  options?: CallOptions,
): Promise<PaymentGrant> {
  return parsed(
    api.POST('/Buchung/Selbstservice/{voucher}/Zahlung', {
      params: { path: { voucher } },
      body: { name: surname },
      ...callInit(options),
    }),
    paymentGrantSchema,
  );
}
