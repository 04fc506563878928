import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('intl formats', () => {
  it('makes one formatter per locale and options and reuses it', () => {
    const time = dateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    expect(dateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })).toBe(
      time,
    );
    expect(
      dateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }),
    ).not.toBe(time);
    expect(dateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(time);
    expect(time.format(new Date(Date.UTC(2000, 0, 1, 7, 5)))).toBe('07:05');
  });

  it('does the same for numbers', () => {
    const euro = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(euro.format(12.5)).toMatch(/^12,50\s€$/);
  });
});
