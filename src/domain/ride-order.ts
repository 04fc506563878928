import { berlinKey } from './berlin-time';

/** A ride's pickup: Berlin wall-clock date (YYYY-MM-DD) and time (HH:mm). */
export interface RideMoment {
  datum: string;
  zeit: string;
}

/**
 * Whether the return ride's pickup lies after the outbound ride's: the one ride-order rule of the
 * wizards, the ride page, self-service and the server.
 */
export function returnFollowsOutbound(outbound: RideMoment, back: RideMoment): boolean {
  return berlinKey(back.datum, back.zeit) > berlinKey(outbound.datum, outbound.zeit);
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
