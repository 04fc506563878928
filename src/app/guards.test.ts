import { describe, expect, it } from 'vitest';
import { createBooking } from '../domain/booking';
import { bookingStore, companyStore } from '../session';
import { requireCompanyArea, requirePrivateBooking } from './guards';

const booking = () =>
  createBooking({
    language: 'de',
    richtung: 'vomFlughafen',
    flughafen: 'HAM',
    plz: '20095',
    ort: 'Hamburg',
    datum: '2030-01-02',
    zeit: '10:00',
  });

const company = {
  firmenId: 1234,
  name: 'Beispiel GmbH',
  name2: '',
  alsPrivat: false,
  buchungListeAktiv: true,
  kundeListeAktiv: true,
};

function expectRedirectToStart(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe('/start');
}

describe('requirePrivateBooking (/privat-buchung/*)', () => {
  it('redirects to /start without a booking', () => {
    expectRedirectToStart(requirePrivateBooking());
  });

  it('redirects to /start with only a company', () => {
    companyStore.write(company);
    expectRedirectToStart(requirePrivateBooking());
  });

  it('redirects to /start (and drops the value) when the booking is unreadable', () => {
    sessionStorage.setItem('Buchung', '{broken');
    expectRedirectToStart(requirePrivateBooking());
    expect(sessionStorage.getItem('Buchung')).toBeNull();
  });

  it('lets a valid booking through', () => {
    bookingStore.write(booking());
    expect(requirePrivateBooking()).toBeNull();
  });
});

describe('requireCompanyArea (/buchung/*)', () => {
  it('redirects to /start with neither a booking nor a company', () => {
    expectRedirectToStart(requireCompanyArea());
  });

  it('redirects to /start when both values are unreadable', () => {
    sessionStorage.setItem('Buchung', '"x"');
    sessionStorage.setItem('Firma', JSON.stringify({ firmenId: 'DROP TABLE' }));
    expectRedirectToStart(requireCompanyArea());
  });

  it('lets a company through', () => {
    companyStore.write(company);
    expect(requireCompanyArea()).toBeNull();
  });

  it('lets a booking through', () => {
    bookingStore.write(booking());
    expect(requireCompanyArea()).toBeNull();
  });
});
