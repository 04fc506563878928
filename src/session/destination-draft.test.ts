import { describe, expect, it } from 'vitest';
import { draftFixture } from '../../machines/shared/test-fixtures';
import {
  DESTINATION_DRAFT_KEY,
  destinationDraftFor,
  type DestinationDraftValues,
} from './destination-draft';
import { bookingStore } from './index';

const values: DestinationDraftValues = {
  richtung: 'zumFlughafen',
  flughafen: 'HAM',
  strasse: 'Ballindamm 7',
  plz: '2009',
  ort: 'Hamburg',
  ortsteil: '',
  datum: '2026-12-24',
  zeit: '17:1',
  erw: '2',
  kind: '0',
};

describe('destinationDraftFor (sessionStorage ReisezielEntwurf)', () => {
  it('keeps typed values for the same booking state, also incomplete ones', () => {
    destinationDraftFor('k1').save(values);
    expect(destinationDraftFor('k1').read()).toEqual(values);
    expect(destinationDraftFor('k2').read()).toBeNull();
  });

  it('does not keep input beyond its bounds and never throws', () => {
    const draft = destinationDraftFor('k1');
    draft.save(values);
    expect(() => draft.save({ ...values, ort: 'x'.repeat(10_000) })).not.toThrow();
    expect(draft.read()).toBeNull();
  });

  it.each([
    ['not JSON', '{nope'],
    ['an unknown direction', JSON.stringify({ key: 'k1', values: { ...values, richtung: 'x' } })],
    ['a number for a street', JSON.stringify({ key: 'k1', values: { ...values, strasse: 7 } })],
  ])('ignores and removes a stored value that is %s', (_, raw) => {
    sessionStorage.setItem(DESTINATION_DRAFT_KEY, raw);
    expect(destinationDraftFor('k1').read()).toBeNull();
    expect(sessionStorage.getItem(DESTINATION_DRAFT_KEY)).toBeNull();
  });

  it('goes with the booking draft: clearing Buchung (login, logout) clears it too', () => {
    bookingStore.write(draftFixture());
    destinationDraftFor('k1').save(values);
    bookingStore.clear();
    expect(sessionStorage.getItem(DESTINATION_DRAFT_KEY)).toBeNull();
  });
});
