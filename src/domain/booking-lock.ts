import { LEG_STATUS } from './constants';
import { berlinMoment } from './berlin-time';

/*
 * When a booked ride can no longer be changed (docs/decisions/0003-company-auth.md, 0007): the
 * server refuses the change (409 bookingCancelled / bookingNotEditable) by these rules, and the
 * screens show such a booking read-only with the reason instead of a form that fails on save.
 */

/** What a rule needs of a leg: the booking's legs and the booking list's leg summaries both fit. */
export interface LegTiming {
  statusId: number;
  /** YYYY-MM-DD in Europe/Berlin, or '' when not set. */
  datum: string;
  /** HH:mm in Europe/Berlin, or ''. */
  zeit: string;
}

/** Why a leg can no longer be changed. */
export type LegLock = 'cancelled' | 'underWay' | 'finished';

/**
 * Why a booking can no longer be changed: all its rides cancelled, a driver under way, all
 * open rides done or in the past, or `partly`: one ride done or under way while another is
 * still open (that one can still be cancelled, the booking no longer changed).
 */
export type BookingLock = LegLock | 'partly';

function legMoment(leg: LegTiming): string {
  return `${leg.datum} ${leg.zeit || '00:00'}`;
}

/** A leg that has started, is done, or lies in the past (its cancellation is not looked at). */
export function isLegLocked(leg: LegTiming, now: Date): boolean {
  if (leg.statusId === LEG_STATUS.fahrerUnterwegs || leg.statusId === LEG_STATUS.erledigt)
    return true;
  return leg.datum !== '' && legMoment(leg) <= berlinMoment(now);
}

/** Why this leg can no longer be changed, or null while it can. */
export function legLockOf(leg: LegTiming, now: Date): LegLock | null {
  if (leg.statusId === LEG_STATUS.storniert) return 'cancelled';
  if (leg.statusId === LEG_STATUS.fahrerUnterwegs) return 'underWay';
  return isLegLocked(leg, now) ? 'finished' : null;
}

/** Why this booking can no longer be changed, or null while it can. */
export function bookingLockOf(
  booking: { mitRueckfahrt: boolean; hinfahrt: LegTiming; rueckfahrt: LegTiming | null },
  now: Date,
): BookingLock | null {
  const legs =
    booking.mitRueckfahrt && booking.rueckfahrt
      ? [booking.hinfahrt, booking.rueckfahrt]
      : [booking.hinfahrt];
  const locks = legs.map((leg) => legLockOf(leg, now)).filter((lock) => lock !== 'cancelled');
  if (locks.length === 0) return 'cancelled';
  if (locks.every((lock) => lock === null)) return null;
  if (locks.some((lock) => lock === null)) return 'partly';
  return locks.includes('underWay') ? 'underWay' : 'finished';
}
