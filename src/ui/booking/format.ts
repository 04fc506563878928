import { CURRENCY, TIME_ZONE } from '../../domain/constants';
import { berlinToUtc } from '../../domain/berlin-time';
import { dateTimeFormat, formatClockTime, numberFormat } from '../../domain/intl-formats';

/** Money in the active locale, from integer cents. */
export function formatPrice(cent: number, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: CURRENCY }).format(cent / 100);
}

/** A Berlin date (YYYY-MM-DD) as a long, readable date, e.g. "Montag, 1. Juni 2099". */
export function formatDate(date: string, locale: string): string {
  if (!date) return '';
  return dateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(berlinToUtc(date, '12:00'));
}

/**
 * A Berlin wall-clock time (HH:mm) in the locale's style: German 24 hours "08:30", English (en-US)
 * "8:30 AM" without a leading zero. The same function as the tracking and start pages use
 * (formatClockTime), so every page shows a time alike; the date does not change a wall-clock time.
 */
export function formatTime(_date: string, time: string, locale: string): string {
  if (!time) return '';
  return formatClockTime(time, locale);
}
