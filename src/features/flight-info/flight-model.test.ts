import { describe, expect, it } from 'vitest';
import type { Flight } from '../../api/flights';
import {
  boardDateProblem,
  boardDays,
  cityName,
  filterFlights,
  flightBooking,
  isSameQuery,
  parseQuery,
  sortFlights,
} from './flight-model';

function flight(partial: Partial<Flight>): Flight {
  return {
    flughafen: 'HAJ',
    art: 'ankunft',
    datum: '2026-11-21',
    zeit: '10:00',
    erwarteteZeit: null,
    flugnummer: 'LH 100',
    fluggesellschaft: 'Lufthansa',
    ort: 'München',
    ortEn: 'Munich',
    status: 'planmaessig',
    ...partial,
  };
}

const flights = [
  flight({
    zeit: '12:30',
    flugnummer: 'EW 7',
    ort: 'Zürich',
    ortEn: 'Zurich',
    status: 'verspaetet',
  }),
  flight({
    zeit: '08:05',
    flugnummer: 'LH 20',
    ort: 'Frankfurt',
    ortEn: 'Frankfurt',
    status: 'gelandet',
  }),
  flight({
    zeit: '09:15',
    flugnummer: 'LH 3',
    ort: 'Antalya',
    ortEn: 'Antalya',
    status: 'annulliert',
    fluggesellschaft: 'SunExpress',
  }),
];

describe('flight info model', () => {
  it('sorts by time, number (numeric), place and status in both directions', () => {
    expect(
      sortFlights(flights, { key: 'zeit', direction: 'ascending' }).map((f) => f.zeit),
    ).toEqual(['08:05', '09:15', '12:30']);
    expect(
      sortFlights(flights, { key: 'zeit', direction: 'descending' }).map((f) => f.zeit),
    ).toEqual(['12:30', '09:15', '08:05']);
    expect(
      sortFlights(flights, { key: 'flugnummer', direction: 'ascending' }).map((f) => f.flugnummer),
    ).toEqual(['EW 7', 'LH 3', 'LH 20']);
    expect(sortFlights(flights, { key: 'ort', direction: 'ascending' }).map((f) => f.ort)).toEqual([
      'Antalya',
      'Frankfurt',
      'Zürich',
    ]);
    expect(
      sortFlights(flights, { key: 'status', direction: 'ascending' }).map((f) => f.status),
    ).toEqual(['verspaetet', 'gelandet', 'annulliert']);
  });

  it('does not change the input array', () => {
    const copy = [...flights];
    sortFlights(flights, { key: 'ort', direction: 'descending' });
    expect(flights).toEqual(copy);
  });

  it('filters case- and accent-insensitively on number, airline, city and status label', () => {
    expect(filterFlights(flights, 'zurich').map((f) => f.flugnummer)).toEqual(['EW 7']);
    expect(filterFlights(flights, 'lh20').map((f) => f.flugnummer)).toEqual(['LH 20']);
    expect(filterFlights(flights, 'sunexp').map((f) => f.flugnummer)).toEqual(['LH 3']);
    expect(
      filterFlights(flights, 'Verspätet', (s) => (s === 'verspaetet' ? 'Verspätet' : s)),
    ).toHaveLength(1);
    expect(filterFlights([flight({ flugnummer: 'BQ1007' })], 'bq 1007')).toHaveLength(1);
    expect(filterFlights(flights, '   ')).toHaveLength(3);
    expect(filterFlights(flights, '<script>alert(1)</script>')).toHaveLength(0);
  });

  it('shows and finds the city in either language', () => {
    const munich = flight({ flugnummer: 'LH 9' });
    expect(cityName(munich, 'en-US')).toBe('Munich');
    expect(cityName(munich, 'de-DE')).toBe('München');
    expect(filterFlights([munich], 'Munich')).toHaveLength(1);
    expect(filterFlights([munich], 'munchen')).toHaveLength(1);
    expect(
      sortFlights(flights, { key: 'ort', direction: 'ascending' }, 'en-US').map((f) => f.ortEn),
    ).toEqual(['Antalya', 'Frankfurt', 'Zurich']);
  });

  // 2026-11-21 09:00 in Berlin (UTC+1): the earliest pickup is 09:30.
  const now = new Date('2026-11-21T08:00:00Z');

  it('links an arrival to a ride from the airport and a departure to a ride to it', () => {
    expect(flightBooking(flight({ flugnummer: 'LH 100', zeit: '10:45' }), now)).toEqual({
      bookable: true,
      href: '/start?richtung=vomFlughafen&flughafen=HAJ&datum=2026-11-21&zeit=10:45&flug=LH100#buchen',
      zeit: '10:45',
      laterThanFlight: false,
    });
    const departure = flightBooking(
      flight({ art: 'abflug', flughafen: 'BER', zeit: '12:00' }),
      now,
    );
    expect(departure.bookable && departure.href).toContain('richtung=zumFlughafen&flughafen=BER');
  });

  it('offers no ride to a cancelled or departed flight, nor to one leaving within the lead time', () => {
    expect(flightBooking(flight({ status: 'annulliert' }), now)).toEqual({
      bookable: false,
      reason: 'cancelled',
    });
    expect(
      flightBooking(flight({ art: 'abflug', zeit: '08:00', status: 'gestartet' }), now),
    ).toEqual({
      bookable: false,
      reason: 'departed',
    });
    expect(flightBooking(flight({ art: 'abflug', zeit: '09:20' }), now)).toEqual({
      bookable: false,
      reason: 'tooSoon',
    });
  });

  it('picks up a flight that has landed at the earliest possible time, not in the past', () => {
    expect(flightBooking(flight({ zeit: '07:10', status: 'gelandet' }), now)).toEqual({
      bookable: true,
      href: '/start?richtung=vomFlughafen&flughafen=HAJ&datum=2026-11-21&zeit=09:30&flug=LH100#buchen',
      zeit: '09:30',
      laterThanFlight: true,
    });
    expect(
      flightBooking(flight({ datum: '2026-11-20', zeit: '22:10', status: 'gelandet' }), now),
    ).toEqual({
      bookable: false,
      reason: 'landedEarlier',
    });
    // Late in the evening the earliest pickup is after midnight: not on the day it landed.
    const lateEvening = new Date('2026-11-21T22:40:00Z'); // 23:40 in Berlin
    expect(flightBooking(flight({ zeit: '06:00', status: 'gelandet' }), lateEvening)).toEqual({
      bookable: false,
      reason: 'dayOver',
    });
    // A delayed arrival is met at its expected time.
    const delayed = flightBooking(
      flight({ zeit: '10:00', erwarteteZeit: '10:40', status: 'verspaetet' }),
      now,
    );
    expect(delayed.bookable && delayed.zeit).toBe('10:40');
  });

  it('reads the URL query and falls back on bad values', () => {
    expect(
      parseQuery(new URLSearchParams('flughafen=ham&art=abflug&datum=2026-11-22'), '2026-11-21'),
    ).toEqual({ flughafen: 'HAM', art: 'abflug', datum: '2026-11-22' });
    expect(
      parseQuery(new URLSearchParams('flughafen=XXX&art=<script>&datum=2026-02-31'), '2026-11-21'),
    ).toEqual({ flughafen: 'HAJ', art: 'ankunft', datum: '2026-11-21' });
  });

  it('asks only for a real day; text the date field could not read gets its message', () => {
    const days = { from: '2026-11-19', to: '2026-11-29' };
    expect(boardDateProblem('2026-11-22', days)).toBeNull();
    expect(boardDateProblem('2028-02-29', { from: '2028-02-26', to: '2028-03-07' })).toBeNull();
    // The date field passes what it could not read as typed.
    expect(boardDateProblem('31.02.2026', days)).toBe('validation.invalidDate');
    expect(boardDateProblem('2026-02-31', days)).toBe('validation.invalidDate');
    expect(boardDateProblem('12/24/2026', days)).toBe('validation.invalidDate');
    expect(boardDateProblem('abc', days)).toBe('validation.invalidDate');
    expect(boardDateProblem('', days)).toBe('validation.required');
    expect(boardDateProblem('  ', days)).toBe('validation.required');
  });

  it('asks only for a day the board has flights for: its first and last day included', () => {
    const days = boardDays('2026-11-29');
    expect(boardDateProblem(days.from, days)).toBeNull();
    expect(boardDateProblem(days.to, days)).toBeNull();
    expect(boardDateProblem('2026-11-25', days)).toBe('flightInfo.dateOutOfRange');
    expect(boardDateProblem('2026-12-07', days)).toBe('flightInfo.dateOutOfRange');
    expect(boardDateProblem('2030-01-01', days)).toBe('flightInfo.dateOutOfRange');
  });

  it('names the days the board covers, across a month and a year', () => {
    expect(boardDays('2026-11-29')).toEqual({ from: '2026-11-26', to: '2026-12-06' });
    expect(boardDays('2027-01-01')).toEqual({ from: '2026-12-29', to: '2027-01-08' });
    expect(boardDays('2028-03-01')).toEqual({ from: '2028-02-27', to: '2028-03-08' });
  });

  it('compares two queries by what they ask for', () => {
    const query = { flughafen: 'HAJ', art: 'ankunft', datum: '2026-11-21' } as const;
    expect(isSameQuery(query, { ...query })).toBe(true);
    expect(isSameQuery(query, { ...query, flughafen: 'BRE' })).toBe(false);
    expect(isSameQuery(query, { ...query, art: 'abflug' })).toBe(false);
    expect(isSameQuery(query, { ...query, datum: '2026-11-22' })).toBe(false);
  });
});
