import type { ServerFieldError } from './server-errors';

/** What went wrong with a form's request, as far as the screen needs to know. */
export type Failure =
  | { kind: 'validation'; fieldErrors: readonly ServerFieldError[] }
  | { kind: 'throttled' }
  | { kind: 'offline' }
  | { kind: 'server' };

/**
 * Reads any thrown value structurally (src/api's ApiError has `kind` network/timeout/http,
 * `status`, `code` and `fieldErrors`; a bare fetch failure is a TypeError). Keeps the UI
 * layer independent of the client's class.
 */
export function classifyFailure(error: unknown): Failure {
  if (typeof error === 'object' && error !== null) {
    const record = error as {
      code?: unknown;
      kind?: unknown;
      status?: unknown;
      fieldErrors?: unknown;
      name?: unknown;
    };
    if (record.code === 'validation' || record.status === 400) {
      return {
        kind: 'validation',
        fieldErrors: Array.isArray(record.fieldErrors)
          ? (record.fieldErrors as ServerFieldError[])
          : [],
      };
    }
    if (record.code === 'tooManyRequests' || record.status === 429) return { kind: 'throttled' };
    if (
      record.kind === 'network' ||
      record.kind === 'timeout' ||
      record.code === 'network' ||
      record.code === 'timeout'
    )
      return { kind: 'offline' };
    if (
      error instanceof TypeError ||
      record.name === 'AbortError' ||
      record.name === 'TimeoutError'
    )
      return { kind: 'offline' };
  }
  return { kind: 'server' };
}
