import type { TFunction } from 'i18next';
import type { FlowError } from '../../../machines/shared/booking-options';

/**
 * A failed call as text: the server's own message (already in the request language) when it
 * answered, otherwise the generic text for no connection, a timeout or an unknown failure.
 */
export function errorText(t: TFunction, error: FlowError | null, fallbackKey = 'errors.unknown'): string {
  if (!error) return t(fallbackKey);
  // Too many bookings from one address: say that waiting helps and that nothing is lost.
  if (error.code === 'tooManyRequests') return t('errors.tooManyRequests');
  if (error.kind === 'http' && error.message && !/^HTTP \d+/.test(error.message)) return error.message;
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'timeout') return t('errors.timeout');
  if (error.kind === 'http') return t('errors.server');
  return t(fallbackKey);
}
