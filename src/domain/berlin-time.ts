/*
 * Booking dates and times are wall-clock values in Europe/Berlin (YYYY-MM-DD, HH:mm), whatever
 * the browser's or the server's own time zone is. These helpers compare and convert them
 * without a date library; the domain rules (pickup lead time, locked rides, calendar entries)
 * and the forms all use them.
 *
 * Berlin's offset is computed by the EU's summer-time rule rather than asked of Intl: a page's
 * first Intl formatter loads the browser's locale and time-zone data, 100-300 ms of main thread
 * on a slow phone, and every date field needs "today in Berlin" while the page hydrates. A unit
 * test holds the rule to Intl's time-zone data hour by hour, so a change of the rule shows there.
 */

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month: when EU summer time starts (March) and ends (October). */
function lastSundayOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}

/** Berlin's offset from UTC at an instant: CEST (+2) in summer time, else CET (+1). */
function berlinOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayOneUtc(year, 2) && instant < lastSundayOneUtc(year, 9);
  return (summer ? 2 : 1) * HOUR;
}

function partsInBerlin(date: Date) {
  const wallClock = new Date(date.getTime() + berlinOffset(date.getTime())).toISOString();
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16) };
}

/** The current date and time in Berlin. */
export function nowInBerlin(now: Date = new Date()): { date: string; time: string } {
  return partsInBerlin(now);
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

/** The UTC instant of a Berlin wall-clock time (daylight saving time included). */
export function berlinToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = (time || '00:00').split(':').map(Number) as [number, number];
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Berlin's offset at the guessed instant, applied twice to settle around DST changes.
  let utc = guess;
  for (let i = 0; i < 2; i += 1) {
    const shown = partsInBerlin(new Date(utc));
    const shownMs = Date.parse(`${shown.date}T${shown.time}:00Z`);
    utc += guess - shownMs;
  }
  return new Date(utc);
}
