import type {
  PaymentInitResponse,
  PaymentSession,
  PaymentStatusResponse,
} from '../../domain/payment';
import type { PaymentSnapshot } from './payment-view';

/**
 * The abstract model of /zahlung for the model-based path tests (tests/paths/payment.driver.tsx):
 * the start situations, each call's possible answers and failures, and a compact state
 * serialization for the graph. Only used by tests.
 */

export const MODEL_SESSION: PaymentSession = {
  flow: 'privat',
  buchungId: 7,
  voucher: 'V7TEST',
  token: null,
  redirectUrl: null,
  expiration: null,
};

export const MODEL_INPUTS: Record<string, PaymentSession | null> = {
  fresh: MODEL_SESSION,
  returned: {
    ...MODEL_SESSION,
    token: 'tok-1',
    redirectUrl: '/sandbox/zahlung/tok-1',
    expiration: '2099-01-01T00:00:00Z',
    stage: 'redirected',
  },
  reloadWhileCapturing: {
    ...MODEL_SESSION,
    token: 'tok-1',
    redirectUrl: '/sandbox/zahlung/tok-1',
    expiration: '2099-01-01T00:00:00Z',
    stage: 'capturing',
  },
  noSession: null,
};

export const MODEL_INIT: PaymentInitResponse = {
  buchungId: 7,
  token: 'tok-2',
  expiration: '2099-01-01T00:00:00Z',
  redirectUrl: '/sandbox/zahlung/tok-2',
  amountCent: 12_345,
  currency: 'EUR',
};

const status = (overrides: Partial<PaymentStatusResponse>): PaymentStatusResponse => ({
  buchungId: 7,
  token: 'tok-1',
  status: 'authorized',
  reason: null,
  errorName: null,
  bookingPaid: false,
  alreadyCaptured: false,
  amountCent: 12_345,
  currency: 'EUR',
  ...overrides,
});

const captured = status({ status: 'captured', bookingPaid: true, alreadyCaptured: true });

/** Possible answers of each call (by the invoke id = actor name). */
export const MODEL_OUTPUTS: Record<string, unknown[]> = {
  initializePayment: [MODEL_INIT],
  assertPayment: [
    status({ status: 'authorized' }),
    captured,
    status({ status: 'pending' }),
    status({ status: 'aborted', reason: 'aborted', errorName: 'TRANSACTION_ABORTED' }),
    status({ status: 'declined', reason: 'declined', errorName: 'TRANSACTION_DECLINED' }),
    status({ status: 'declined', reason: 'threeDsFailed', errorName: '3DS_AUTHENTICATION_FAILED' }),
    status({ status: 'failed', reason: 'technical', errorName: 'INTERNAL_ERROR' }),
    status({ status: 'expired', reason: 'tokenExpired', errorName: 'TOKEN_EXPIRED' }),
  ],
  getPaymentStatus: [status({ status: 'authorized' }), captured],
  capturePayment: [
    status({ status: 'captured', bookingPaid: true, alreadyCaptured: false }),
    captured,
    status({ status: 'discarded', reason: 'discarded', bookingPaid: true, alreadyCaptured: true }),
  ],
  discardPayment: [status({ status: 'discarded', reason: 'discarded' })],
};

/** Possible failures of each call, shaped like src/api's ApiError. */
export const MODEL_ERRORS: Record<string, unknown[]> = {
  initializePayment: [
    { kind: 'network', code: null },
    { kind: 'http', code: 'PAYMENT_ALREADY_PAID' },
  ],
  assertPayment: [{ kind: 'http', code: 'unavailable' }],
  getPaymentStatus: [{ kind: 'timeout', code: null }],
  capturePayment: [{ kind: 'network', code: null }],
  discardPayment: [{ kind: 'network', code: null }],
};

/** The vertices of the graph: state, the answer that led there, and what the session says. */
export function serializeModelState(snapshot: PaymentSnapshot): string {
  const { status, error, session } = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    status ? [status.status, status.reason, status.alreadyCaptured, status.bookingPaid] : null,
    error ? [error.kind, error.code] : null,
    session ? [session.stage ?? 'start', Boolean(session.token)] : null,
  ]);
}
