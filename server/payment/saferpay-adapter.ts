import {
  providerError,
  type CaptureResult,
  type InitializeRequest,
  type InitializeResult,
  type PaymentProvider,
  type ProviderBehavior,
  type ProviderResult,
  type ProviderTransaction,
  type RefundResult,
} from './provider';

/**
 * Adapter for the Saferpay JSON API (payment page): Basic auth, one RequestHeader per call,
 * a retried call keeps its RequestId and raises RetryIndicator (so Saferpay can recognise the
 * repeat), 100 s timeout per attempt as Saferpay recommends.
 */
export interface SaferpayConfig {
  /** e.g. https://test.saferpay.com/api */
  baseUrl: string;
  customerId: string;
  terminalId: string;
  username: string;
  password: string;
  specVersion?: string;
  /** Per attempt; Saferpay asks clients to wait up to 100 s. */
  timeoutMs?: number;
  /** Automatic retries of a call that failed on the network or with Behavior RETRY. */
  maxRetries?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export const SAFERPAY_SPEC_VERSION = '1.40';
const DEFAULT_TIMEOUT_MS = 100_000;
/** Saferpay allows RetryIndicator 0..9. */
const MAX_RETRY_INDICATOR = 9;

export function saferpayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SaferpayConfig {
  const required = [
    'SAFERPAY_BASE_URL',
    'SAFERPAY_CUSTOMER_ID',
    'SAFERPAY_TERMINAL_ID',
    'SAFERPAY_USERNAME',
    'SAFERPAY_PASSWORD',
  ];
  const missing = required.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(`PAYMENT_PROVIDER=saferpay needs ${missing.join(', ')}`);
  }
  return {
    baseUrl: env.SAFERPAY_BASE_URL!,
    customerId: env.SAFERPAY_CUSTOMER_ID!,
    terminalId: env.SAFERPAY_TERMINAL_ID!,
    username: env.SAFERPAY_USERNAME!,
    password: env.SAFERPAY_PASSWORD!,
    ...(env.SAFERPAY_SPEC_VERSION ? { specVersion: env.SAFERPAY_SPEC_VERSION } : {}),
  };
}

interface SaferpayErrorBody {
  ErrorName?: unknown;
  ErrorMessage?: unknown;
  Behavior?: unknown;
  TransactionId?: unknown;
}

const BEHAVIORS: readonly ProviderBehavior[] = ['ABORT', 'RETRY', 'RETRY_LATER', 'OTHER_MEANS'];

export function createSaferpayAdapter(config: SaferpayConfig): PaymentProvider {
  const base = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRetries = Math.min(config.maxRetries ?? 2, MAX_RETRY_INDICATOR);
  const retryDelayMs = config.retryDelayMs ?? 500;
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;

  async function call<T>(
    path: string,
    requestId: string,
    body: Record<string, unknown>,
    /** 1 for a call that may have reached Saferpay in an earlier process (a refund taken over). */
    firstRetryIndicator = 0,
  ): Promise<ProviderResult<T>> {
    let last: ProviderResult<T> | null = null;
    const lastRetryIndicator = Math.min(firstRetryIndicator + maxRetries, MAX_RETRY_INDICATOR);
    for (
      let retryIndicator = firstRetryIndicator;
      retryIndicator <= lastRetryIndicator;
      retryIndicator += 1
    ) {
      if (retryIndicator > firstRetryIndicator) await sleep(retryDelayMs * retryIndicator);
      const payload = {
        RequestHeader: {
          SpecVersion: config.specVersion ?? SAFERPAY_SPEC_VERSION,
          CustomerId: config.customerId,
          RequestId: requestId,
          RetryIndicator: retryIndicator,
        },
        ...body,
      };
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            Accept: 'application/json',
            Authorization: authorization,
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        // The request may or may not have reached Saferpay: repeat it with the same RequestId.
        last = {
          ok: false,
          error: providerError(
            timedOut ? 'COMMUNICATION_TIMEOUT' : 'COMMUNICATION_FAILED',
            timedOut ? `no answer within ${timeoutMs} ms` : (error as Error).message,
            { behavior: 'RETRY' },
          ),
        };
        continue;
      }
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (response.ok && json && typeof json === 'object') return { ok: true, value: json as T };
      const errorBody = (json && typeof json === 'object' ? json : {}) as SaferpayErrorBody;
      const behavior = BEHAVIORS.includes(errorBody.Behavior as ProviderBehavior)
        ? (errorBody.Behavior as ProviderBehavior)
        : null;
      last = {
        ok: false,
        error: providerError(
          typeof errorBody.ErrorName === 'string'
            ? errorBody.ErrorName
            : response.status >= 500
              ? 'INTERNAL_ERROR'
              : 'UNKNOWN',
          typeof errorBody.ErrorMessage === 'string'
            ? errorBody.ErrorMessage
            : `HTTP ${response.status}`,
          {
            behavior,
            httpStatus: response.status,
            transactionId:
              typeof errorBody.TransactionId === 'string' ? errorBody.TransactionId : null,
          },
        ),
      };
      // Only RETRY asks for an immediate repeat; every other answer is final for this call.
      if (behavior !== 'RETRY') return last;
    }
    return last!;
  }

  return {
    name: 'saferpay',

    async initialize(request: InitializeRequest) {
      const result = await call<{ Token: string; Expiration: string; RedirectUrl: string }>(
        '/Payment/v1/PaymentPage/Initialize',
        request.requestId,
        {
          TerminalId: config.terminalId,
          Payment: {
            Amount: { Value: String(request.amountCent), CurrencyCode: request.currency },
            OrderId: request.orderId,
            Description: request.description,
          },
          Payer: { LanguageCode: request.language },
          ReturnUrl: { Url: request.returnUrl },
          ...(request.notifyUrl
            ? {
                Notification: {
                  SuccessNotifyUrl: request.notifyUrl,
                  FailNotifyUrl: request.notifyUrl,
                },
              }
            : {}),
        },
      );
      if (!result.ok) return result;
      const { Token, Expiration, RedirectUrl } = result.value;
      if (typeof Token !== 'string' || typeof RedirectUrl !== 'string') {
        return {
          ok: false,
          error: providerError('INTERNAL_ERROR', 'Initialize answer without Token/RedirectUrl'),
        };
      }
      return {
        ok: true,
        value: {
          token: Token,
          expiration: String(Expiration ?? ''),
          redirectUrl: RedirectUrl,
        } satisfies InitializeResult,
      };
    },

    async assert({ requestId, token }) {
      const result = await call<{
        Transaction?: {
          Status?: string;
          Id?: string;
          OrderId?: string;
          CaptureId?: string;
          Amount?: { Value?: string; CurrencyCode?: string };
        };
      }>('/Payment/v1/PaymentPage/Assert', requestId, { Token: token });
      if (!result.ok) return result;
      const transaction = result.value.Transaction;
      const status = transaction?.Status;
      if (
        !transaction?.Id ||
        (status !== 'AUTHORIZED' && status !== 'CAPTURED' && status !== 'PENDING')
      ) {
        return {
          ok: false,
          error: providerError(
            'INTERNAL_ERROR',
            `unexpected Assert answer (Status ${String(status)})`,
          ),
        };
      }
      return {
        ok: true,
        value: {
          status,
          transactionId: transaction.Id,
          amountValue: String(transaction.Amount?.Value ?? ''),
          currency: String(transaction.Amount?.CurrencyCode ?? ''),
          orderId: transaction.OrderId ?? null,
          captureId: transaction.CaptureId ?? null,
        } satisfies ProviderTransaction,
      };
    },

    async capture({ requestId, transactionId }) {
      const result = await call<{ CaptureId?: string; Status?: string }>(
        '/Payment/v1/Transaction/Capture',
        requestId,
        {
          TransactionReference: { TransactionId: transactionId },
        },
      );
      if (!result.ok) return result;
      return {
        ok: true,
        value: {
          status: result.value.Status === 'PENDING' ? 'PENDING' : 'CAPTURED',
          captureId: result.value.CaptureId ?? null,
        } satisfies CaptureResult,
      };
    },

    async cancel({ requestId, transactionId }) {
      const result = await call<unknown>('/Payment/v1/Transaction/Cancel', requestId, {
        TransactionReference: { TransactionId: transactionId },
      });
      return result.ok ? { ok: true, value: null } : result;
    },

    /**
     * Transaction/Refund (referenced by the payment's CaptureId), then Transaction/Capture of the
     * refund transaction unless Saferpay captured it already: money moves only once captured.
     * Both steps keep their RequestId over every try (`<requestId>` and `<requestId>.c`).
     */
    async refund(request) {
      const refunded = await call<{
        Transaction?: { Type?: string; Status?: string; Id?: string; CaptureId?: string };
      }>(
        '/Payment/v1/Transaction/Refund',
        request.requestId,
        {
          Refund: {
            Amount: { Value: String(request.amountCent), CurrencyCode: request.currency },
            OrderId: request.orderId,
          },
          CaptureReference: request.captureId
            ? { CaptureId: request.captureId }
            : { TransactionId: request.transactionId },
        },
        request.repeat ? 1 : 0,
      );
      if (!refunded.ok) return refunded;
      const transaction = refunded.value.Transaction;
      if (!transaction?.Id) {
        return {
          ok: false,
          error: providerError('INTERNAL_ERROR', 'Refund answer without Transaction.Id'),
        };
      }
      if (transaction.Status === 'CAPTURED' || transaction.Status === 'PENDING') {
        return {
          ok: true,
          value: {
            status: transaction.Status,
            transactionId: transaction.Id,
            captureId: transaction.CaptureId ?? null,
          } satisfies RefundResult,
        };
      }
      const captured = await call<{ CaptureId?: string; Status?: string }>(
        '/Payment/v1/Transaction/Capture',
        `${request.requestId}.c`,
        { TransactionReference: { TransactionId: transaction.Id } },
        request.repeat ? 1 : 0,
      );
      if (!captured.ok && captured.error.errorName !== 'TRANSACTION_ALREADY_CAPTURED')
        return captured;
      return {
        ok: true,
        value: {
          status: captured.ok && captured.value.Status === 'PENDING' ? 'PENDING' : 'CAPTURED',
          transactionId: transaction.Id,
          captureId: captured.ok ? (captured.value.CaptureId ?? null) : null,
        } satisfies RefundResult,
      };
    },
  };
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
