import { describe, expect, it } from 'vitest';
import { earliestPickup, isBookablePickup, PICKUP_LEAD_MINUTES, pickupProblem } from './pickup';

describe('earliest pickup', () => {
  it('is now plus the lead time, rounded up to five minutes, in Berlin time', () => {
    expect(PICKUP_LEAD_MINUTES).toBe(30);
    // 14:02 Berlin (winter, UTC+1) -> 14:32 -> 14:35
    expect(earliestPickup(new Date('2026-11-24T13:02:00Z'))).toEqual({
      datum: '2026-11-24',
      zeit: '14:35',
    });
    // exactly on a step stays there: 14:05 -> 14:35
    expect(earliestPickup(new Date('2026-11-24T13:05:00Z'))).toEqual({
      datum: '2026-11-24',
      zeit: '14:35',
    });
    // across midnight: 23:50 -> 00:20 the next day
    expect(earliestPickup(new Date('2026-11-24T22:50:00Z'))).toEqual({
      datum: '2026-11-25',
      zeit: '00:20',
    });
    // summer time (UTC+2)
    expect(earliestPickup(new Date('2026-07-01T10:00:00Z'))).toEqual({
      datum: '2026-07-01',
      zeit: '12:30',
    });
  });

  it('tells whether a pickup can still be booked', () => {
    const now = new Date('2026-11-24T13:02:00Z');
    expect(isBookablePickup('2026-11-24', '14:35', now)).toBe(true);
    expect(isBookablePickup('2026-11-24', '14:30', now)).toBe(false);
    expect(isBookablePickup('2026-11-25', '06:00', now)).toBe(true);
  });

  it('says why a pickup cannot be booked: past, or inside the lead time', () => {
    const now = new Date('2026-11-21T23:30:00Z'); // 00:30 on the 22nd in Berlin
    expect(pickupProblem('2026-11-22', '00:29', now)).toBe('past');
    expect(pickupProblem('2026-11-22', '00:30', now)).toBe('past');
    expect(pickupProblem('2026-11-21', '23:59', now)).toBe('past');
    expect(pickupProblem('2026-11-22', '00:31', now)).toBe('leadTime');
    expect(pickupProblem('2026-11-22', '00:55', now)).toBe('leadTime');
    expect(pickupProblem('2026-11-22', '01:00', now)).toBeNull();
    expect(pickupProblem('2026-11-23', '00:00', now)).toBeNull();
  });
});
