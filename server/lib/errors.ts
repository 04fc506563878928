// One error type for every non-2xx answer: `{ code, message, fieldErrors? }` (docs/openapi.yaml
// Error), with the message in the request's language.
import {
  ERROR_MESSAGES,
  fieldMessage,
  type ErrorCode,
  type FieldErrorCode,
  type FieldMessageParams,
  type Lang,
} from './i18n';

export interface FieldErrorSpec {
  path: string;
  code: FieldErrorCode;
  params?: FieldMessageParams;
}

export const STATUS_OF: Record<ErrorCode, 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503> = {
  validation: 400,
  unauthorized: 401,
  loginFailed: 401,
  forbidden: 403,
  notFound: 404,
  noTariff: 404,
  conflict: 409,
  idempotencyKeyReused: 409,
  bookingCancelled: 409,
  bookingNotEditable: 409,
  alreadyPaid: 409,
  selfServiceClosed: 409,
  paymentInProgress: 409,
  paymentNotPossible: 409,
  paymentExpired: 409,
  duplicateCustomer: 409,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
};

export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly fieldErrors: FieldErrorSpec[] = [],
    /** Seconds for Retry-After (429). */
    readonly retryAfter?: number,
  ) {
    super(code);
    this.status = STATUS_OF[code];
  }

  body(lang: Lang) {
    return {
      code: this.code,
      message: ERROR_MESSAGES[this.code][lang],
      ...(this.fieldErrors.length > 0
        ? {
            fieldErrors: this.fieldErrors.slice(0, 200).map((fieldError) => ({
              path: fieldError.path.slice(0, 200),
              code: fieldError.code,
              ...(fieldError.params?.reason ? { reason: fieldError.params.reason } : {}),
              message: fieldMessage(fieldError.code, lang, fieldError.params),
            })),
          }
        : {}),
    };
  }
}

export const validationError = (fieldErrors: FieldErrorSpec[]) =>
  new ApiError('validation', fieldErrors);
export const notFound = () => new ApiError('notFound');
export const unauthorized = () => new ApiError('unauthorized');
export const forbidden = () => new ApiError('forbidden');
