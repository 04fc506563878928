import { createBooking, type Booking } from '../../src/domain/booking';
import type { BookingOptions } from './booking-options';
import type { TripDetails } from './trip-details';

/* Test data shared by the booking machines' unit and path tests. */

export function draftFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    ...createBooking({
      language: 'de',
      richtung: 'zumFlughafen',
      flughafen: 'HAJ',
      plz: '30159',
      ort: 'Hannover',
      datum: '2099-06-01',
      zeit: '08:30',
    }),
    ...overrides,
  };
}

export const optionsFixture: BookingOptions = {
  key: 'HAJ|30159',
  transferTypes: [
    { id: 1, name: 'Shuttle', description: 'Geteilte Fahrt', maxPersons: 8 },
    { id: 2, name: 'Limousine', description: 'Privat', maxPersons: 3 },
    { id: 3, name: 'Van', description: 'Groß', maxPersons: 8 },
  ],
  prices: [
    { transferArtId: 1, betragCent: 3900 },
    { transferArtId: 2, betragCent: 6900 },
    { transferArtId: 3, betragCent: 8900 },
  ],
  extras: [
    { id: 1, name: 'Kindersitz', preisCent: 500, maxAnzahl: 3 },
    { id: 2, name: 'Sperrgepäck', preisCent: 1000, maxAnzahl: 2 },
  ],
  salutations: [
    { id: 1, name: 'Frau', anrede: 'Frau' },
    { id: 2, name: 'Herr', anrede: 'Herr' },
  ],
  paymentTypes: [
    { id: 1, name: 'Kreditkarte', isCard: true },
    { id: 2, name: 'Bar', isCard: false },
  ],
};

export const tripDetailsFixture: TripDetails = {
  kunde: {
    anredeId: 1,
    anrede: 'Frau',
    vorname: 'Erika',
    name: 'Mustermann',
    co: '',
    email: 'erika@example.org',
    mobil: '0151 2345678',
    telefon: '',
  },
  adresse: { strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover', ortsteil: 'Mitte' },
  hinfahrt: {
    datum: '2099-06-01',
    zeit: '08:30',
    flugnummer: 'LH123',
    istFesteZeit: true,
    gepaeckstck: 1,
    weitereAdresse: '',
  },
  mitRueckfahrt: false,
  rueckfahrt: {
    datum: '',
    zeit: '',
    flugnummer: '',
    istFesteZeit: false,
    gepaeckstck: 1,
    weitereAdresse: '',
  },
};

/** The draft as the server answers after saving: ids, voucher and access token. */
export function savedFixture(
  booking: Booking,
  zahlungsstatus: 'offen' | 'bezahlt' = 'offen',
): Booking {
  return {
    ...booking,
    istNeu: false,
    buchungStamm: {
      ...booking.buchungStamm,
      id: 41,
      voucher: 'PB-000041',
      zugriffsToken: 'secret-token',
      zahlungsstatus,
    },
  };
}
