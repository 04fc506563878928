import { berlinToUtc, nowInBerlin } from './berlin-time';
import { TIME_PATTERN } from './field-rules';

// The operator's lead time: a car needs this long from the order to the pickup, so the earliest
// pickup a booking can ask for is now plus the lead time, on a five-minute step (Berlin time).
// The message validation.leadTime names it in words.
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

/** Why a pickup cannot be booked: it lies in the past, or inside the lead time. */
export type PickupProblem = 'past' | 'leadTime';

/**
 * Why a pickup at this Berlin date and time cannot be booked at `now`, or null when it can: the
 * one rule of the wizards' forms, the ride editor, self-service and the server.
 */
export function pickupProblem(
  datum: string,
  zeit: string,
  now: Date = new Date(),
): PickupProblem | null {
  if (berlinToUtc(datum, zeit).getTime() <= now.getTime()) return 'past';
  return isBookablePickup(datum, zeit, now) ? null : 'leadTime';
}

/** The translation key that says a pickup problem at its time field. */
export const PICKUP_PROBLEM_MESSAGE: Record<PickupProblem, string> = {
  past: 'validation.pastDateTime',
  leadTime: 'validation.leadTime',
};

/**
 * The message key for a typed pickup (YYYY-MM-DD, HH:mm) that cannot be booked at `now`, or
 * null: also while the date or time is not fully typed (their own fields say so then).
 */
export function pickupMessage(datum: string, zeit: string, now: Date): string | null {
  if (!TIME_PATTERN.test(zeit) || !/^\d{4}-\d{2}-\d{2}$/.test(datum)) return null;
  const problem = pickupProblem(datum, zeit, now);
  return problem ? PICKUP_PROBLEM_MESSAGE[problem] : null;
}
