import { berlinToUtc } from './berlin-time';

/** A ride's pickup: Berlin wall-clock date (YYYY-MM-DD) and time (HH:mm). */
export interface RideMoment {
  datum: string;
  zeit: string;
}

/**
 * The least time between the outbound and the return pickup. Between them lie the ride to the
 * airport, check-in, a flight there and back, or a visitor's stay: a return ride a few minutes
 * after the outbound one is a typing slip, not a trip, and a driver would be sent for nothing.
 * Two hours refuse no real trip. The validation texts (`validation.returnBeforeOutbound`,
 * `validation.outboundAfterReturn`) name this figure; a unit test holds them to it.
 */
export const MIN_HOURS_BETWEEN_RIDES = 2;

const MIN_GAP_MS = MIN_HOURS_BETWEEN_RIDES * 3_600_000;

/**
 * Whether the return ride's pickup lies at least `MIN_HOURS_BETWEEN_RIDES` after the outbound
 * ride's (real hours, across a change of summer time): the one ride-order rule of the wizards,
 * the ride page, self-service and the server.
 */
export function returnFollowsOutbound(outbound: RideMoment, back: RideMoment): boolean {
  // A date or time that cannot be read has its own message at its field; no order to judge yet.
  if (!isMoment(outbound) || !isMoment(back)) return true;
  const gap =
    berlinToUtc(back.datum, back.zeit).getTime() -
    berlinToUtc(outbound.datum, outbound.zeit).getTime();
  return gap >= MIN_GAP_MS;
}

function isMoment({ datum, zeit }: RideMoment): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(datum) && /^\d{2}:\d{2}$/.test(zeit);
}

/**
 * The message key for a ride of a booking moved to `moved` while its other ride stays at `other`,
 * or null while the order holds. It is said in the words of the ride that was moved.
 */
export function rideOrderMessage(
  moved: 'hinfahrt' | 'rueckfahrt',
  at: RideMoment,
  other: RideMoment,
): string | null {
  if (moved === 'hinfahrt')
    return returnFollowsOutbound(at, other) ? null : 'validation.outboundAfterReturn';
  return returnFollowsOutbound(other, at) ? null : 'validation.returnBeforeOutbound';
}
