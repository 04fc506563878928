import { describe, expect, it } from 'vitest';
import { LEG_STATUS } from './constants';
import { firstPickup, pickupChangeProblem, selfServiceOf } from './self-service';

const leg = (datum: string, zeit: string, statusId: number = LEG_STATUS.gebucht) => ({
  datum,
  zeit,
  statusId,
});

// 2026-11-24 12:00 Berlin (winter, UTC+1)
const now = new Date('2026-11-24T11:00:00Z');

describe('self-service window', () => {
  it('is open up to 24 hours before the first pickup, in Berlin time', () => {
    const exactly = selfServiceOf({ hinfahrt: leg('2026-11-25', '12:00'), rueckfahrt: null }, now);
    expect(exactly).toEqual({ open: true, until: new Date('2026-11-24T11:00:00Z') });
    const oneMinuteLate = selfServiceOf(
      { hinfahrt: leg('2026-11-25', '11:59'), rueckfahrt: null },
      now,
    );
    expect(oneMinuteLate).toEqual({ open: false, reason: 'tooLate' });
  });

  it('counts from the earliest open ride: a cancelled outbound leaves the return', () => {
    const booking = {
      hinfahrt: leg('2026-11-24', '18:00', LEG_STATUS.storniert),
      rueckfahrt: leg('2026-11-30', '09:00'),
    };
    expect(firstPickup(booking)).toEqual(new Date('2026-11-30T08:00:00Z'));
    expect(selfServiceOf(booking, now).open).toBe(true);
    const both = { hinfahrt: leg('2026-11-26', '09:00'), rueckfahrt: leg('2026-11-24', '20:00') };
    expect(selfServiceOf(both, now)).toEqual({ open: false, reason: 'tooLate' });
  });

  it('is closed for cancelled, finished and under-way rides', () => {
    expect(
      selfServiceOf(
        { hinfahrt: leg('2026-12-01', '10:00', LEG_STATUS.storniert), rueckfahrt: null },
        now,
      ),
    ).toEqual({ open: false, reason: 'cancelled' });
    expect(
      selfServiceOf(
        { hinfahrt: leg('2026-12-01', '10:00', LEG_STATUS.erledigt), rueckfahrt: null },
        now,
      ),
    ).toEqual({ open: false, reason: 'finished' });
    expect(
      selfServiceOf(
        { hinfahrt: leg('2026-12-01', '10:00', LEG_STATUS.fahrerUnterwegs), rueckfahrt: null },
        now,
      ),
    ).toEqual({ open: false, reason: 'underWay' });
  });

  it('follows daylight saving time (summer: UTC+2)', () => {
    const summer = new Date('2026-07-01T10:00:00Z'); // 12:00 Berlin
    expect(
      selfServiceOf({ hinfahrt: leg('2026-07-02', '12:00'), rueckfahrt: null }, summer).open,
    ).toBe(true);
    expect(
      selfServiceOf({ hinfahrt: leg('2026-07-02', '11:55'), rueckfahrt: null }, summer).open,
    ).toBe(false);
  });
});

describe('a new pickup time in self-service', () => {
  it('is refused in the past, inside the lead time and inside the window', () => {
    expect(pickupChangeProblem('2026-11-24', '11:00', now)).toBe('past');
    expect(pickupChangeProblem('2026-11-24', '12:10', now)).toBe('leadTime');
    expect(pickupChangeProblem('2026-11-24', '18:00', now)).toBe('tooLate');
    expect(pickupChangeProblem('2026-11-25', '11:55', now)).toBe('tooLate');
  });

  it('is accepted from 24 hours on, same time of day or another day', () => {
    expect(pickupChangeProblem('2026-11-25', '12:00', now)).toBeNull();
    expect(pickupChangeProblem('2026-12-03', '05:30', now)).toBeNull();
  });
});
