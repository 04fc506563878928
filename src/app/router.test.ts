import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BOOKING_STEPS, COMPANY_AREA_PATHS } from '../domain/route-paths';
import { routes } from './router';

/** The routes a URL matches, outermost first, each by its path (else '(index)' or '(layout)'). */
const chain = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map(({ route }) =>
    route.index ? '(index)' : (route.path ?? '(layout)'),
  );

describe('the company area hands its outlet to the booking wizard', () => {
  it('matches every wizard step below /buchung in the wizard route inside the area', () => {
    for (const { path } of BOOKING_STEPS) {
      expect(chain(`/buchung/${path}`)).toEqual([
        '(layout)',
        '(layout)',
        'buchung',
        '(layout)',
        path,
      ]);
    }
    expect(chain('/buchung')).toEqual(['(layout)', '(layout)', 'buchung', '(layout)', '(index)']);
  });

  it('matches the list screens beside the wizard, so they do not load it', () => {
    const lists = COMPANY_AREA_PATHS.filter((path) => !BOOKING_STEPS.some((s) => s.path === path));
    expect(lists).toEqual(expect.arrayContaining(['gebuchte-fahrten', 'kunde', 'preisabfrage']));
    for (const path of lists) {
      const url = `/buchung/${path.replace(/:[a-z]+/gi, 'x1')}`;
      expect(chain(url)).toEqual(['(layout)', '(layout)', 'buchung', path]);
    }
  });
});
