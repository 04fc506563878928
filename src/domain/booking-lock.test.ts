import { describe, expect, it } from 'vitest';
import { berlinMoment } from './berlin-time';
import { bookingLockOf, isLegLocked, legLockOf, type LegTiming } from './booking-lock';

// 2030-06-15 10:00 in Berlin (summer time, UTC+2).
const NOW = new Date('2030-06-15T08:00:00Z');
const leg = (overrides: Partial<LegTiming> = {}): LegTiming => ({
  statusId: 1,
  datum: '2030-06-20',
  zeit: '08:15',
  ...overrides,
});

describe('booking lock', () => {
  it('reads the clock in Berlin, 24-hour', () => {
    expect(berlinMoment(NOW)).toBe('2030-06-15 10:00');
    expect(berlinMoment(new Date('2030-01-01T23:30:00Z'))).toBe('2030-01-02 00:30');
  });

  it('locks a leg that is under way, done, or in the past', () => {
    expect(isLegLocked(leg(), NOW)).toBe(false);
    expect(isLegLocked(leg({ statusId: 3 }), NOW)).toBe(true);
    expect(isLegLocked(leg({ statusId: 4 }), NOW)).toBe(true);
    expect(isLegLocked(leg({ datum: '2030-06-15', zeit: '10:00' }), NOW)).toBe(true);
    expect(isLegLocked(leg({ datum: '2030-06-15', zeit: '10:01' }), NOW)).toBe(false);
    expect(isLegLocked(leg({ datum: '', zeit: '' }), NOW)).toBe(false);
  });

  it('names why a leg is locked', () => {
    expect(legLockOf(leg(), NOW)).toBeNull();
    expect(legLockOf(leg({ statusId: 5 }), NOW)).toBe('cancelled');
    expect(legLockOf(leg({ statusId: 3 }), NOW)).toBe('underWay');
    expect(legLockOf(leg({ statusId: 4 }), NOW)).toBe('finished');
    expect(legLockOf(leg({ datum: '2030-06-10' }), NOW)).toBe('finished');
  });

  it('names why a booking is locked, looking only at the legs it has', () => {
    const open = { mitRueckfahrt: false, hinfahrt: leg(), rueckfahrt: leg({ statusId: 4 }) };
    expect(bookingLockOf(open, NOW)).toBeNull();
    expect(bookingLockOf({ ...open, hinfahrt: leg({ statusId: 5 }) }, NOW)).toBe('cancelled');
    expect(bookingLockOf({ ...open, hinfahrt: leg({ statusId: 4 }) }, NOW)).toBe('finished');
    expect(bookingLockOf({ ...open, hinfahrt: leg({ statusId: 3 }) }, NOW)).toBe('underWay');
    const both = { mitRueckfahrt: true, hinfahrt: leg({ datum: '2030-06-10' }), rueckfahrt: leg() };
    expect(bookingLockOf(both, NOW)).toBe('partly');
    expect(bookingLockOf({ ...both, rueckfahrt: leg({ statusId: 5 }) }, NOW)).toBe('finished');
    expect(bookingLockOf({ ...both, hinfahrt: leg({ statusId: 5 }) }, NOW)).toBeNull();
    expect(
      bookingLockOf(
        { ...both, hinfahrt: leg({ statusId: 5 }), rueckfahrt: leg({ statusId: 5 }) },
        NOW,
      ),
    ).toBe('cancelled');
    expect(
      bookingLockOf(
        { mitRueckfahrt: true, hinfahrt: leg({ statusId: 3 }), rueckfahrt: leg({ statusId: 4 }) },
        NOW,
      ),
    ).toBe('underWay');
    expect(
      bookingLockOf({ mitRueckfahrt: true, hinfahrt: leg(), rueckfahrt: null }, NOW),
    ).toBeNull();
  });
});
