import { TIME_ZONE } from './constants';
import { dateTimeFormat } from './intl-formats';

/*
 * Booking dates and times are wall-clock values in Europe/Berlin (YYYY-MM-DD, HH:mm), whatever
 * the browser's or the server's own time zone is. These helpers compare and convert them
 * without a date library; the domain rules (pickup lead time, locked rides, calendar entries)
 * and the forms all use them.
 */

function partsIn(date: Date, timeZone: string) {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    seconds: get('second'),
  };
}

/** The current date and time in Berlin. */
export function nowInBerlin(now: Date = new Date()): { date: string; time: string } {
  const { date, time } = partsIn(now, TIME_ZONE);
  return { date, time };
}

/** `YYYY-MM-DDTHH:mm` strings compare correctly as text. */
export function berlinKey(date: string, time: string): string {
  return `${date}T${time || '00:00'}`;
}

/** `YYYY-MM-DD HH:mm` of `now` in Berlin; such strings compare correctly as text. */
export function berlinMoment(now: Date = new Date()): string {
  const { date, time } = nowInBerlin(now);
  return `${date} ${time}`;
}

export function isPastInBerlin(date: string, time: string, now: Date = new Date()): boolean {
  const current = nowInBerlin(now);
  return berlinKey(date, time) < berlinKey(current.date, current.time);
}

/** The UTC instant of a Berlin wall-clock time (daylight saving time included). */
export function berlinToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (time || '00:00').split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Berlin's offset at the guessed instant, applied twice to settle around DST changes.
  let utc = guess;
  for (let i = 0; i < 2; i += 1) {
    const shown = partsIn(new Date(utc), TIME_ZONE);
    const shownMs = Date.parse(`${shown.date}T${shown.time}:00Z`);
    utc += guess - shownMs;
  }
  return new Date(utc);
}
