import { describe, expect, it } from 'vitest';
import { paramsOfFilter, rideFilterSchema, rideQueryOf } from './ride-filter';

const filter = { suche: '', von: '', bis: '', status: 'aktiv', sortierung: 'datumAuf' } as const;
const messages = (values: Record<string, string>) => {
  const result = rideFilterSchema.safeParse({ ...filter, ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('rideFilterSchema', () => {
  it('accepts empty dates and real ones, in either order of filling', () => {
    expect(messages({ von: '2026-12-01', bis: '2026-12-01' })).toEqual({});
    expect(messages({ bis: '2026-12-01' })).toEqual({});
  });

  it('names a date it cannot read and an end before the start at their fields', () => {
    expect(messages({ von: '31.31.2026' })).toEqual({ von: 'validation.invalidDate' });
    expect(messages({ von: '2026-02-30' })).toEqual({ von: 'validation.invalidDate' });
    expect(messages({ von: '2026-12-02', bis: '2026-12-01' })).toEqual({
      bis: 'company.rides.toBeforeFrom',
    });
  });
});

describe('rideQueryOf and paramsOfFilter', () => {
  it('reads the URL with defaults and drops what is not valid', () => {
    expect(
      rideQueryOf(
        new URLSearchParams('von=2026-13-01&bis=2026-12-24&status=x&sortierung=name&seite=-2'),
      ),
    ).toEqual({
      suche: '',
      von: '',
      bis: '2026-12-24',
      status: 'aktiv',
      sortierung: 'name',
      seite: 1,
    });
  });

  it('writes a filter as the first page without empty values', () => {
    expect(paramsOfFilter({ ...filter, suche: 'albers', von: '2026-12-01' }).toString()).toBe(
      'suche=albers&von=2026-12-01&status=aktiv&sortierung=datumAuf',
    );
  });
});
