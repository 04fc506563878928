import { TIME_ZONE } from '../../domain/constants';
import { dateTimeFormat } from '../../domain/intl-formats';

/** A calendar date "YYYY-MM-DD" in the locale's long style (e.g. "Samstag, 21. November 2026"). */
export function formatCalendarDate(
  isoDate: string,
  locale: string,
  dateStyle: 'full' | 'long' = 'full',
): string {
  const [y = 2000, mo = 1, d = 1] = isoDate.split('-').map(Number);
  // Noon UTC is the same calendar day in Europe/Berlin.
  return dateTimeFormat(locale, { dateStyle, timeZone: TIME_ZONE }).format(
    new Date(Date.UTC(y, mo - 1, d, 12)),
  );
}

/** An instant (ISO string) as date and time in Europe/Berlin, e.g. "21. November 2026 um 11:00". */
export function formatInstant(iso: string, locale: string): string {
  return dateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}
