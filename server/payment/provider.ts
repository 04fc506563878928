/**
 * The card payment provider as the payment service sees it: the Saferpay JSON API's payment page
 * (Initialize -> hosted page -> Assert -> Capture, Cancel for a payment that must not be kept).
 * Two implementations: the local sandbox (default) and the Saferpay JSON API adapter.
 */

/** Saferpay's `Behavior`: what the caller should do after an error. */
export type ProviderBehavior = 'ABORT' | 'RETRY' | 'RETRY_LATER' | 'OTHER_MEANS';

export interface ProviderError {
  /** Saferpay ErrorName, e.g. TRANSACTION_DECLINED, or COMMUNICATION_FAILED for network trouble. */
  errorName: string;
  behavior: ProviderBehavior | null;
  message: string;
  transactionId: string | null;
  httpStatus: number | null;
}

export type ProviderResult<T> = { ok: true; value: T } | { ok: false; error: ProviderError };

export interface InitializeRequest {
  /** Our idempotency key for this call; kept across retries. */
  requestId: string;
  amountCent: number;
  currency: 'EUR';
  orderId: string;
  description: string;
  returnUrl: string;
  /**
   * Called by the provider, server to server, once the payer has finished on the hosted page
   * (approved or failed), so a payer who closes the tab still ends paid. Saferpay's
   * Notification.SuccessNotifyUrl / FailNotifyUrl (spec 1.24 and later, GET).
   */
  notifyUrl: string | null;
  language: 'de' | 'en';
}

export interface InitializeResult {
  token: string;
  /** ISO 8601 */
  expiration: string;
  redirectUrl: string;
}

export interface ProviderTransaction {
  status: 'AUTHORIZED' | 'CAPTURED' | 'PENDING';
  transactionId: string;
  /** Minor units as a string, as Saferpay sends it. */
  amountValue: string;
  currency: string;
  orderId: string | null;
  captureId: string | null;
}

export interface CaptureResult {
  status: 'CAPTURED' | 'PENDING';
  captureId: string | null;
}

/**
 * Money back for a captured payment (Saferpay Transaction/Refund, then Transaction/Capture of the
 * refund: a refund is a transaction of its own that only moves money once captured).
 */
export interface RefundRequest {
  /** Our idempotency key of this refund; the same for every try, so a repeat is recognised. */
  requestId: string;
  /** The captured payment: Saferpay's CaptureReference.CaptureId (its TransactionId if none). */
  captureId: string | null;
  transactionId: string;
  amountCent: number;
  currency: 'EUR';
  orderId: string;
  /** This refund may have reached the provider before (a process died mid-call): a repeat. */
  repeat: boolean;
}

export interface RefundResult {
  status: 'CAPTURED' | 'PENDING';
  /** The refund's own transaction id at the provider. */
  transactionId: string;
  captureId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'saferpay';
  initialize(request: InitializeRequest): Promise<ProviderResult<InitializeResult>>;
  assert(request: {
    requestId: string;
    token: string;
  }): Promise<ProviderResult<ProviderTransaction>>;
  capture(request: {
    requestId: string;
    transactionId: string;
  }): Promise<ProviderResult<CaptureResult>>;
  cancel(request: { requestId: string; transactionId: string }): Promise<ProviderResult<null>>;
  refund(request: RefundRequest): Promise<ProviderResult<RefundResult>>;
}

export function providerError(
  errorName: string,
  message: string,
  extra: Partial<Omit<ProviderError, 'errorName' | 'message'>> = {},
): ProviderError {
  return {
    errorName,
    message,
    behavior: extra.behavior ?? null,
    transactionId: extra.transactionId ?? null,
    httpStatus: extra.httpStatus ?? null,
  };
}
