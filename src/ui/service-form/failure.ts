import { describeFailure } from '../describe-failure';
import type { ServerFieldError } from './server-errors';

/** What went wrong with a form's request, as far as the screen needs to know. */
export type Failure =
  | { kind: 'validation'; fieldErrors: readonly ServerFieldError[] }
  | { kind: 'throttled' }
  | { kind: 'offline' }
  | { kind: 'server' };

/**
 * A form's view of describeFailure: the server's field errors go onto the fields, the rest is
 * said in the form's own words (offline, throttled, or its server-error text).
 */
export function classifyFailure(error: unknown): Failure {
  switch (describeFailure(error).key) {
    case 'failures.validation': {
      const { fieldErrors } = error as { fieldErrors?: unknown };
      return {
        kind: 'validation',
        fieldErrors: Array.isArray(fieldErrors) ? (fieldErrors as ServerFieldError[]) : [],
      };
    }
    case 'failures.tooManyRequests':
      return { kind: 'throttled' };
    case 'failures.network':
    case 'failures.timeout':
      return { kind: 'offline' };
    default:
      return { kind: 'server' };
  }
}
