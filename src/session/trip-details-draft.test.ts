import { describe, expect, it } from 'vitest';
import { draftFixture } from '../../machines/shared/test-fixtures';
import { legSchema } from '../domain/booking';
import { legDetailsOf, legFieldsOf } from '../domain/form-fields';
import { bookingStore } from './index';
import {
  TRIP_DETAILS_DRAFT_KEY,
  tripDetailsDraftFor,
  tripDetailsDraftStore,
  type TripDetailsDraftValues,
} from './trip-details-draft';

const booking = draftFixture();
/** A new booking's outbound leg as the form shows it: every field the domain leg has. */
const leg = { ...legFieldsOf(legDetailsOf(booking.hinfahrt)), zeitArt: 'fest' as const };
const values: TripDetailsDraftValues = {
  anredeId: '1',
  vorname: 'Erika',
  name: 'Muster',
  co: '',
  email: 'erika@',
  mobil: '',
  telefon: '',
  strasse: 'Kröpcke 1',
  plz: '30159',
  ort: 'Hannover',
  ortsteil: '',
  hinfahrt: leg,
  mitRueckfahrt: false,
  rueckfahrt: { ...leg, datum: '', zeit: '' },
};

describe('tripDetailsDraftFor (sessionStorage ReiseDetailsEntwurf)', () => {
  it('keeps typed values for the same wizard and booking state, also incomplete ones', () => {
    tripDetailsDraftFor('privat', 'k1').save(values);
    expect(tripDetailsDraftFor('privat', 'k1').read()).toEqual({ values, extra: undefined });
  });

  it('keeps every field of a domain leg: none is dropped on reload', () => {
    tripDetailsDraftFor('privat', 'k1').save(values);
    const kept = tripDetailsDraftFor('privat', 'k1').read()!.values.hinfahrt;
    expect(kept).toEqual(leg);
    // Each leg field a user edits (ids, kind, status and address aside; istFesteZeit as zeitArt).
    const edited = Object.keys(legSchema.shape)
      .filter((key) => !['id', 'art', 'statusId', 'buchungAdresse', 'preis'].includes(key))
      .map((key) => (key === 'istFesteZeit' ? 'zeitArt' : key));
    expect(Object.keys(kept).sort()).toEqual(edited.sort());
  });

  it('keeps the company fields next to the form', () => {
    tripDetailsDraftFor('firma', 'k1').save(values, { kst: 'WM-7100', bereich: 'Entwicklung' });
    expect(tripDetailsDraftFor('firma', 'k1').read()?.extra).toEqual({
      kst: 'WM-7100',
      bereich: 'Entwicklung',
    });
  });

  it('gives nothing for another wizard or another booking state', () => {
    tripDetailsDraftFor('privat', 'k1').save(values);
    expect(tripDetailsDraftFor('firma', 'k1').read()).toBeNull();
    expect(tripDetailsDraftFor('privat', 'k2').read()).toBeNull();
  });

  it('clears', () => {
    const draft = tripDetailsDraftFor('privat', 'k1');
    draft.save(values);
    draft.clear();
    expect(draft.read()).toBeNull();
    expect(sessionStorage.getItem(TRIP_DETAILS_DRAFT_KEY)).toBeNull();
  });

  it('does not keep input beyond its bounds and never throws', () => {
    const draft = tripDetailsDraftFor('privat', 'k1');
    draft.save(values);
    expect(() => draft.save({ ...values, vorname: 'x'.repeat(10_000) })).not.toThrow();
    expect(draft.read()).toBeNull();
  });

  it.each([
    ['not JSON', '{nope'],
    ['a string', '"Erika"'],
    ['an array', '[1,2]'],
    ['another flow', JSON.stringify({ flow: 'admin', key: 'k1', values })],
    [
      'a number for a name',
      JSON.stringify({ flow: 'privat', key: 'k1', values: { ...values, vorname: 42 } }),
    ],
    [
      'an unknown time kind',
      JSON.stringify({
        flow: 'privat',
        key: 'k1',
        values: { ...values, hinfahrt: { ...leg, zeitArt: 'jetzt' } },
      }),
    ],
    [
      'a missing leg',
      JSON.stringify({ flow: 'privat', key: 'k1', values: { ...values, rueckfahrt: undefined } }),
    ],
    [
      'a huge value',
      JSON.stringify({
        flow: 'privat',
        key: 'k1',
        values: { ...values, ort: 'x'.repeat(300_000) },
      }),
    ],
  ])('ignores and removes a stored value that is %s', (_, raw) => {
    sessionStorage.setItem(TRIP_DETAILS_DRAFT_KEY, raw);
    expect(tripDetailsDraftFor('privat', 'k1').read()).toBeNull();
    expect(sessionStorage.getItem(TRIP_DETAILS_DRAFT_KEY)).toBeNull();
  });

  it('strips unknown properties such as __proto__ and keeps script tags as plain text', () => {
    const hostile = `{"flow":"privat","key":"k1","__proto__":{"admin":true},"values":${JSON.stringify({ ...values, vorname: '<script>alert(1)</script>' }).replace(/}$/, ',"__proto__":{"x":1}}')}}`;
    sessionStorage.setItem(TRIP_DETAILS_DRAFT_KEY, hostile);
    const read = tripDetailsDraftFor('privat', 'k1').read()!;
    expect(read.values.vorname).toBe('<script>alert(1)</script>');
    expect(Object.keys(read.values)).not.toContain('__proto__');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('goes with the booking draft: clearing Buchung (login, logout) clears it too', () => {
    bookingStore.write(booking);
    tripDetailsDraftFor('privat', 'k1').save(values);
    bookingStore.clear();
    expect(bookingStore.read()).toBeNull();
    expect(tripDetailsDraftStore.read()).toBeNull();
  });
});
