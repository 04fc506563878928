import { describe, expect, it } from 'vitest';
import { draftFixture } from '../../machines/shared/test-fixtures';
import { PASSENGER_DRAFT_KEY, passengerDraftFor } from './passenger-draft';
import { bookingStore } from './index';

const typed = { vorname: 'Dora', name: 'Dr', email: 'dora@exa' };

describe('passengerDraftFor (sessionStorage PassagierEntwurf)', () => {
  it('keeps typed values for the same booking state only', () => {
    passengerDraftFor('k1').save(typed);
    expect(passengerDraftFor('k1').read()).toEqual(typed);
    expect(passengerDraftFor('k2').read()).toBeNull();
  });

  it('does not keep input beyond its bounds and never throws', () => {
    const draft = passengerDraftFor('k1');
    draft.save(typed);
    expect(() => draft.save({ ...typed, name: 'x'.repeat(10_000) })).not.toThrow();
    expect(draft.read()).toBeNull();
  });

  it('ignores and removes a stored value that is not text', () => {
    sessionStorage.setItem(PASSENGER_DRAFT_KEY, JSON.stringify({ key: 'k1', values: { name: 7 } }));
    expect(passengerDraftFor('k1').read()).toBeNull();
    expect(sessionStorage.getItem(PASSENGER_DRAFT_KEY)).toBeNull();
  });

  it('goes with the booking draft: clearing Buchung (login, logout) clears it too', () => {
    bookingStore.write(draftFixture());
    passengerDraftFor('k1').save(typed);
    bookingStore.clear();
    expect(sessionStorage.getItem(PASSENGER_DRAFT_KEY)).toBeNull();
  });
});
