import { describe, expect, it } from 'vitest';
import { bookingMachine } from '../../machines/booking.machine';
import { stepRoutesOf } from '../../machines/shared/step-routes';
import {
  BOOKING_STEPS,
  COMPANY_AREA_PATHS,
  PRIVATE_BOOKING_STEPS,
  isAppPath,
  matchAppPath,
} from './route-paths';

describe('matchAppPath', () => {
  it.each([
    ['/', '/'],
    ['/start', '/start'],
    ['/START/', '/start'],
    ['/flugauskunft', '/flugauskunft'],
    ['/privat-buchung', '/privat-buchung'],
    ['/privat-buchung/reise-details', '/privat-buchung/reise-details'],
    [
      '/buchung/gebuchte-fahrten-bearbeiten/V123/7',
      '/buchung/gebuchte-fahrten-bearbeiten/:voucher/:id',
    ],
    ['/buchung/bearbeiten/abc-def', '/buchung/bearbeiten/:externeId'],
    ['/login/x1/52460/start.html', '/login/:externeId/:firmenId/start.html'],
  ])('%s is the route %s', (pathname, pattern) => {
    expect(matchAppPath(pathname)).toBe(pattern);
  });

  it.each([
    '/gibt-es-nicht',
    '/start/unbekannt',
    '/a/b/c.html',
    '/privat-buchung/unbekannt',
    '/buchung/bearbeiten',
    '/buchung/gebuchte-fahrten-bearbeiten/V123',
    '/login/x1/52460/index.html',
    '/index.html',
  ])('%s is no route of the app', (pathname) => {
    expect(isAppPath(pathname)).toBe(false);
  });
});

describe('the booking steps are written once', () => {
  it('the machine routes exactly the steps of the table, with their paths', () => {
    expect(stepRoutesOf(bookingMachine)).toEqual(
      BOOKING_STEPS.map((step) => ({ id: step.id, path: step.path })),
    );
  });

  it('the private wizard has the steps from the tariff on; the company area has them all', () => {
    expect(PRIVATE_BOOKING_STEPS).toEqual([
      'tarif-auswahl',
      'reise-details',
      'kreditkarte-zahlung',
      'zusammenfassung',
      'status',
    ]);
    expect(COMPANY_AREA_PATHS).toEqual(
      expect.arrayContaining(BOOKING_STEPS.map((step) => step.path)),
    );
    expect(isAppPath('/buchung/neuer-auftrag')).toBe(true);
    expect(isAppPath('/privat-buchung/neuer-auftrag')).toBe(false);
  });
});
