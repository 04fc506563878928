import { assign, fromPromise, setup } from 'xstate';
import {
  PAYMENT_ALREADY_PAID_CODE,
  type PaymentFailureReason,
  type PaymentInitResponse,
  type PaymentSession,
  type PaymentStage,
  type PaymentStatusResponse,
} from '../src/domain/payment';

/**
 * Card payment on /zahlung (DESIGN.md section 6):
 *
 *   initializing -> redirecting (hosted page) -> returned (/zahlung) -> asserting -> capturing -> paid
 *
 * with the outcomes aborted, declined, failed, expired as states that offer the next step
 * (a new attempt with a new token, another card, back to the summary) and alreadyCaptured as a
 * success (double return, reload, second tab). Technical failures of a call are states too, each
 * with a retry. The payment session (sessionStorage `saferpay`) records the stage, so a reload
 * resumes: no token -> initialize; back from the hosted page -> assert; later -> GetStatus.
 *
 * The machine does no I/O itself: the calls are the actors below (src/api/payment.ts in the app,
 * fakes in tests), and leaving the page (redirect to the hosted page, navigation after success
 * or to the summary, writing the session) are named actions the page implements.
 */

export interface PaymentCallInput {
  buchungId: number;
  token: string;
}

export interface PaymentCallError {
  /** ApiError.kind (network, timeout, http, invalidResponse) or 'unknown'. */
  kind: string;
  /** The server's error code, when it answered with one. */
  code: string | null;
}

/**
 * This tab's saved card booking (what the page knows without a session): paid (Back from the
 * status step, a reload after paying) or still to be paid (Back after a cancelled payment).
 */
export interface TabBooking {
  /** Which wizard the booking belongs to: where its summary and status steps are. */
  flow: 'privat' | 'firma';
  voucher: string;
  paid: boolean;
}

export interface PaymentContext {
  session: PaymentSession | null;
  /** This tab's card booking, for a page load without a session. */
  tabBooking: TabBooking | null;
  /** The last answer about the current attempt. */
  status: PaymentStatusResponse | null;
  reason: PaymentFailureReason | null;
  error: PaymentCallError | null;
}

export interface PaymentInput {
  session: PaymentSession | null;
  tabBooking?: TabBooking | null;
}

export type PaymentEvent =
  | { type: 'user.retry' }
  | { type: 'user.chooseOtherCard' }
  | { type: 'user.resume' }
  | { type: 'user.backToSummary' }
  /** The browser is back from the hosted page without a reload (tests, same-document return). */
  | { type: 'payment.returned' };

function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`actor ${name} was not provided`);
  });
}

function toCallError(error: unknown): PaymentCallError {
  const e = (error ?? {}) as { kind?: unknown; code?: unknown };
  return {
    kind: typeof e.kind === 'string' ? e.kind : 'unknown',
    code: typeof e.code === 'string' ? e.code : null,
  };
}

const callInput = ({ context }: { context: PaymentContext }): PaymentCallInput => ({
  buchungId: context.session!.buchungId,
  token: context.session!.token!,
});

/** The error of an actor's onError event, as params of `assignError`. */
const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;

const withStage = (session: PaymentSession | null, stage: PaymentStage): PaymentSession | null =>
  session ? { ...session, stage } : session;

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    input: {} as PaymentInput,
    events: {} as PaymentEvent,
  },
  actors: {
    initializePayment: notProvided<PaymentInitResponse, { buchungId: number }>('initializePayment'),
    assertPayment: notProvided<PaymentStatusResponse, PaymentCallInput>('assertPayment'),
    capturePayment: notProvided<PaymentStatusResponse, PaymentCallInput>('capturePayment'),
    getPaymentStatus: notProvided<PaymentStatusResponse, PaymentCallInput>('getPaymentStatus'),
    /** DeleteStatus: close the open attempt when the user leaves for the summary. */
    discardPayment: notProvided<PaymentStatusResponse, PaymentCallInput>('discardPayment'),
  },
  actions: {
    assignInitialized: assign(({ context }, output: PaymentInitResponse) => ({
      session: context.session
        ? {
            ...context.session,
            token: output.token,
            redirectUrl: output.redirectUrl,
            expiration: output.expiration,
            stage: 'redirected' as const,
          }
        : null,
      status: null,
      reason: null,
      error: null,
    })),
    assignStatus: assign((_, status: PaymentStatusResponse) => ({
      status,
      reason: status.reason,
      error: null,
    })),
    assignError: assign((_, error: unknown) => ({ error: toCallError(error) })),
    clearAttempt: assign({ status: null, reason: null, error: null }),
    setStage: assign(({ context }, stage: PaymentStage) => ({
      session: withStage(context.session, stage),
    })),
    /** Writes context.session to sessionStorage (provided by the page). */
    persistSession: () => {},
    /** Full page load of session.redirectUrl (provided by the page). */
    redirectToHostedPage: () => {},
    /** Paid: update the stored booking, clear the session, go to the status step (provided by the page). */
    completePayment: () => {},
    /** Clear the session and go back to the wizard's summary (provided by the page). */
    goToSummary: () => {},
  },
  guards: {
    hasNoSession: ({ context }) => context.session === null,
    /** No session, and this tab's booking is paid: the payment is over (Back from the status, reload). */
    isBookingPaidWithoutSession: ({ context }) =>
      context.session === null && context.tabBooking?.paid === true,
    /** No session, and this tab's booking waits for its payment: Back after a cancelled one. */
    isBookingUnpaidWithoutSession: ({ context }) =>
      context.session === null && context.tabBooking?.paid === false,
    hasToken: ({ context }) => Boolean(context.session?.token),
    /** Stage `redirected`: the last thing this browser did was leave for the hosted page. */
    isBackFromHostedPage: ({ context }) =>
      Boolean(context.session?.token) && context.session?.stage === 'redirected',
    isAlreadyPaidError: ({ context }) => context.error?.code === PAYMENT_ALREADY_PAID_CODE,
    /** This very call captured it: the happy path. */
    isCapturedNow: ({ context }) =>
      context.status?.status === 'captured' && !context.status.alreadyCaptured,
    /** Paid before this call: double return, reload, second tab, lost browser. */
    isPaidAlready: ({ context }) =>
      Boolean(context.status?.bookingPaid) || context.status?.status === 'captured',
    isAuthorized: ({ context }) => context.status?.status === 'authorized',
    isPending: ({ context }) => context.status?.status === 'pending',
    isAborted: ({ context }) =>
      context.status?.status === 'aborted' || context.status?.status === 'discarded',
    isDeclined: ({ context }) => context.status?.status === 'declined',
    isExpired: ({ context }) => context.status?.status === 'expired',
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    session: input.session,
    tabBooking: input.tabBooking ?? null,
    status: null,
    reason: null,
    error: null,
  }),
  initial: 'restoring',
  states: {
    /** Decide from the stored session where this page load continues. */
    restoring: {
      always: [
        { guard: 'isBookingPaidWithoutSession', target: 'bookingPaid' },
        { guard: 'isBookingUnpaidWithoutSession', target: 'bookingUnpaid' },
        { guard: 'hasNoSession', target: 'missingSession' },
        { guard: 'isBackFromHostedPage', target: 'returned' },
        { guard: 'hasToken', target: 'checkingStatus' },
        { target: 'initializing' },
      ],
    },
    /** No payment session (opened directly, or already finished in this tab). */
    missingSession: { type: 'final' },
    /** Nothing to pay: this tab's booking is paid (Back from the status step, reload of /zahlung). */
    bookingPaid: { type: 'final', tags: ['success'] },
    /** Nothing under way, the booking not paid: the summary starts a new payment. */
    bookingUnpaid: { type: 'final' },

    initializing: {
      entry: 'clearAttempt',
      invoke: {
        id: 'initializePayment',
        src: 'initializePayment',
        input: ({ context }) => ({ buchungId: context.session!.buchungId }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'assignInitialized', params: ({ event }) => event.output },
        },
        onError: {
          target: 'checkingInitError',
          actions: { type: 'assignError', params: errorOf },
        },
      },
    },
    /** PaymentPageInitialize refused because the booking is paid already: that is a success. */
    checkingInitError: {
      always: [
        { guard: 'isAlreadyPaidError', target: 'alreadyCaptured' },
        { target: 'initializeFailed' },
      ],
    },
    initializeFailed: {
      on: {
        'user.retry': 'initializing',
        'user.backToSummary': 'leaving',
      },
    },

    /** On the way to the hosted page; the page unloads, the return is a new page load. */
    redirecting: {
      // Stored before leaving, so the return (a new page load) knows to assert.
      entry: [{ type: 'setStage', params: 'redirected' }, 'persistSession', 'redirectToHostedPage'],
      on: { 'payment.returned': 'returned' },
    },
    /** Back on /zahlung from the hosted page. */
    returned: {
      always: 'asserting',
    },

    asserting: {
      entry: [{ type: 'setStage', params: 'asserting' }, 'persistSession'],
      invoke: {
        id: 'assertPayment',
        src: 'assertPayment',
        input: callInput,
        onDone: {
          target: 'evaluating',
          actions: { type: 'assignStatus', params: ({ event }) => event.output },
        },
        onError: { target: 'assertFailed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    assertFailed: {
      on: { 'user.retry': 'asserting' },
    },

    /** A reload after the return: ask the server where this attempt stands (it asks the provider). */
    checkingStatus: {
      invoke: {
        id: 'getPaymentStatus',
        src: 'getPaymentStatus',
        input: callInput,
        onDone: {
          target: 'evaluating',
          actions: { type: 'assignStatus', params: ({ event }) => event.output },
        },
        onError: { target: 'statusFailed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    statusFailed: {
      on: {
        'user.retry': 'checkingStatus',
        'user.backToSummary': 'leaving',
      },
    },

    /** Routes a status answer (from Assert, GetStatus or Capture) to its state. */
    evaluating: {
      always: [
        { guard: 'isCapturedNow', target: 'paid' },
        { guard: 'isPaidAlready', target: 'alreadyCaptured' },
        { guard: 'isAuthorized', target: 'capturing' },
        { guard: 'isPending', target: 'pending' },
        { guard: 'isAborted', target: 'aborted' },
        { guard: 'isDeclined', target: 'declined' },
        { guard: 'isExpired', target: 'expired' },
        { target: 'failed' },
      ],
    },

    capturing: {
      entry: [{ type: 'setStage', params: 'capturing' }, 'persistSession'],
      invoke: {
        id: 'capturePayment',
        src: 'capturePayment',
        input: callInput,
        onDone: {
          target: 'evaluating',
          actions: { type: 'assignStatus', params: ({ event }) => event.output },
        },
        onError: { target: 'captureFailed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    /** The card is authorized but the capture call failed: only a retry (idempotent) makes sense. */
    captureFailed: {
      on: { 'user.retry': 'capturing' },
    },

    /** The payer has not finished the hosted page (e.g. came back with the browser's back button). */
    pending: {
      on: {
        'user.resume': 'redirecting',
        'user.retry': 'initializing',
        'user.backToSummary': 'leaving',
      },
    },
    aborted: {
      on: {
        'user.retry': 'initializing',
        'user.backToSummary': 'leaving',
      },
    },
    declined: {
      on: {
        'user.chooseOtherCard': 'initializing',
        'user.backToSummary': 'leaving',
      },
    },
    failed: {
      on: {
        'user.retry': 'initializing',
        'user.backToSummary': 'leaving',
      },
    },
    expired: {
      on: {
        'user.retry': 'initializing',
        'user.backToSummary': 'leaving',
      },
    },

    /** Back to the summary: close an open attempt first (best effort), then leave. */
    leaving: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasToken', target: 'discarding' }, { target: '#payment.left' }],
        },
        discarding: {
          invoke: {
            id: 'discardPayment',
            src: 'discardPayment',
            input: callInput,
            onDone: '#payment.left',
            onError: '#payment.left',
          },
        },
      },
    },
    left: { type: 'final', entry: 'goToSummary' },

    paid: {
      type: 'final',
      tags: ['success'],
      entry: [{ type: 'setStage', params: 'done' }, 'completePayment'],
    },
    /** Paid already (by an earlier call, another tab, or while the browser was away): a success. */
    alreadyCaptured: {
      type: 'final',
      tags: ['success'],
      entry: [{ type: 'setStage', params: 'done' }, 'completePayment'],
    },
  },
});

export type PaymentMachine = typeof paymentMachine;
