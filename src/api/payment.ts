import type { Language } from '../domain/constants';
import {
  paymentInitResponseSchema,
  paymentStatusResponseSchema,
  type PaymentInitResponse,
  type PaymentStatusResponse,
} from '../domain/payment';
import { api, callInit, parsed, type CallOptions } from './client';
import type { components } from './schema.gen';

export type { PaymentInitResponse, PaymentStatusResponse };

/**
 * The card payment calls (/Saferpay/...). Each needs the booking's access token (private
 * bookings, header X-Buchung-Token), a payment grant of the tracking page (X-Zahlung-Token,
 * docs/decisions/0022) or the company session; neither token means the company session cookie
 * is the credential.
 */
export interface PaymentCredential {
  bookingToken: string | null;
  paymentGrant?: string | null;
}

export interface PaymentAccess extends PaymentCredential {
  buchungId: number;
}

function headers({ bookingToken, paymentGrant }: PaymentCredential) {
  if (bookingToken) return { 'X-Buchung-Token': bookingToken };
  return paymentGrant ? { 'X-Zahlung-Token': paymentGrant } : {};
}

/** POST /Saferpay/PaymentPageInitialize: a new hosted payment page session (new token each call). */
export function initializePayment(
  access: PaymentAccess,
  sprache: Language,
  options?: CallOptions,
): Promise<PaymentInitResponse> {
  return parsed(
    api.POST('/Saferpay/PaymentPageInitialize', {
      params: { header: headers(access) },
      body: { buchungId: access.buchungId, sprache },
      ...callInit(options),
    }),
    paymentInitResponseSchema,
  );
}

/** GET /Saferpay/Assert/{token}: the result of the hosted page (idempotent). */
export function assertPayment(
  token: string,
  credential: PaymentCredential,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return parsed(
    api.GET('/Saferpay/Assert/{token}', {
      params: { path: { token }, header: headers(credential) },
      ...callInit(options),
    }),
    paymentStatusResponseSchema,
  );
}

/** GET /Saferpay/Capture/{token}: settles an authorized payment (idempotent, never charges twice). */
export function capturePayment(
  token: string,
  credential: PaymentCredential,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return parsed(
    api.GET('/Saferpay/Capture/{token}', {
      params: { path: { token }, header: headers(credential) },
      ...callInit(options),
    }),
    paymentStatusResponseSchema,
  );
}

/** GET /Saferpay/GetStatus/{buchungId}/{token}. */
export function getPaymentStatus(
  access: PaymentAccess,
  token: string,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return parsed(
    api.GET('/Saferpay/GetStatus/{buchungId}/{token}', {
      params: {
        path: { buchungId: access.buchungId, token },
        header: headers(access),
      },
      ...callInit(options),
    }),
    paymentStatusResponseSchema,
  );
}

/** GET /Saferpay/DeleteStatus/{buchungId}/{token}: forget a payment session. */
export function deletePaymentStatus(
  access: PaymentAccess,
  token: string,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return parsed(
    api.GET('/Saferpay/DeleteStatus/{buchungId}/{token}', {
      params: {
        path: { buchungId: access.buchungId, token },
        header: headers(access),
      },
      ...callInit(options),
    }),
    paymentStatusResponseSchema,
  );
}

/** GET /Saferpay/Abort/{buchungId}/{token}. */
export function abortPayment(
  access: PaymentAccess,
  token: string,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return parsed(
    api.GET('/Saferpay/Abort/{buchungId}/{token}', {
      params: {
        path: { buchungId: access.buchungId, token },
        header: headers(access),
      },
      ...callInit(options),
    }),
    paymentStatusResponseSchema,
  );
}

/** GET /Saferpay/Fail/{token}. */
export function failPayment(
  token: string,
  credential: PaymentCredential,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return parsed(
    api.GET('/Saferpay/Fail/{token}', {
      params: { path: { token }, header: headers(credential) },
      ...callInit(options),
    }),
    paymentStatusResponseSchema,
  );
}

/** GET /Saferpay/Bezahlt/{token}: whether the booking of this token is paid. */
export function getPaidState(
  token: string,
  credential: PaymentCredential,
  options?: CallOptions,
): Promise<PaymentStatusResponse> {
  return parsed(
    api.GET('/Saferpay/Bezahlt/{token}', {
      params: { path: { token }, header: headers(credential) },
      ...callInit(options),
    }),
    paymentStatusResponseSchema,
  );
}

// Drift checks: the payment engineer's domain shapes are the contract's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const initMatches: Same<PaymentInitResponse, components['schemas']['PaymentInitializeResponse']> =
  true;
const statusMatches: Same<PaymentStatusResponse, components['schemas']['PaymentStatusResponse']> =
  true;
void initMatches;
void statusMatches;
