import { describe, expect, it } from 'vitest';
import { formatDateTime, parseDate, parseTime } from './local-date-time';

describe('dates in the site language', () => {
  it('reads German dd.mm.yyyy (also d.m.yy, 8 digits, ISO) and refuses impossible dates', () => {
    expect(parseDate('24.12.2026', 'de')).toBe('2026-12-24');
    expect(parseDate('1.2.27', 'de')).toBe('2027-02-01');
    expect(parseDate('24122026', 'de')).toBe('2026-12-24');
    expect(parseDate('2026-12-24', 'de')).toBe('2026-12-24');
    expect(parseDate('31.02.2027', 'de')).toBeNull();
    expect(parseDate('morgen', 'de')).toBeNull();
  });

  it('reads English mm/dd/yyyy', () => {
    expect(parseDate('12/24/2026', 'en')).toBe('2026-12-24');
    expect(parseDate('12242026', 'en')).toBe('2026-12-24');
    expect(parseDate('24/12/2026', 'en')).toBeNull();
  });

  it('shows the stored value in the language, and keeps what it cannot read', () => {
    expect(formatDateTime('date', '2026-12-24', 'de')).toBe('24.12.2026');
    expect(formatDateTime('date', '2026-12-24', 'en')).toBe('12/24/2026');
    expect(formatDateTime('date', '24.13.', 'de')).toBe('24.13.');
  });
});

describe('times in the site language', () => {
  it('reads 24-hour and 12-hour times', () => {
    expect(parseTime('08:30', 'de')).toBe('08:30');
    expect(parseTime('8.30', 'de')).toBe('08:30');
    expect(parseTime('1745', 'de')).toBe('17:45');
    expect(parseTime('17 Uhr', 'de')).toBe('17:00');
    expect(parseTime('8:30 AM', 'en')).toBe('08:30');
    expect(parseTime('12:15 am', 'en')).toBe('00:15');
    expect(parseTime('12:15 PM', 'en')).toBe('12:15');
    expect(parseTime('6:45 p.m.', 'en')).toBe('18:45');
    expect(parseTime('18:45', 'en')).toBe('18:45');
    expect(parseTime('24:00', 'de')).toBeNull();
    expect(parseTime('13:00 PM', 'en')).toBeNull();
  });

  it('shows German times with 24 hours and English ones with AM/PM', () => {
    expect(formatDateTime('time', '18:45', 'de')).toBe('18:45');
    expect(formatDateTime('time', '18:45', 'en')).toBe('6:45 PM');
    expect(formatDateTime('time', '00:05', 'en')).toBe('12:05 AM');
  });
});
