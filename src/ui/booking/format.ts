import { CURRENCY, TIME_ZONE } from '../../domain/constants';
import { berlinToUtc } from '../../domain/berlin-time';
import { dateTimeFormat, numberFormat } from '../../domain/intl-formats';

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

/** A Berlin time (HH:mm) in the locale's style, e.g. "08:30" or "8:30 AM". */
export function formatTime(date: string, time: string, locale: string): string {
  if (!time) return '';
  return dateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(berlinToUtc(date || '2000-01-01', time));
}
