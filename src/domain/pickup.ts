import { nowInBerlin } from './berlin-time';

// The operator's lead time: a car needs this long from the order to the pickup, so the earliest
// pickup a booking can ask for is now plus the lead time, on a five-minute step (Berlin time).
export const PICKUP_LEAD_MINUTES = 30;

const STEP_MINUTES = 5;

/** Today's date in Berlin. */
export function berlinDate(now: Date = new Date()): string {
  return nowInBerlin(now).date;
}

/** The earliest pickup that can be booked at `now`. */
export function earliestPickup(now: Date = new Date()): { datum: string; zeit: string } {
  const step = STEP_MINUTES * 60_000;
  const instant = new Date(Math.ceil((now.getTime() + PICKUP_LEAD_MINUTES * 60_000) / step) * step);
  const { date, time } = nowInBerlin(instant);
  return { datum: date, zeit: time };
}

/** Whether a pickup at this Berlin date and time can still be booked at `now`. */
export function isBookablePickup(datum: string, zeit: string, now: Date = new Date()): boolean {
  const earliest = earliestPickup(now);
  return `${datum}T${zeit}` >= `${earliest.datum}T${earliest.zeit}`;
}
