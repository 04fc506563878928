import { assign, type EventObject } from 'xstate';
import type { Booking } from '../../src/domain/booking';
import { toFlowError, type BookingOptions, type FlowError } from './booking-options';
import {
  hasOptionsFor,
  hasPaymentType,
  hasTariff,
  hasTripDetails,
  hasVoucher,
  needsCardPayment,
  onlyPaymentTypeToChoose,
} from './booking-rules';
import { createIdempotencyKey } from './idempotency';
import { notProvided, saveBookingActor } from './save-booking';

/*
 * The named actors, actions and guards both booking wizards declare for the draft steps
 * (machines/shared/step-states.ts refers to them by name). Each machine spreads them into its
 * own `setup()`, so they stay named there and tests still swap them with `provide()`.
 */

/** What of a wizard's context these actions and guards read and write. */
export interface DraftContext {
  booking: Booking;
  /** Lists for the steps; loaded once per airport and postcode. */
  options: BookingOptions | null;
  error: FlowError | null;
}

interface DraftArgs {
  context: DraftContext;
}

/**
 * The calls of the draft steps; the feature provides them from src/api. Each wizard names the
 * options input it sends (the company one adds the company and its route tariffs).
 */
export function draftActors<TOptionsInput>() {
  return {
    loadBookingOptions: notProvided<BookingOptions, TOptionsInput>('loadBookingOptions'),
    saveBooking: saveBookingActor,
    loadBookingStatus: notProvided<Booking, { booking: Booking }>('loadBookingStatus'),
  };
}

/** Extras per kind at the most, also where the options allow more. */
const MAX_EXTRA = 9;

function withExtra({ booking, options }: DraftContext, id: number, wanted: number): Booking {
  const max = options?.extras.find((e) => e.id === id)?.maxAnzahl ?? MAX_EXTRA;
  const anzahl = Math.max(0, Math.min(Math.trunc(wanted), max, MAX_EXTRA));
  const others = booking.extras.filter((e) => e.id !== id);
  const extras = anzahl > 0 ? [...others, { id, anzahl }] : others;
  return { ...booking, extras: extras.sort((a, b) => a.id - b.id) };
}

/** `[]` when the machine's draft fields have exactly the types of DraftContext, else `[never]`. */
type SameDraftFields<TContext extends DraftContext> =
  DraftContext extends Pick<TContext, keyof DraftContext> ? [] : [never];

/**
 * The draft actions, typed for one machine's context and events (XState checks an action's
 * context and events both ways). Each update returns the whole context with the changed fields;
 * `SameDraftFields` refuses a context that narrows a draft field these updates write.
 */
export function draftActions<TContext extends DraftContext, TEvent extends EventObject>(
  ..._exact: SameDraftFields<TContext>
) {
  const update = <TParams>(
    change: (context: DraftContext, params: TParams) => Partial<DraftContext>,
  ) =>
    assign<TContext, TEvent, TParams, TEvent, never>(({ context }, params) => ({
      ...context,
      ...change(context, params),
    }));

  return {
    /** Provided by the host: writes the draft to sessionStorage `Buchung`. */
    persistBooking: (_: unknown, _params: { booking: Booking }) => {},
    /** Provided by the host: writes the payment session (flow privat or firma) for /zahlung. */
    handOffToPayment: (_: unknown, _params: { booking: Booking }) => {},
    assignOptions: update((_, params: { options: BookingOptions }) => ({
      options: params.options,
    })),
    assignError: update((_, params: { error: unknown }) => ({ error: toFlowError(params.error) })),
    clearError: update(() => ({ error: null })),
    assignTariff: update(({ booking }, params: { transferArtId: number }) => ({
      booking: { ...booking, transferArtId: params.transferArtId },
    })),
    assignExtra: update((context, params: { id: number; anzahl: number }) => ({
      booking: withExtra(context, params.id, params.anzahl),
    })),
    assignPaymentType: update(({ booking }, params: { zahlungsartId: number }) => ({
      booking: { ...booking, zahlungsartId: params.zahlungsartId },
    })),
    /** The only payment type offered becomes the draft's (see `hasOnlyPaymentTypeToChoose`). */
    assignOnlyPaymentType: update(({ booking, options }) => {
      const only = onlyPaymentTypeToChoose(booking, options?.paymentTypes ?? []);
      return only ? { booking: { ...booking, zahlungsartId: only.id } } : {};
    }),
    /** One key per draft: kept when it exists, so a retry or a double submit reuses it. */
    ensureIdempotencyKey: update(({ booking }) => ({
      booking: booking.idempotencyKey
        ? booking
        : { ...booking, idempotencyKey: createIdempotencyKey() },
    })),
    /** The server's booking replaces the draft; a saved booking needs no create key any more. */
    assignSavedBooking: update((_, params: { booking: Booking }) => ({
      booking: { ...params.booking, idempotencyKey: null },
    })),
  };
}

/** The draft guards; they read only the draft fields, so they fit either wizard as they are. */
export const draftGuards = {
  hasOptions: ({ context }: DraftArgs) => hasOptionsFor(context.booking, context.options),
  hasTariff: ({ context }: DraftArgs) => hasTariff(context.booking),
  hasTripDetails: ({ context }: DraftArgs) => hasTripDetails(context.booking),
  hasPaymentType: ({ context }: DraftArgs) => hasPaymentType(context.booking),
  hasVoucher: ({ context }: DraftArgs) => hasVoucher(context.booking),
  needsCardPayment: ({ context }: DraftArgs) =>
    needsCardPayment(context.booking, context.options?.paymentTypes ?? []),
  /** The booking the save answered needs the card charged next. */
  isSavedForCard: ({ context }: DraftArgs, params: { booking: Booking }) =>
    needsCardPayment(params.booking, context.options?.paymentTypes ?? []),
  /** The chosen transfer type exists and seats all passengers. */
  isTariffAvailable: ({ context }: DraftArgs, params: { transferArtId: number }) => {
    const type = context.options?.transferTypes.find((t) => t.id === params.transferArtId);
    const priced = context.options?.prices.some((p) => p.transferArtId === params.transferArtId);
    const persons = context.booking.erw + context.booking.kind;
    return Boolean(type && priced) && (type?.maxPersons == null || type.maxPersons >= persons);
  },
  isExtraAvailable: ({ context }: DraftArgs, params: { id: number }) =>
    Boolean(context.options?.extras.some((e) => e.id === params.id)),
  /** One payment type is offered and the draft has not got it yet: nothing to choose. */
  hasOnlyPaymentTypeToChoose: ({ context }: DraftArgs) =>
    onlyPaymentTypeToChoose(context.booking, context.options?.paymentTypes ?? []) !== null,
  isPaymentTypeAvailable: ({ context }: DraftArgs, params: { zahlungsartId: number }) =>
    Boolean(context.options?.paymentTypes.some((p) => p.id === params.zahlungsartId)),
};
