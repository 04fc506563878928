import { z } from 'zod/mini';
import { text } from '../domain/schema-parts';

/**
 * The one error every src/api call rejects with (besides the caller's own AbortSignal, which
 * rejects with its abort reason untouched so cancelled actors stay quiet).
 * - network: no answer (offline, DNS, connection reset)
 * - timeout: no answer within the call's time limit
 * - http: the server answered with a non-2xx status; `code` is the contract's ErrorCode
 * - invalidResponse: the answer is not JSON or not of the expected shape
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'invalidResponse';

export interface ApiFieldError {
  path: string;
  code: string;
  /** The rule behind the code (FieldError.reason), e.g. 'beforeOutbound'. */
  reason?: string | undefined;
  message: string;
}

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  code?: string;
  message?: string;
  fieldErrors?: ApiFieldError[];
  /** The error body as answered, for the calls whose error carries data of its own. */
  body?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status?: number;
  /** Machine-readable code from the error body (http) or undefined. */
  readonly code?: string;
  readonly fieldErrors?: ApiFieldError[];
  /** The error body as answered (parsed JSON), e.g. the customers of a 409 duplicateCustomer. */
  readonly body?: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message ?? defaultMessage(init), { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function defaultMessage(init: ApiErrorInit): string {
  return init.kind === 'http'
    ? `HTTP ${init.status ?? '?'}${init.code ? ` ${init.code}` : ''}`
    : init.kind;
}

/**
 * The error body of the contract. Parsed leniently (code is any string) so a server that adds
 * a code still yields a usable error instead of an invalidResponse.
 */
export const errorBodySchema = z.object({
  code: text(100),
  message: text(2000),
  fieldErrors: z.optional(
    z
      .array(
        z.object({
          path: text(300),
          code: text(100),
          reason: z.optional(text(100)),
          message: text(2000),
        }),
      )
      .check(z.maxLength(500)),
  ),
});
