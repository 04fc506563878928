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
        checking: { always: [{ guard: 'hasOptions', target: 'ready' }, { target: 'loading' }] },
        loading: {
          entry: 'clearError',
          invoke: {
            id: 'loadBookingOptions',
            src: 'loadBookingOptions',
            input: ({ context }) => ({ booking: context.booking, current: context.options }),
            onDone: { target: 'ready', actions: { type: 'assignOptions', params: ({ event }) => ({ options: event.output }) } },
            onError: { target: 'failure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failure: { on: { 'user.retry': 'loading' } },
        ready: {
          on: {
            'user.selectTariff': {
              guard: { type: 'isTariffAvailable', params: ({ event }) => ({ transferArtId: event.transferArtId }) },
              actions: [
                { type: 'assignTariff', params: ({ event }) => ({ transferArtId: event.transferArtId }) },
                { type: 'persistBooking', params: ({ context }) => ({ booking: context.booking }) },
              ],
            },
            'user.setExtra': {
              guard: { type: 'isExtraAvailable', params: ({ event }) => ({ id: event.id }) },
              actions: [
                { type: 'assignExtra', params: ({ event }) => ({ id: event.id, anzahl: event.anzahl }) },
                { type: 'persistBooking', params: ({ context }) => ({ booking: context.booking }) },
              ],
            },
            'user.submitTariff': { guard: 'hasTariff', target: '#reiseDetails' },
          },
        },
      },
    },
    reiseDetails: {
      id: 'reiseDetails',
      route: { guard: 'hasTariff' },
      meta: { path: 'reise-details' },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasOptions', target: 'ready' }, { target: 'loading' }] },
        loading: {
          entry: 'clearError',
          invoke: {
            id: 'loadBookingOptions',
            src: 'loadBookingOptions',
            input: ({ context }) => ({ booking: context.booking, current: context.options }),
            onDone: { target: 'ready', actions: { type: 'assignOptions', params: ({ event }) => ({ options: event.output }) } },
            onError: { target: 'failure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failure: { on: { 'user.retry': 'loading', 'user.back': '#tarifAuswahl' } },
        ready: {
          on: {
            'user.submitTripDetails': {
              target: '#kreditkarteZahlung',
              actions: [
                { type: 'assignTripDetails', params: ({ event }) => ({ details: event.details }) },
                { type: 'persistBooking', params: ({ context }) => ({ booking: context.booking }) },
              ],
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
      states: {
        // A changed postcode in the trip details needs the prices for the new postcode.
        checking: { always: [{ guard: 'hasOptions', target: 'ready' }, { target: 'loading' }] },
        loading: {
          entry: 'clearError',
          invoke: {
            id: 'loadBookingOptions',
            src: 'loadBookingOptions',
            input: ({ context }) => ({ booking: context.booking, current: context.options }),
            onDone: { target: 'ready', actions: { type: 'assignOptions', params: ({ event }) => ({ options: event.output }) } },
            onError: { target: 'failure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failure: { on: { 'user.retry': 'loading', 'user.back': '#reiseDetails' } },
        ready: {
          on: {
            'user.selectPaymentType': {
              guard: {
                type: 'isPaymentTypeAvailable',
                params: ({ event }) => ({ zahlungsartId: event.zahlungsartId }),
              },
              actions: [
                { type: 'assignPaymentType', params: ({ event }) => ({ zahlungsartId: event.zahlungsartId }) },
                { type: 'persistBooking', params: ({ context }) => ({ booking: context.booking }) },
              ],
            },
            'user.submitPaymentType': { guard: 'hasPaymentType', target: '#zusammenfassung' },
            'user.back': '#reiseDetails',
          },
        },
      },
    },
    zusammenfassung: {
      id: 'zusammenfassung',
      route: { guard: 'hasPaymentType' },
      meta: { path: 'zusammenfassung' },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasOptions', target: 'ready' }, { target: 'loading' }] },
        loading: {
          entry: 'clearError',
          invoke: {
            id: 'loadBookingOptions',
            src: 'loadBookingOptions',
            input: ({ context }) => ({ booking: context.booking, current: context.options }),
            onDone: { target: 'ready', actions: { type: 'assignOptions', params: ({ event }) => ({ options: event.output }) } },
            onError: { target: 'failure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failure: { on: { 'user.retry': 'loading', 'user.back': '#kreditkarteZahlung' } },
        ready: {
          on: {
            'user.confirm': 'saving',
            'user.back': '#kreditkarteZahlung',
          },
        },
        saving: {
          entry: [
            'clearError',
            'ensureIdempotencyKey',
            // Kept before the call: a reload after a lost answer retries with the same key.
            { type: 'persistBooking', params: ({ context }) => ({ booking: context.booking }) },
          ],
          invoke: {
            id: 'saveBooking',
            src: 'saveBooking',
            input: ({ context }) => ({
              booking: context.booking,
              idempotencyKey: context.booking.idempotencyKey ?? '',
            }),
            onDone: [
              {
                target: 'paymentHandOff',
                actions: [
                  { type: 'assignSavedBooking', params: ({ event }) => ({ booking: event.output }) },
                  { type: 'persistBooking', params: ({ context }) => ({ booking: context.booking }) },
                ],
                guard: ({ event, context }) =>
                  needsCardPayment(event.output, context.options?.paymentTypes ?? []),
              },
              {
                target: '#status',
                actions: [
                  { type: 'assignSavedBooking', params: ({ event }) => ({ booking: event.output }) },
                  { type: 'persistBooking', params: ({ context }) => ({ booking: context.booking }) },
                ],
              },
            ],
            onError: { target: 'saveFailure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        saveFailure: { on: { 'user.retry': 'saving', 'user.back': '#kreditkarteZahlung' } },
        /** Saved; the card is charged on /zahlung, which comes back to the status step. */
        paymentHandOff: {
          type: 'final',
          meta: { href: '/zahlung' },
          entry: { type: 'handOffToPayment', params: ({ context }) => ({ booking: context.booking }) },
        },
      },
    },
    status: {
      id: 'status',
      route: { guard: 'hasVoucher' },
      meta: { path: 'status' },
      initial: 'checking',
      states: {
        checking: { always: [{ guard: 'hasOptions', target: 'refreshing' }, { target: 'loading' }] },
        loading: {
          entry: 'clearError',
          invoke: {
            id: 'loadBookingOptions',
            src: 'loadBookingOptions',
            input: ({ context }) => ({ booking: context.booking, current: context.options }),
            onDone: { target: 'refreshing', actions: { type: 'assignOptions', params: ({ event }) => ({ options: event.output }) } },
            onError: { target: 'failure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** The booking's state (payment, legs) as the server has it now. */
        refreshing: {
          entry: 'clearError',
          invoke: {
            id: 'loadBookingStatus',
            src: 'loadBookingStatus',
            input: ({ context }) => ({ booking: context.booking }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'assignSavedBooking', params: ({ event }) => ({ booking: event.output }) },
                { type: 'persistBooking', params: ({ context }) => ({ booking: context.booking }) },
              ],
            },
            onError: { target: 'failure', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failure: { on: { 'user.retry': 'checking' } },
        ready: {
          on: { 'user.pay': { guard: 'needsCardPayment', target: 'paymentHandOff' } },
        },
        paymentHandOff: {
          type: 'final',
          meta: { href: '/zahlung' },
          entry: { type: 'handOffToPayment', params: ({ context }) => ({ booking: context.booking }) },
        },
      },
    },
  },
});

export type PrivateBookingMachine = typeof privateBookingMachine;
