import { fromPromise } from 'xstate';
import {
  assertPayment,
  capturePayment,
  deletePaymentStatus,
  getPaymentStatus,
  initializePayment,
  type PaymentAccess,
} from '../../api/payment';
import type { PaymentInitResponse, PaymentStatusResponse } from '../../domain/payment';
import { bookingStore, languageStore } from '../../session';
import type { PaymentCallInput } from '../../../machines/payment.machine';

/*
 * The payment machine's actors, implemented with src/api/payment.ts. A private booking proves
 * access with its X-Buchung-Token (from the stored booking); a company booking with the session
 * cookie, which the API client always sends.
 */

/** Assert and Capture may wait for the provider (up to 100 s per attempt on its side). */
const PROVIDER_CALL_TIMEOUT_MS = 120_000;

function bookingTokenFor(buchungId: number): string | null {
  const stamm = bookingStore.read()?.buchungStamm;
  return stamm && stamm.id === buchungId ? stamm.zugriffsToken : null;
}

function accessFor(buchungId: number): PaymentAccess {
  return { buchungId, bookingToken: bookingTokenFor(buchungId) };
}

export const paymentActors = {
  initializePayment: fromPromise<PaymentInitResponse, { buchungId: number }>(({ input, signal }) =>
    initializePayment(accessFor(input.buchungId), languageStore.read(), { signal }),
  ),
  assertPayment: fromPromise<PaymentStatusResponse, PaymentCallInput>(({ input, signal }) =>
    assertPayment(input.token, bookingTokenFor(input.buchungId), {
      signal,
      timeoutMs: PROVIDER_CALL_TIMEOUT_MS,
    }),
  ),
  capturePayment: fromPromise<PaymentStatusResponse, PaymentCallInput>(({ input, signal }) =>
    capturePayment(input.token, bookingTokenFor(input.buchungId), {
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
