import { describe, expect, it } from 'vitest';
import type { Flight } from '../../api/flights';
import {
  bookingLink,
  filterFlights,
  isBookable,
  nextSort,
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
    status: 'planmaessig',
    ...partial,
  };
}

const flights = [
  flight({ zeit: '12:30', flugnummer: 'EW 7', ort: 'Zürich', status: 'verspaetet' }),
  flight({ zeit: '08:05', flugnummer: 'LH 20', ort: 'Frankfurt', status: 'gelandet' }),
  flight({
    zeit: '09:15',
    flugnummer: 'LH 3',
    ort: 'Antalya',
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
    expect(filterFlights(flights, '   ')).toHaveLength(3);
    expect(filterFlights(flights, '<script>alert(1)</script>')).toHaveLength(0);
  });

  it('cycles the sort direction on the same column and starts ascending on a new one', () => {
    expect(nextSort({ key: 'zeit', direction: 'ascending' }, 'zeit')).toEqual({
      key: 'zeit',
      direction: 'descending',
    });
    expect(nextSort({ key: 'zeit', direction: 'descending' }, 'ort')).toEqual({
      key: 'ort',
      direction: 'ascending',
    });
  });

  it('links an arrival to a ride from the airport and a departure to a ride to it', () => {
    expect(bookingLink(flight({ flugnummer: 'LH 100', zeit: '07:45' }))).toBe(
      '/start?richtung=vomFlughafen&flughafen=HAJ&datum=2026-11-21&zeit=07:45&flug=LH100#buchen',
    );
    expect(bookingLink(flight({ art: 'abflug', flughafen: 'BER' }))).toContain(
      'richtung=zumFlughafen&flughafen=BER',
    );
    expect(isBookable(flight({ status: 'annulliert' }))).toBe(false);
  });

  it('reads the URL query and falls back on bad values', () => {
    expect(
      parseQuery(new URLSearchParams('flughafen=ham&art=abflug&datum=2026-11-22'), '2026-11-21'),
    ).toEqual({ flughafen: 'HAM', art: 'abflug', datum: '2026-11-22' });
    expect(
      parseQuery(new URLSearchParams('flughafen=XXX&art=<script>&datum=2026-02-31'), '2026-11-21'),
    ).toEqual({ flughafen: 'HAJ', art: 'ankunft', datum: '2026-11-21' });
  });
});
