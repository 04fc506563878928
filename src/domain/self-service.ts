import { berlinToUtc } from './berlin-time';
import { bookingLockOf, type LegTiming } from './booking-lock';
import { LEG_STATUS } from './constants';
import { pickupProblem } from './pickup';

/*
 * What a passenger may do on their own with voucher + surname (docs/decisions/0009): cancel the
 * whole booking or move a ride's pickup, up to SELF_SERVICE_HOURS before the first pickup that
 * is still open. Later, or for a ride that is done, under way or cancelled, the hotline helps.
 * The tracking page offers the actions by this rule and the server enforces the same rule.
 */
export const SELF_SERVICE_HOURS = 24;

/** Why self-service is closed for a booking. */
export type SelfServiceClosed = 'cancelled' | 'underWay' | 'finished' | 'partly' | 'tooLate';

export type SelfService =
  | { open: true; /** the last moment a passenger may change or cancel */ until: Date }
  | { open: false; reason: SelfServiceClosed };

interface SelfServiceBooking {
  hinfahrt: LegTiming;
  rueckfahrt: LegTiming | null;
}

function activeLegs(booking: SelfServiceBooking): LegTiming[] {
  return [booking.hinfahrt, booking.rueckfahrt].filter(
    (leg): leg is LegTiming =>
      leg !== null && leg.datum !== '' && leg.statusId !== LEG_STATUS.storniert,
  );
}

/** The first pickup still to come (outbound, or the return when the outbound is cancelled). */
export function firstPickup(booking: SelfServiceBooking): Date | null {
  const times = activeLegs(booking).map((leg) => berlinToUtc(leg.datum, leg.zeit).getTime());
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/** The end of the self-service window: SELF_SERVICE_HOURS before this pickup. */
export function selfServiceDeadline(pickup: Date): Date {
  return new Date(pickup.getTime() - SELF_SERVICE_HOURS * 3_600_000);
}

/** Whether the passenger may still cancel or change this booking at `now`. */
export function selfServiceOf(booking: SelfServiceBooking, now: Date): SelfService {
  const lock = bookingLockOf({ mitRueckfahrt: booking.rueckfahrt !== null, ...booking }, now);
  if (lock !== null) return { open: false, reason: lock };
  const pickup = firstPickup(booking);
  if (pickup === null) return { open: false, reason: 'cancelled' };
  const until = selfServiceDeadline(pickup);
  return now.getTime() <= until.getTime()
    ? { open: true, until }
    : { open: false, reason: 'tooLate' };
}

/** Why a new pickup time is refused, or null when it may be booked. */
export type PickupChangeProblem = 'past' | 'leadTime' | 'tooLate';

/**
 * A new pickup chosen in self-service: not in the past, not inside the operator's lead time
 * (src/domain/pickup.ts, as in the wizard), and itself outside the last SELF_SERVICE_HOURS,
 * so the window cannot be stepped around by moving a ride close and then cancelling it.
 */
export function pickupChangeProblem(
  datum: string,
  zeit: string,
  now: Date,
): PickupChangeProblem | null {
  const problem = pickupProblem(datum, zeit, now);
  if (problem) return problem;
  if (selfServiceDeadline(berlinToUtc(datum, zeit)).getTime() < now.getTime()) return 'tooLate';
  return null;
}
