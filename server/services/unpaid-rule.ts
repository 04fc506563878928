// When an unpaid card booking is released (docs/decisions/0024): the one formula the round
// (unpaid-bookings.ts), the reminder mail and the answers that show the payment deadline
// (bookingJson, trackingJson) share. A leaf module, so the booking services can use it without
// an import cycle through the round.
import { berlinToUtc } from '../../src/domain/berlin-time';
import { LEG_STATUS } from '../../src/domain/constants';
import { PICKUP_LEAD_MINUTES } from '../../src/domain/pickup';
import type { LegRow } from './bookings';

/** The operator's rule: UNPAID_REMIND_AFTER_MINUTES, UNPAID_RELEASE_AFTER_HOURS. */
export interface UnpaidRule {
  remindAfterMs: number;
  releaseAfterMs: number;
}

export const DEFAULT_UNPAID_RULE: UnpaidRule = {
  remindAfterMs: 60 * 60_000,
  releaseAfterMs: 24 * 60 * 60_000,
};

export const LEAD_MS = PICKUP_LEAD_MINUTES * 60_000;

function isRide(leg: Pick<LegRow, 'statusId' | 'datum'>): boolean {
  return leg.statusId !== LEG_STATUS.storniert && /^\d{4}-\d{2}-\d{2}$/.test(leg.datum);
}

/**
 * When an unpaid booking made at `createdAt` is released: `releaseAfterMs` after it was made, or
 * when its first ride that is not cancelled comes within the lead time, whichever is earlier.
 */
export function releaseMoment(
  createdAt: Date,
  legs: Pick<LegRow, 'statusId' | 'datum' | 'zeit'>[],
  rule: UnpaidRule = DEFAULT_UNPAID_RULE,
): Date {
  const rides = legs.filter(isRide).map((leg) => berlinToUtc(leg.datum, leg.zeit).getTime());
  return new Date(
    Math.min(createdAt.getTime() + rule.releaseAfterMs, ...rides.map((t) => t - LEAD_MS)),
  );
}
