// The one place the booking e-mails, the PDF receipt and the request e-mails format a time, and
// the airports' names: the same as the site's (German 24 hours, English en-US "8:30 AM").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BookingMailData, MailLeg } from './booking-data';
import { AIRPORT_NAMES, airportText, formatDateTime, formatTime, legFacts } from './booking-texts';

const leg: MailLeg = {
  typ: 'rueck',
  datum: '2026-12-04',
  zeit: '08:30',
  istFesteZeit: true,
  flugnummer: '',
  gepaeckstck: 1,
  weitereAdresse: '',
  adresse: 'Lindenallee 12, 30159 Hannover',
  zumFlughafen: false,
  storniert: false,
};
const data = (lang: 'de' | 'en') =>
  ({ lang, flughafen: { iata: 'HAJ', name: 'Hannover Airport' } }) as BookingMailData;

describe('formatTime', () => {
  it('writes English times en-US style, 12 hours without a leading zero', () => {
    expect(formatTime('08:30', 'en')).toBe('8:30 AM');
    expect(formatTime('19:05', 'en')).toBe('7:05 PM');
    expect(formatTime('00:15', 'en')).toBe('12:15 AM');
    expect(formatTime('12:00', 'en')).toBe('12:00 PM');
  });

  it('writes German times with 24 hours and two-digit hours, and leaves other text alone', () => {
    expect(formatTime('08:30', 'de')).toBe('08:30');
    expect(formatTime('19:05', 'de')).toBe('19:05');
    expect(formatTime('00:15', 'de')).toBe('00:15');
    expect(formatTime('', 'en')).toBe('');
  });
});

describe('formatDateTime (booked on, issued on)', () => {
  it('uses the same clock as formatTime', () => {
    expect(formatDateTime('2026-11-29T07:05:00Z', 'en')).toBe('November 29, 2026 at 8:05 AM');
    expect(formatDateTime('2026-11-29T17:05:00Z', 'en')).toBe('November 29, 2026 at 6:05 PM');
    expect(formatDateTime('2026-11-29T07:05:00Z', 'de')).toBe('29. November 2026 um 08:05');
    expect(formatDateTime('2026-11-29T17:05:00Z', 'de')).toBe('29. November 2026 um 18:05');
  });
});

describe('the airport in the e-mails, the PDF and the .ics', () => {
  it('is named as the site names it (public/locales/*.json common.airports)', () => {
    for (const lang of ['de', 'en'] as const) {
      const site = (
        JSON.parse(readFileSync(`public/locales/${lang}.json`, 'utf8')) as {
          common: { airports: Record<string, string> };
        }
      ).common.airports;
      expect(AIRPORT_NAMES[lang]).toEqual(site);
    }
    expect(airportText(data('en'))).toBe('Hanover Airport (HAJ)');
    expect(airportText(data('de'))).toBe('Flughafen Hannover (HAJ)');
    // An airport the site does not know keeps the booking data's name.
    expect(airportText({ lang: 'en', flughafen: { iata: 'XXX', name: 'Somewhere' } })).toBe(
      'Somewhere (XXX)',
    );
  });

  it('a ride of the PDF receipt and the mails: en-US time and the site’s airport name', () => {
    expect(legFacts(data('en'), leg).rows).toEqual(
      expect.arrayContaining([
        ['Pickup time', '8:30 AM'],
        ['From', 'Hanover Airport (HAJ)'],
      ]),
    );
    expect(legFacts(data('de'), leg).rows).toEqual(
      expect.arrayContaining([
        ['Abholzeit', '08:30 Uhr'],
        ['Von', 'Flughafen Hannover (HAJ)'],
      ]),
    );
  });
});
