import { createBooking, getBookingDetail, getExtras, updateBooking } from '../../api/booking';
import { getTransferTypes } from '../../api/company';
import { getSalutations } from '../../api/customer';
import { getPrivatePaymentTypes } from '../../api/payment-type';
import { getPrivatePrice } from '../../api/price';
import type { Booking } from '../../domain/booking';
import type {
  LoadBookingOptionsInput,
  LoadBookingStatusInput,
} from '../../../machines/booking.machine';
import type { BookingOptions } from '../../../machines/shared/booking-options';
import { optionsKeyOf } from '../../../machines/shared/booking-rules';
import { isUpdate, type SaveBookingInput } from '../../../machines/shared/save-booking';
import { fromAbortablePromise } from '../../../machines/shared/abortable';

/*
 * The private wizard's actors, implemented with src/api. The machine declares them by name;
 * PrivateBookingFlow provides these, tests provide fakes. Each call gets the actor's signal, so
 * leaving a step cancels its request.
 */

/** Lists that don't depend on the postcode are reused when only the price has to be reloaded. */
export async function loadPrivateBookingOptions(
  { booking, current }: LoadBookingOptionsInput,
  signal?: AbortSignal,
): Promise<BookingOptions> {
  const options = signal ? { signal } : {};
  const [transferTypes, quote, extras, salutations, paymentTypes] = await Promise.all([
    current?.transferTypes ??
      getTransferTypes(options).then((list) =>
        list.map((t) => ({
          id: t.id,
          name: t.name,
          description: t.beschreibung ?? '',
          maxPersons: t.maxPersonen ?? null,
        })),
      ),
    getPrivatePrice(booking.kundeAdresse.plz, booking.flughafen, options),
    current?.extras ?? getExtras(options),
    current?.salutations ?? getSalutations(options),
    current?.paymentTypes ??
      getPrivatePaymentTypes(options).then((list) =>
        list.map((p) => ({ id: p.id, name: p.name, isCard: p.art === 'karte' })),
      ),
  ]);
  return {
    key: optionsKeyOf(booking),
    transferTypes,
    prices: quote.preise.map((p) => ({ transferArtId: p.transferArtId, betragCent: p.preisCent })),
    extras,
    salutations,
    paymentTypes,
  };
}

/** POST with the draft's idempotency key, or PUT once the booking has a voucher. */
export function saveBooking(
  { booking, idempotencyKey }: SaveBookingInput,
  signal?: AbortSignal,
): Promise<Booking> {
  const options = signal ? { signal } : {};
  return isUpdate(booking)
    ? updateBooking(booking, options)
    : createBooking(booking, idempotencyKey, options);
}

export function loadBookingStatus(
  { booking }: LoadBookingStatusInput,
  signal?: AbortSignal,
): Promise<Booking> {
  return getBookingDetail(booking, signal ? { signal } : {});
}

export const privateBookingActors = {
  loadBookingOptions: fromAbortablePromise<BookingOptions, LoadBookingOptionsInput>(
    loadPrivateBookingOptions,
  ),
  saveBooking: fromAbortablePromise<Booking, SaveBookingInput>(saveBooking),
  loadBookingStatus: fromAbortablePromise<Booking, LoadBookingStatusInput>(loadBookingStatus),
};
