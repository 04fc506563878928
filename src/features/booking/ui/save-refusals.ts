import type { TFunction } from 'i18next';
import { fieldErrorKey, type ServerFieldError } from '../../../ui/service-form/server-errors';

/** The rides a refused field belongs to, by the first part of its path. */
const RIDES: Record<string, string> = {
  hinfahrt: 'booking.tripDetails.outbound',
  rueckfahrt: 'booking.tripDetails.return',
};

/**
 * What the server refused when the booking was saved, in the client's words, each with the ride
 * it concerns: a rule can stop holding while the summary is open (the lead time runs out), and
 * "please check your entries" alone did not say which. Empty for any other failure.
 */
export function saveRefusals(t: TFunction, error: unknown): string[] {
  const fieldErrors =
    typeof error === 'object' && error !== null
      ? (error as { fieldErrors?: unknown }).fieldErrors
      : undefined;
  if (!Array.isArray(fieldErrors)) return [];
  const lines = (fieldErrors as ServerFieldError[]).map(({ path, code, reason }) => {
    const message = t(fieldErrorKey(code, reason));
    const ride = RIDES[path.split('.')[0] ?? ''];
    return ride ? t('booking.summary.refusal', { ride: t(ride), message }) : message;
  });
  return [...new Set(lines)];
}
