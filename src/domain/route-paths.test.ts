import { describe, expect, it } from 'vitest';
import { bookingMachine } from '../../machines/booking.machine';
import { stepRoutesOf } from '../../machines/shared/step-routes';
import { COMPANY_AREA_PATHS, PRIVATE_BOOKING_STEPS, isAppPath, matchAppPath } from './route-paths';

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

describe('the wizards and the route list agree', () => {
  it('every routable step of the private wizard is a route', () => {
    const paths = stepRoutesOf(bookingMachine)
      .filter((step) =>
        [
          'tarifAuswahl',
          'reiseDetails',
          'kreditkarteZahlung',
          'zusammenfassung',
          'status',
        ].includes(step.id),
      )
      .map((step) => step.path);
    expect([...PRIVATE_BOOKING_STEPS]).toEqual(expect.arrayContaining(paths));
  });

  it('every routable step of the company wizard is a route of the company area', () => {
    const paths = stepRoutesOf(bookingMachine).map((step) => step.path);
    expect([...COMPANY_AREA_PATHS]).toEqual(expect.arrayContaining(paths));
  });
});
