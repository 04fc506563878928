/**
 * What a failed call means for the person in front of the screen: the text to show (a key of the
 * `failures` namespace) and whether trying again can help. Reads the error structurally, so an
 * ApiError, the same error kept in a machine's context, or a bare fetch failure all work. Every
 * screen reads failures through it (forms through service-form's classifyFailure, built on it).
 * `signIn`: only a (new) company login helps, a retry cannot.
 */
export interface FailureDescription {
  key: `failures.${FailureKey}`;
  retryable: boolean;
  signIn: boolean;
}

type FailureKey =
  | 'network'
  | 'timeout'
  | 'server'
  | 'invalidResponse'
  | 'tooManyRequests'
  | 'sessionExpired'
  | 'forbidden'
  | 'notFound'
  | 'noTariff'
  | 'bookingCancelled'
  | 'bookingNotEditable'
  | 'selfServiceClosed'
  | 'alreadyPaid'
  | 'paymentInProgress'
  | 'validation'
  | 'conflict'
  | 'unknown';

/** Contract error codes that say something of their own; a retry cannot change them. */
const FINAL_CODES = [
  'noTariff',
  'bookingCancelled',
  'bookingNotEditable',
  'selfServiceClosed',
  'alreadyPaid',
  'validation',
  'conflict',
  'notFound',
] as const;

export function describeFailure(error: unknown): FailureDescription {
  const { kind, code, status, name } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as {
    kind?: unknown;
    code?: unknown;
    status?: unknown;
    name?: unknown;
  };
  const described = (key: FailureKey, retryable: boolean, signIn = false): FailureDescription => ({
    key: `failures.${key}`,
    retryable,
    signIn,
  });
  if (code === 'unauthorized' || status === 401) return described('sessionExpired', false, true);
  if (code === 'forbidden' || status === 403) return described('forbidden', false, true);
  if (code === 'tooManyRequests' || status === 429) return described('tooManyRequests', true);
  // Being finished by the payment's return: a moment later the retry works.
  if (code === 'paymentInProgress') return described('paymentInProgress', true);
  const final = FINAL_CODES.find((known) => known === code);
  if (final) return described(final, false);
  if (status === 400 || status === 422) return described('validation', false);
  if (status === 404) return described('notFound', false);
  if (status === 409) return described('conflict', false);
  if (kind === 'network' || (error instanceof TypeError && kind === undefined))
    return described('network', true);
  if (kind === 'timeout' || name === 'TimeoutError' || name === 'AbortError')
    return described('timeout', true);
  if (kind === 'invalidResponse') return described('invalidResponse', true);
  if (kind === 'http') return described('server', true);
  return described('unknown', true);
}
