import { TIME_ZONE } from '../../domain/constants';
import { dateTimeFormat } from '../../domain/intl-formats';

/**
 * A wall-clock time "HH:mm" (already Europe/Berlin local) in the locale's style: "07:05" in
 * German, "7:05 AM" in English. Formatted as UTC so no time-zone shift can creep in.
 */
export function formatClockTime(hhmm: string, locale: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return dateTimeFormat(locale, {
    hour: locale.startsWith('de') ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

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
