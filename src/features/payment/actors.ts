import { fromPromise } from 'xstate';
import {
  assertPayment,
  capturePayment,
  deletePaymentStatus,
  getPaymentStatus,
  initializePayment,
  type PaymentAccess,
  type PaymentCredential,
} from '../../api/payment';
import type { PaymentInitResponse, PaymentStatusResponse } from '../../domain/payment';
import { bookingStore, languageStore, paymentStore } from '../../session';
import type { PaymentCallInput } from '../../../machines/payment.machine';

/*
 * The payment machine's actors, implemented with src/api/payment.ts. A private booking proves
 * access with its X-Buchung-Token (from the stored booking), a booking paid later from tracking
 * with the payment session's grant (0022), a company booking with the session cookie, which the
 * API client always sends.
 */

/** Assert and Capture may wait for the provider (up to 100 s per attempt on its side). */
const PROVIDER_CALL_TIMEOUT_MS = 120_000;

function credentialFor(buchungId: number): PaymentCredential {
  const stamm = bookingStore.read()?.buchungStamm;
  const session = paymentStore.read();
  return {
    bookingToken: stamm && stamm.id === buchungId ? stamm.zugriffsToken : null,
    paymentGrant: session?.buchungId === buchungId ? (session.zahlungsToken ?? null) : null,
  };
}

function accessFor(buchungId: number): PaymentAccess {
  return { buchungId, ...credentialFor(buchungId) };
}

export const paymentActors = {
  initializePayment: fromPromise<PaymentInitResponse, { buchungId: number }>(({ input, signal }) =>
    initializePayment(accessFor(input.buchungId), languageStore.read(), { signal }),
  ),
  assertPayment: fromPromise<PaymentStatusResponse, PaymentCallInput>(({ input, signal }) =>
    assertPayment(input.token, credentialFor(input.buchungId), {
      signal,
      timeoutMs: PROVIDER_CALL_TIMEOUT_MS,
    }),
  ),
  capturePayment: fromPromise<PaymentStatusResponse, PaymentCallInput>(({ input, signal }) =>
    capturePayment(input.token, credentialFor(input.buchungId), {
      signal,
      timeoutMs: PROVIDER_CALL_TIMEOUT_MS,
    }),
  ),
  getPaymentStatus: fromPromise<PaymentStatusResponse, PaymentCallInput>(({ input, signal }) =>
    getPaymentStatus(accessFor(input.buchungId), input.token, {
      signal,
      timeoutMs: PROVIDER_CALL_TIMEOUT_MS,
    }),
  ),
  discardPayment: fromPromise<PaymentStatusResponse, PaymentCallInput>(({ input, signal }) =>
    deletePaymentStatus(accessFor(input.buchungId), input.token, { signal }),
  ),
};
