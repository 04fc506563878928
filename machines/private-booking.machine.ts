import { assign, setup } from 'xstate';
import type { Booking } from '../src/domain/booking';
import type { BookingOptions, FlowError } from './shared/booking-options';
import { draftActions, draftActors, draftGuards } from './shared/draft-setup';
import { bookingStepStates, paymentTypeReady, paymentTypeRoute, persistBooking, tariffChoices, tripDetailsRoute } from './shared/step-states';
import { applyTripDetails, type TripDetails } from './shared/trip-details';

/**
 * The private booking wizard (spec section 2): tariff -> trip details -> payment type ->
 * summary -> status. Every step is a routable state (`id`, `route`, `meta.path` = URL segment);
 * a step's `route.guard` refuses it while the data it needs is missing, which covers clicks,
 * deep links, reloads and the browser's history alike. The draft lives in `context.booking`
 * and every change to it runs `persistBooking` (the host writes sessionStorage `Buchung`).
 * The steps it shares with the company wizard (options loading, retry, choices, save, status)
 * come from machines/shared/step-states.ts, their actors, actions and guards from
 * machines/shared/draft-setup.ts.
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
  actors: draftActors<LoadBookingOptionsInput>(),
  actions: {
    // The draft actions (options, errors, tariff, extras, payment type, save) both wizards share.
    ...draftActions<PrivateBookingContext, PrivateBookingEvent>(),
    assignTripDetails: assign({
      booking: ({ context }, params: { details: TripDetails }) => applyTripDetails(context.booking, params.details),
    }),
  },
  guards: draftGuards,
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
      ...tripDetailsRoute,
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
      ...paymentTypeRoute,
      // checking: a changed postcode in the trip details needs the prices for the new postcode.
      states: {
        ...steps.optionsStep(steps.retryOrBack('loading', '#reiseDetails')),
        ready: paymentTypeReady,
      },
    },
    zusammenfassung: steps.summaryStep('#kreditkarteZahlung'),
    status: steps.statusStep(),
  },
});

export type PrivateBookingMachine = typeof privateBookingMachine;
