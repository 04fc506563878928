// The passenger's 24-hour window (docs/decisions/0009) for calls authorised by a booking's edit
// token (X-Buchung-Token, the e-mail's edit link, 0007): the same rule as self-service with
// voucher + surname, from src/domain/self-service.ts. The company session of a company booking
// keeps its own rules. The checks run under the booking's row lock (cancelLegs, updateBooking),
// against the booking as it is at the moment of writing.
import { pickupChangeProblem, selfServiceOf } from '../../src/domain/self-service';
import { ApiError, validationError, type FieldErrorSpec } from '../lib/errors';
import type { BookingBody } from './booking-schema';
import { LEG_CANCELLED, type LegRow, type LoadedBooking } from './bookings';
import { selfServiceLegs } from './tracking';

const timing = (leg: LegRow) => ({ datum: leg.datum, zeit: leg.zeit, statusId: leg.statusId });

/**
 * 409 selfServiceClosed once the window before the first open pickup has closed. A booking that
 * is cancelled, under way or done is left to the booking service's own 409s (bookingCancelled,
 * bookingNotEditable), as before.
 */
export function assertWindowOpen(loaded: LoadedBooking, now: Date): void {
  const window = selfServiceOf(selfServiceLegs(loaded), now);
  if (!window.open && window.reason === 'tooLate') throw new ApiError('selfServiceClosed');
}

/** One ride cancelled on its own: the window before that ride's pickup. */
export function assertLegWindowOpen(leg: LegRow, now: Date): void {
  const window = selfServiceOf({ hinfahrt: timing(leg), rueckfahrt: null }, now);
  if (!window.open && window.reason === 'tooLate') throw new ApiError('selfServiceClosed');
}

/**
 * An edit: the window must be open, and a pickup the edit moves (or a return ride it adds) must
 * itself be outside the last 24 hours and the lead time (400 at `hinfahrt.zeit` /
 * `rueckfahrt.zeit`, reasons as in self-service), so the window cannot be stepped around.
 */
export function assertEditInWindow(current: LoadedBooking, body: BookingBody, now: Date): void {
  assertWindowOpen(current, now);
  const errors: FieldErrorSpec[] = [];
  const check = (typ: 'hin' | 'rueck', key: 'hinfahrt' | 'rueckfahrt') => {
    const stored = current.legs.find((leg) => leg.typ === typ);
    const wanted = body[key];
    // A cancelled ride is not changed at all (updateBooking refuses that before this check).
    if (stored?.statusId === LEG_CANCELLED) return;
    if (stored && stored.datum === wanted.datum && stored.zeit === wanted.zeit) return;
    const problem = pickupChangeProblem(wanted.datum, wanted.zeit, now);
    if (problem)
      errors.push({
        path: `${key}.zeit`,
        code: 'range',
        params: { reason: problem === 'tooLate' ? 'selfServiceWindow' : problem },
      });
  };
  check('hin', 'hinfahrt');
  if (body.mitRueckfahrt) check('rueck', 'rueckfahrt');
  if (errors.length > 0) throw validationError(errors);
}
