import type { Booking } from '../../src/domain/booking';
import type { BookingOptions } from './booking-options';

/*
 * State-config pieces both booking wizards share (options loading, retry, tariff and payment-type
 * choices, save and status). They refer to actions, guards and actors by name only: each machine
 * declares those in its own `setup()`, so its types check these pieces and tests still swap the
 * implementations with `provide()`. Parameter mappers are typed with only what they read, which
 * fits any machine whose context has the draft.
 */

interface DraftArgs {
  context: { booking: Booking };
}

/** Writes the draft as it is after the assigns before it (sessionStorage `Buchung`). */
export const persistBooking = {
  type: 'persistBooking',
  params: ({ context }: DraftArgs) => ({ booking: context.booking }),
} as const;

const assignError = {
  type: 'assignError',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

const assignSavedBooking = {
  type: 'assignSavedBooking',
  params: ({ event }: { event: { output: Booking } }) => ({ booking: event.output }),
} as const;

/** Saved, paid by card and not paid yet: the hosted payment page on /zahlung charges it. */
const paymentHandOff = {
  type: 'final',
  meta: { href: '/zahlung' },
  entry: {
    type: 'handOffToPayment',
    params: ({ context }: DraftArgs) => ({ booking: context.booking }),
  },
} as const;

/*
 * Routable steps both wizards have: the state id (`xstate.route` targets it), the route guard
 * that refuses the step while the draft lacks its data, and the URL segment (`meta.path`).
 * Each machine adds the step's states.
 */
function routableStep<TId extends string, TGuard extends string, TPath extends string>(
  id: TId,
  guard: TGuard,
  path: TPath,
) {
  return { id, route: { guard }, meta: { path }, initial: 'checking' } as const;
}

export const tripDetailsRoute = routableStep('reiseDetails', 'hasTariff', 'reise-details');
export const paymentTypeRoute = routableStep(
  'kreditkarteZahlung',
  'hasTripDetails',
  'kreditkarte-zahlung',
);

/**
 * A choice on a step: allowed by the `guard`, written into the draft by the `action` and kept
 * at once; both get what `pick` takes from the event.
 */
function keptChoice<TGuard extends string, TAction extends string, TEvent, TParams>(
  guard: TGuard,
  action: TAction,
  pick: (event: TEvent) => TParams,
) {
  const params = ({ event }: { event: TEvent }) => pick(event);
  return {
    guard: { type: guard, params },
    actions: [{ type: action, params }, persistBooking],
  } as const;
}

/** The tariff step's choices, each kept as soon as it is made. */
export const tariffChoices = {
  'user.selectTariff': keptChoice(
    'isTariffAvailable',
    'assignTariff',
    (event: { transferArtId: number }) => ({
      transferArtId: event.transferArtId,
    }),
  ),
  'user.setExtra': keptChoice(
    'isExtraAvailable',
    'assignExtra',
    (event: { id: number; anzahl: number }) => ({
      id: event.id,
      anzahl: event.anzahl,
    }),
  ),
  'user.submitTariff': { guard: 'hasTariff', target: '#reiseDetails' },
} as const;

/**
 * The payment-type step once its options are there. A single offered type (private: card only)
 * is chosen at once, so "Weiter" works without a click on the only choice.
 */
export const paymentTypeReady = {
  always: {
    guard: 'hasOnlyPaymentTypeToChoose',
    actions: ['assignOnlyPaymentType', persistBooking],
  },
  on: {
    'user.selectPaymentType': keptChoice(
      'isPaymentTypeAvailable',
      'assignPaymentType',
      (event: { zahlungsartId: number }) => ({ zahlungsartId: event.zahlungsartId }),
    ),
    'user.submitPaymentType': { guard: 'hasPaymentType', target: '#zusammenfassung' },
    'user.back': '#reiseDetails',
  },
} as const;

export interface StepStatesOptions<TContext, TOptionsInput> {
  /** The `loadBookingOptions` actor's input, from the machine's context. */
  optionsInput: (args: { context: TContext }) => TOptionsInput;
  /**
   * Give each invoke its actor's name as id (events `xstate.done.actor.saveBooking`) instead of
   * XState's generated one: the private wizard's model-based tests address its calls by name.
   */
  namedInvokes: boolean;
}

/**
 * The step states bound to one machine's options input. Failure is a state: `user.retry` loads
 * again, `user.back` (where the step has one) leaves for the step before.
 */
export function bookingStepStates<TContext, TOptionsInput>({
  optionsInput,
  namedInvokes,
}: StepStatesOptions<TContext, TOptionsInput>) {
  const invokeId = <TSrc extends string>(src: TSrc) => (namedInvokes ? src : undefined);

  /** Options for this draft's airport and postcode loaded: go on to `done`, else load them. */
  const checkOptions = <TDone extends string>(done: TDone) =>
    ({ always: [{ guard: 'hasOptions', target: done }, { target: 'loading' }] }) as const;

  /** Loads the options every step from the tariff on needs (prices follow airport and postcode). */
  const loadOptions = <TDone extends string>(done: TDone) =>
    ({
      entry: 'clearError',
      invoke: {
        id: invokeId('loadBookingOptions'),
        src: 'loadBookingOptions',
        input: optionsInput,
        onDone: {
          target: done,
          actions: {
            type: 'assignOptions',
            params: ({ event }: { event: { output: BookingOptions } }) => ({
              options: event.output,
            }),
          },
        },
        onError: { target: 'failure', actions: assignError },
      },
    }) as const;

  /** A failed call that can only be tried `again`. */
  const retry = <TAgain extends string>(again: TAgain) =>
    ({ on: { 'user.retry': again } }) as const;

  /** A failed call: try `again`, or go `back` to the step before. */
  const retryOrBack = <TAgain extends string, TBack>(again: TAgain, back: TBack) =>
    ({ on: { 'user.retry': again, 'user.back': back } }) as const;

  /** checking -> loading -> ready (the caller's), failing into `failure`. */
  const optionsStep = <TFailure>(failure: TFailure) =>
    ({ checking: checkOptions('ready'), loading: loadOptions('ready'), failure }) as const;

  /**
   * The summary's save: a new draft gets its idempotency key, which is persisted before the call
   * so a reload after a lost answer retries with the same key. A booking saved for card payment
   * goes on to /zahlung, any other to the status step.
   */
  const summaryStep = <TBack>(back: TBack) =>
    ({
      ...routableStep('zusammenfassung', 'hasPaymentType', 'zusammenfassung'),
      states: {
        ...optionsStep(retryOrBack('loading', back)),
        ready: { on: { 'user.confirm': 'saving', 'user.back': back } },
        saving: {
          entry: ['clearError', 'ensureIdempotencyKey', persistBooking],
          invoke: {
            id: invokeId('saveBooking'),
            src: 'saveBooking',
            input: ({ context }: DraftArgs) => ({
              booking: context.booking,
              idempotencyKey: context.booking.idempotencyKey ?? '',
            }),
            onDone: [
              {
                guard: {
                  type: 'isSavedForCard',
                  params: ({ event }: { event: { output: Booking } }) => ({
                    booking: event.output,
                  }),
                },
                target: 'paymentHandOff',
                actions: [assignSavedBooking, persistBooking],
              },
              { target: '#status', actions: [assignSavedBooking, persistBooking] },
            ],
            onError: { target: 'saveFailure', actions: assignError },
          },
        },
        saveFailure: retryOrBack('saving', back),
        paymentHandOff,
      },
    }) as const;

  /** The status step: the booking as the server has it now, and paying a card booking later. */
  const statusStep = () =>
    ({
      ...routableStep('status', 'hasVoucher', 'status'),
      states: {
        checking: checkOptions('refreshing'),
        loading: loadOptions('refreshing'),
        refreshing: {
          entry: 'clearError',
          invoke: {
            id: invokeId('loadBookingStatus'),
            src: 'loadBookingStatus',
            input: ({ context }: DraftArgs) => ({ booking: context.booking }),
            onDone: { target: 'ready', actions: [assignSavedBooking, persistBooking] },
            onError: { target: 'failure', actions: assignError },
          },
        },
        failure: retry('checking'),
        ready: { on: { 'user.pay': { guard: 'needsCardPayment', target: 'paymentHandOff' } } },
        paymentHandOff,
      },
    }) as const;

  return { checkOptions, loadOptions, retry, retryOrBack, optionsStep, summaryStep, statusStep };
}
