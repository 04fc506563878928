import { describe, expect, it } from 'vitest';
import { formatClockTime } from '../../domain/intl-formats';
import { formatTime } from './format';

describe('formatTime (the booking pages’ times: summary, status, company rides)', () => {
  it('shows English times en-US style, 12 hours without a leading zero', () => {
    expect(formatTime('2099-06-01', '08:30', 'en-US')).toBe('8:30 AM');
    expect(formatTime('2099-06-01', '19:05', 'en-US')).toBe('7:05 PM');
    expect(formatTime('2099-06-01', '00:15', 'en-US')).toBe('12:15 AM');
    expect(formatTime('2099-06-01', '12:00', 'en-US')).toBe('12:00 PM');
  });

  it('shows German times with 24 hours and two-digit hours', () => {
    expect(formatTime('2099-06-01', '08:30', 'de-DE')).toBe('08:30');
    expect(formatTime('2099-06-01', '19:05', 'de-DE')).toBe('19:05');
    expect(formatTime('2099-06-01', '00:15', 'de-DE')).toBe('00:15');
  });

  it('is the same as the tracking page’s time, in winter and summer, and empty without a time', () => {
    for (const locale of ['de-DE', 'en-US'])
      for (const date of ['2099-01-15', '2099-07-15', ''])
        expect(formatTime(date, '07:30', locale)).toBe(formatClockTime('07:30', locale));
    expect(formatTime('2099-06-01', '', 'en-US')).toBe('');
  });
});
