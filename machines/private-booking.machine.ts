import { assign, setup } from 'xstate';
import type { Booking } from '../src/domain/booking';
import { toFlowError, type BookingOptions, type FlowError } from './shared/booking-options';
import {
  hasOptionsFor,
  hasPaymentType,
  hasTariff,
  hasTripDetails,
  hasVoucher,
  needsCardPayment,
} from './shared/booking-rules';
import { createIdempotencyKey } from './shared/idempotency';
import { notProvided, saveBookingActor } from './shared/save-booking';
import { bookingStepStates, paymentTypeReady, persistBooking, tariffChoices } from './shared/step-states';
import { applyTripDetails, type TripDetails } from './shared/trip-details';

/**
 * The private booking wizard (spec section 2): tariff -> trip details -> payment type ->
 * summary -> status. Every step is a routable state (`id`, `route`, `meta.path` = URL segment);
 * a step's `route.guard` refuses it while the data it needs is missing, which covers clicks,
 * deep links, reloads and the browser's history alike. The draft lives in `context.booking`
 * and every change to it runs `persistBooking` (the host writes sessionStorage `Buchung`).
 */

export interface PrivateBookingContext {
  booking: Booking;
  /** Lists for the steps; loaded once per airport and postcode. */
  options: BookingOptions | null;
  error: FlowError | null;
}

export interface PrivateBookingInput {
  booking: Booking;
}

export type PrivateBookingEvent =
  | { type: 'user.selectTariff'; transferArtId: number }
  | { type: 'user.setExtra'; id: number; anzahl: number }
  | { type: 'user.submitTariff' }
  | { type: 'user.submitTripDetails'; details: TripDetails }
  | { type: 'user.selectPaymentType'; zahlungsartId: number }
  | { type: 'user.submitPaymentType' }
  | { type: 'user.confirm' }
  | { type: 'user.pay' }
  | { type: 'user.retry' }
  | { type: 'user.back' };

export interface LoadBookingOptionsInput {
  booking: Booking;
  /** What is already loaded: lists that don't depend on the postcode can be reused. */
  current: BookingOptions | null;
}

export interface LoadBookingStatusInput {
  booking: Booking;
}

const MAX_EXTRA = 9;

const steps = bookingStepStates({
  optionsInput: ({ context }: { context: PrivateBookingContext }): LoadBookingOptionsInput => ({
    booking: context.booking,
    current: context.options,
  }),
  namedInvokes: true,
});

export const privateBookingMachine = setup({
  types: {
    context: {} as PrivateBookingContext,
    events: {} as PrivateBookingEvent,
    input: {} as PrivateBookingInput,
  },
  actors: {
    loadBookingOptions: notProvided<BookingOptions, LoadBookingOptionsInput>('loadBookingOptions'),
    saveBooking: saveBookingActor,
    loadBookingStatus: notProvided<Booking, LoadBookingStatusInput>('loadBookingStatus'),
  },
  actions: {
    /** Provided by the host: writes the draft to sessionStorage `Buchung`. */
    persistBooking: (_, _params: { booking: Booking }) => {},
    /** Provided by the host: writes the payment session for /zahlung. */
    handOffToPayment: (_, _params: { booking: Booking }) => {},
    assignOptions: assign({ options: (_, params: { options: BookingOptions }) => params.options }),
    assignError: assign({ error: (_, params: { error: unknown }) => toFlowError(params.error) }),
    clearError: assign({ error: null }),
    assignTariff: assign({
      booking: ({ context }, params: { transferArtId: number }) => ({
        ...context.booking,
        transferArtId: params.transferArtId,
      }),
    }),
    assignExtra: assign({
      booking: ({ context }, params: { id: number; anzahl: number }) => {
        const max = context.options?.extras.find((e) => e.id === params.id)?.maxAnzahl ?? MAX_EXTRA;
        const anzahl = Math.max(0, Math.min(Math.trunc(params.anzahl), max, MAX_EXTRA));
        const others = context.booking.extras.filter((e) => e.id !== params.id);
        const extras = anzahl > 0 ? [...others, { id: params.id, anzahl }] : others;
        return { ...context.booking, extras: extras.sort((a, b) => a.id - b.id) };
      },
    }),
    assignTripDetails: assign({
      booking: ({ context }, params: { details: TripDetails }) =>
        applyTripDetails(context.booking, params.details),
    }),
    assignPaymentType: assign({
      booking: ({ context }, params: { zahlungsartId: number }) => ({
        ...context.booking,
        zahlungsartId: params.zahlungsartId,
      }),
    }),
    /** One key per draft: kept when it exists, so a retry or a double submit reuses it. */
    ensureIdempotencyKey: assign({
      booking: ({ context }) =>
        context.booking.idempotencyKey
          ? context.booking
          : { ...context.booking, idempotencyKey: createIdempotencyKey() },
    }),
    /** The server's booking replaces the draft; a saved booking needs no create key any more. */
    assignSavedBooking: assign({
      booking: (_, params: { booking: Booking }) => ({ ...params.booking, idempotencyKey: null }),
    }),
  },
  guards: {
    hasOptions: ({ context }) => hasOptionsFor(context.booking, context.options),
    hasTariff: ({ context }) => hasTariff(context.booking),
    hasTripDetails: ({ context }) => hasTripDetails(context.booking),
    hasPaymentType: ({ context }) => hasPaymentType(context.booking),
    hasVoucher: ({ context }) => hasVoucher(context.booking),
    needsCardPayment: ({ context }) =>
      needsCardPayment(context.booking, context.options?.paymentTypes ?? []),
    /** The booking the save answered needs the card charged next. */
    isSavedForCard: ({ context }, params: { booking: Booking }) =>
      needsCardPayment(params.booking, context.options?.paymentTypes ?? []),
    /** The chosen transfer type exists and seats all passengers. */
    isTariffAvailable: ({ context }, params: { transferArtId: number }) => {
      const type = context.options?.transferTypes.find((t) => t.id === params.transferArtId);
      const priced = context.options?.prices.some((p) => p.transferArtId === params.transferArtId);
      const persons = context.booking.erw + context.booking.kind;
      return Boolean(type && priced) && (type?.maxPersons == null || type.maxPersons >= persons);
    },
    isExtraAvailable: ({ context }, params: { id: number }) =>
      Boolean(context.options?.extras.some((e) => e.id === params.id)),
    isPaymentTypeAvailable: ({ context }, params: { zahlungsartId: number }) =>
      Boolean(context.options?.paymentTypes.some((p) => p.id === params.zahlungsartId)),
  },
}).createMachine({
  id: 'privateBooking',
  context: ({ input }) => ({ booking: input.booking, options: null, error: null }),
  initial: 'tarifAuswahl',
  states: {
    tarifAuswahl: {
      id: 'tarifAuswahl',
      route: {},
      meta: { path: 'tarif-auswahl' },
      initial: 'checking',
      states: {
        ...steps.optionsStep(steps.retry('loading')),
        ready: { on: tariffChoices },
      },
    },
    reiseDetails: {
      id: 'reiseDetails',
      route: { guard: 'hasTariff' },
      meta: { path: 'reise-details' },
      initial: 'checking',
      states: {
        ...steps.optionsStep(steps.retryOrBack('loading', '#tarifAuswahl')),
        ready: {
          on: {
            'user.submitTripDetails': {
              target: '#kreditkarteZahlung',
              actions: [{ type: 'assignTripDetails', params: ({ event }) => ({ details: event.details }) }, persistBooking],
            },
            'user.back': '#tarifAuswahl',
          },
        },
      },
    },
    kreditkarteZahlung: {
      id: 'kreditkarteZahlung',
      route: { guard: 'hasTripDetails' },
      meta: { path: 'kreditkarte-zahlung' },
      initial: 'checking',
      // checking: a changed postcode in the trip details needs the prices for the new postcode.
      states: {
        ...steps.optionsStep(steps.retryOrBack('loading', '#reiseDetails')),
        ready: paymentTypeReady,
      },
    },
    zusammenfassung: {
      id: 'zusammenfassung',
      route: { guard: 'hasPaymentType' },
      meta: { path: 'zusammenfassung' },
      initial: 'checking',
      states: steps.summaryStates('#kreditkarteZahlung'),
    },
    status: {
      id: 'status',
      route: { guard: 'hasVoucher' },
      meta: { path: 'status' },
      initial: 'checking',
      states: steps.statusStates(),
    },
  },
});

export type PrivateBookingMachine = typeof privateBookingMachine;
