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

function expectRedirectTo(result: unknown, location: string) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe(location);
}

const expectRedirectToStart = (result: unknown) => expectRedirectTo(result, '/start');

/** The loader's argument for a company page opened at `path`. */
const at = (path: string) => ({ request: new Request(`http://localhost${path}`) });

/** The start page's company login, saying why and coming back to the page after it. */
const loginFor = (weiter: string | null) =>
  `/start?${weiter ? `weiter=${encodeURIComponent(weiter)}&` : ''}hinweis=anmeldung#firmenlogin`;

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
  it('redirects to the company login on /start with neither a booking nor a company', () => {
    expectRedirectTo(
      requireCompanyArea(at('/buchung/gebuchte-fahrten')),
      loginFor('/buchung/gebuchte-fahrten'),
    );
  });

  it('comes back to a booked ride (a page opened in a new tab)', () => {
    expectRedirectTo(
      requireCompanyArea(at('/buchung/gebuchte-fahrten-bearbeiten/K7XR2M9QPA/3')),
      loginFor('/buchung/gebuchte-fahrten-bearbeiten/K7XR2M9QPA/3'),
    );
    // A trailing slash names the same page.
    expectRedirectTo(requireCompanyArea(at('/buchung/kunde/')), loginFor('/buchung/kunde'));
  });

  it('says why but names no page when the login returns to the entry step', () => {
    expectRedirectTo(requireCompanyArea(at('/buchung')), loginFor(null));
  });

  it('comes back to the page without a query the login may not take along', () => {
    expectRedirectTo(
      requireCompanyArea(at('/buchung/kunde?x=https://evil.example')),
      loginFor('/buchung/kunde'),
    );
  });

  it('redirects to the company login when both values are unreadable', () => {
    sessionStorage.setItem('Buchung', '"x"');
    sessionStorage.setItem('Firma', JSON.stringify({ firmenId: 'DROP TABLE' }));
    expectRedirectTo(
      requireCompanyArea(at('/buchung/neuer-auftrag')),
      loginFor('/buchung/neuer-auftrag'),
    );
  });

  it('lets a company through', () => {
    companyStore.write(company);
    expect(requireCompanyArea(at('/buchung/neuer-auftrag'))).toBeNull();
  });

  it('lets a booking through', () => {
    bookingStore.write(booking());
    expect(requireCompanyArea(at('/buchung/reise-details'))).toBeNull();
  });
});
