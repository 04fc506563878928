import { describe, expect, it } from 'vitest';
import { berlinToUtc, nowInBerlin } from './berlin-time';

const HOUR = 3_600_000;

/** The wall clock in Berlin by Intl's time-zone data, as the computed rule must give it. */
const byIntl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function intlWallClock(instant: number): { date: string; time: string } {
  const parts = byIntl.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

describe('nowInBerlin', () => {
  it('agrees with Intl time-zone data at every hour from 2024 to 2040', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2041, 0, 1); t += HOUR) {
      const computed = nowInBerlin(new Date(t));
      const expected = intlWallClock(t);
      if (computed.date !== expected.date || computed.time !== expected.time)
        mismatches.push(new Date(t).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('switches at 01:00 UTC on the last Sundays of March and October, to the minute', () => {
    // 2026: summer time from 29 March, back on 25 October.
    expect(nowInBerlin(new Date('2026-03-29T00:59:00Z'))).toEqual({
      date: '2026-03-29',
      time: '01:59',
    });
    expect(nowInBerlin(new Date('2026-03-29T01:00:00Z'))).toEqual({
      date: '2026-03-29',
      time: '03:00',
    });
    expect(nowInBerlin(new Date('2026-10-25T00:59:00Z'))).toEqual({
      date: '2026-10-25',
      time: '02:59',
    });
    expect(nowInBerlin(new Date('2026-10-25T01:00:00Z'))).toEqual({
      date: '2026-10-25',
      time: '02:00',
    });
  });

  it('gives the Berlin date, not the UTC one, late in the evening UTC', () => {
    expect(nowInBerlin(new Date('2026-12-31T23:30:00Z'))).toEqual({
      date: '2027-01-01',
      time: '00:30',
    });
  });
});

describe('berlinToUtc', () => {
  it('turns Berlin wall-clock times into their instants in winter and summer', () => {
    expect(berlinToUtc('2026-01-15', '08:30').toISOString()).toBe('2026-01-15T07:30:00.000Z');
    expect(berlinToUtc('2026-07-15', '08:30').toISOString()).toBe('2026-07-15T06:30:00.000Z');
  });
});
