import { z } from 'zod/mini';
import type { Flight } from '../../api/flights';
import { AIRPORT_CODES, FLIGHT_BOARD_DAYS, type AirportCode } from '../../domain/constants';
import { berlinDate, earliestPickup, isBookablePickup } from '../../domain/pickup';

/** The other airport's city in the user's language. */
export function cityName(flight: Flight, language: string): string {
  return language.startsWith('en') ? flight.ortEn : flight.ort;
}

/** arrivals: ankunft, departures: abflug (the API's `art`). */
export const FLIGHT_KINDS = ['ankunft', 'abflug'] as const;
export type FlightKind = (typeof FLIGHT_KINDS)[number];

export const SORT_KEYS = ['zeit', 'flugnummer', 'ort', 'status'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  key: SortKey;
  direction: SortDirection;
}

/** The screen's query, kept in the URL so it can be shared, reloaded and navigated back to. */
export interface FlightQuery {
  flughafen: AirportCode;
  art: FlightKind;
  datum: string;
}

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** Reads the URL's query; anything missing or malformed falls back to HAJ, arrivals, today. */
export function parseQuery(params: URLSearchParams, today: string): FlightQuery {
  const airport = params.get('flughafen')?.toUpperCase();
  const kind = params.get('art');
  const date = params.get('datum');
  return {
    flughafen: (AIRPORT_CODES as readonly string[]).includes(airport ?? '')
      ? (airport as AirportCode)
      : 'HAJ',
    art: (FLIGHT_KINDS as readonly string[]).includes(kind ?? '')
      ? (kind as FlightKind)
      : 'ankunft',
    datum: date && isoDate.safeParse(date).success && isRealDate(date) ? date : today,
  };
}

export function isSameQuery(a: FlightQuery, b: FlightQuery): boolean {
  return a.flughafen === b.flughafen && a.art === b.art && a.datum === b.datum;
}

function isRealDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** What can be wrong with the date field's text (a translation key; the last one takes the days). */
export type BoardDateProblem =
  'validation.required' | 'validation.invalidDate' | 'flightInfo.dateOutOfRange';

/**
 * What the date field holds is a day the board has flights for (a real YYYY-MM-DD, as the date
 * field passes a date it could read, from `days.from` to `days.to`), or the translation key of
 * what is wrong with it. The date field passes text it could not read as typed: that text is
 * never asked for, nor is a day outside the board's days.
 */
export function boardDateProblem(
  value: string,
  days: { from: string; to: string },
): BoardDateProblem | null {
  if (value.trim() === '') return 'validation.required';
  if (!isoDate.safeParse(value).success || !isRealDate(value)) return 'validation.invalidDate';
  return value < days.from || value > days.to ? 'flightInfo.dateOutOfRange' : null;
}

function addDays(isoDay: string, days: number): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first and last day (YYYY-MM-DD) the board has flights for, seen from `today`. */
export function boardDays(today: string): { from: string; to: string } {
  return {
    from: addDays(today, -FLIGHT_BOARD_DAYS.before),
    to: addDays(today, FLIGHT_BOARD_DAYS.after),
  };
}

/** Order of statuses when sorting by status: what is still to come first. */
const STATUS_ORDER: Record<Flight['status'], number> = {
  planmaessig: 0,
  verspaetet: 1,
  gestartet: 2,
  gelandet: 3,
  annulliert: 4,
};

/**
 * Case- and accent-insensitive match on flight number, airline, the city in either language
 * ("Munich" and "München" find the same flight) and the (translated) status.
 */
export function filterFlights(
  flights: readonly Flight[],
  text: string,
  statusLabel: (status: Flight['status']) => string = (s) => s,
): Flight[] {
  const needle = normalise(text.trim());
  if (!needle) return [...flights];
  // A flight number is found with or without the space ("BQ 1007", "BQ1007").
  const compact = (value: string) => value.replace(/\s+/g, '');
  return flights.filter(
    (flight) =>
      normalise(compact(flight.flugnummer)).includes(compact(needle)) ||
      [flight.fluggesellschaft, flight.ort, flight.ortEn, statusLabel(flight.status)].some(
        (value) => normalise(value).includes(needle),
      ),
  );
}

function normalise(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Stable sort; ties fall back to the scheduled time, then the flight number. */
export function sortFlights(flights: readonly Flight[], sort: Sort, locale = 'de-DE'): Flight[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const primary = (a: Flight, b: Flight): number => {
    switch (sort.key) {
      case 'zeit':
        return a.zeit.localeCompare(b.zeit);
      case 'flugnummer':
        return collator.compare(a.flugnummer, b.flugnummer);
      case 'ort':
        return collator.compare(cityName(a, locale), cityName(b, locale));
      case 'status':
        return STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    }
  };
  return flights
    .map((flight, index) => ({ flight, index }))
    .sort(
      (a, b) =>
        sign * primary(a.flight, b.flight) ||
        a.flight.zeit.localeCompare(b.flight.zeit) ||
        collator.compare(a.flight.flugnummer, b.flight.flugnummer) ||
        a.index - b.index,
    )
    .map(({ flight }) => flight);
}

export type FlightBooking =
  | {
      bookable: true;
      /** The start page's booking entry, pre-filled with this flight and the pickup time. */
      href: string;
      /** Pickup time of the link; for a flight that has landed, the earliest possible pickup. */
      zeit: string;
      /** The pickup is later than the flight's time (it has landed already). */
      laterThanFlight: boolean;
    }
  | { bookable: false; reason: 'cancelled' | 'departed' | 'tooSoon' | 'landedEarlier' | 'dayOver' };

/**
 * Whether and how a ride for this flight can be booked at `now`. A cancelled flight cannot be
 * met and a ride to a plane that left helps nobody; a departure closer than the operator's lead
 * time cannot be reached any more. An arrival that has landed today (or lands within the lead
 * time) is picked up at the earliest possible time instead of its landing time, on the day it
 * landed; one that landed on an earlier day, or whose earliest pickup is after midnight, is no
 * pickup any more.
 */
export function flightBooking(flight: Flight, now: Date = new Date()): FlightBooking {
  if (flight.status === 'annulliert') return { bookable: false, reason: 'cancelled' };
  if (flight.status === 'gestartet') return { bookable: false, reason: 'departed' };
  const flightTime = flight.erwarteteZeit ?? flight.zeit;
  if (isBookablePickup(flight.datum, flightTime, now)) {
    return {
      bookable: true,
      href: bookingLink(flight, flight.datum, flightTime),
      zeit: flightTime,
      laterThanFlight: false,
    };
  }
  if (flight.art === 'abflug') return { bookable: false, reason: 'tooSoon' };
  const earliest = earliestPickup(now);
  if (flight.datum < berlinDate(now)) return { bookable: false, reason: 'landedEarlier' };
  // Late in the evening the lead time reaches past midnight: a pickup the next day meets nobody.
  if (earliest.datum !== flight.datum) return { bookable: false, reason: 'dayOver' };
  return {
    bookable: true,
    href: bookingLink(flight, earliest.datum, earliest.zeit),
    zeit: earliest.zeit,
    laterThanFlight: true,
  };
}

/**
 * The start page's booking entry, pre-filled with this flight: an arrival is a ride from the
 * airport, a departure a ride to it (team brief: shared decision on the flight-info link).
 */
function bookingLink(flight: Flight, datum: string, zeit: string): string {
  const richtung = flight.art === 'ankunft' ? 'vomFlughafen' : 'zumFlughafen';
  // Every value is validated by the API schema (codes, dates, HH:mm); the flight number keeps
  // letters and digits only. Written out by hand so the time reads `zeit=HH:mm` as agreed.
  const flug = flight.flugnummer.replace(/[^A-Za-z0-9]/g, '');
  const pairs = [
    ['richtung', richtung],
    ['flughafen', flight.flughafen],
    ['datum', datum],
    ['zeit', zeit],
    ['flug', flug],
  ].map(([key, value]) => `${key}=${encodeURIComponent(value ?? '').replace(/%3A/g, ':')}`);
  return `/start?${pairs.join('&')}#buchen`;
}
