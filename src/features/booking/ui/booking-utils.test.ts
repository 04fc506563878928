import { describe, expect, it } from 'vitest';
import { berlinToUtc, nowInBerlin } from '../../../domain/berlin-time';
import { formatPrice } from '../../../ui/booking/format';
import { buildIcs, escapeIcsText } from './ics';

describe('berlin time', () => {
  it('converts summer and winter times to UTC', () => {
    expect(berlinToUtc('2026-07-01', '08:30').toISOString()).toBe('2026-07-01T06:30:00.000Z');
    expect(berlinToUtc('2026-12-01', '08:30').toISOString()).toBe('2026-12-01T07:30:00.000Z');
  });

  it('knows the Berlin wall clock', () => {
    const now = new Date('2026-11-21T23:30:00Z'); // 00:30 on the 22nd in Berlin
    expect(nowInBerlin(now)).toEqual({ date: '2026-11-22', time: '00:30' });
  });
});

describe('ics', () => {
  it('escapes text values', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('writes a UTC start and end and escaped, folded text', () => {
    const ics = buildIcs(
      {
        uid: 'PB-1-hin@example',
        date: '2026-07-01',
        time: '08:30',
        durationMinutes: 60,
        summary: 'Transfer, Hannover; <script>',
        description: 'Zeile 1\nZeile 2',
        location: 'Kröpcke 1, 30159 Hannover',
      },
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART:20260701T063000Z\r\n');
    expect(ics).toContain('DTEND:20260701T073000Z\r\n');
    expect(ics).toContain('SUMMARY:Transfer\\, Hannover\\; <script>');
    expect(ics).toContain('DESCRIPTION:Zeile 1\\nZeile 2');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => line.length <= 75)).toBe(true);
  });
});

describe('format', () => {
  it('formats cents as EUR in the locale', () => {
    expect(formatPrice(3950, 'de-DE')).toMatch(/^39,50\s€$/);
    expect(formatPrice(3950, 'en-US')).toBe('€39.50');
  });
});
