import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  calendarValue,
  formatDateTime,
  formValue,
  parseDate,
  parseTime,
} from './date-time-text';

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
    // The other language's way of writing a date is refused, not read in this one's order.
    expect(parseDate('12/01/2026', 'de')).toBeNull();
    expect(parseDate('01.12.2026', 'en')).toBeNull();
    expect(parseDate('1.12.2026', 'de')).toBe('2026-12-01');
    expect(parseDate('12/1/2026', 'en')).toBe('2026-12-01');
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

describe("the Calendar's values and the form's", () => {
  it('gives the Calendar a day at local midnight and a time of day, and reads them back', () => {
    const day = calendarValue('date', '2026-12-24');
    expect(day).toEqual(new Date(2026, 11, 24));
    expect(formValue('date', day as Date)).toBe('2026-12-24');
    const time = calendarValue('time', '18:45') as Date;
    expect([time.getHours(), time.getMinutes()]).toEqual([18, 45]);
    expect(formValue('time', time)).toBe('18:45');
    // A picked day keeps its date, whatever time of day the Date carries.
    expect(formValue('date', new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
    expect(formValue('time', new Date(2027, 0, 5, 7, 5))).toBe('07:05');
  });

  it('hands the Calendar text it cannot read as it is, and nothing for an empty field', () => {
    expect(calendarValue('date', '')).toBeNull();
    expect(calendarValue('date', '24.13.2026')).toBe('24.13.2026');
    expect(calendarValue('date', '2026-02-30')).toBe('2026-02-30');
    expect(calendarValue('time', '25:00')).toBe('25:00');
    expect(calendarValue('time', '8 Uhr')).toBe('8 Uhr');
  });

  it('names the earliest day the calendar offers', () => {
    expect(calendarDay('2026-03-01')).toEqual(new Date(2026, 2, 1));
    expect(calendarDay('morgen')).toBeNull();
  });
});
