import { addDaysIso, todayInBerlin } from '../../server/lib/time';

/**
 * A day in Berlin, `offsetDays` calendar days from today (YYYY-MM-DD). The days are counted on
 * the calendar, not as 24-hour steps: in the hour before midnight ahead of the spring clock
 * change, 24 hours from now is already the day after tomorrow.
 */
export function berlinDay(offsetDays = 0): string {
  return addDaysIso(todayInBerlin(), offsetDays);
}
