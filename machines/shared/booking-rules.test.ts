import { describe, expect, it } from 'vitest';
import { LEG_STATUS } from '../../src/domain/constants';
import { priceOf } from './booking-rules';
import { draftFixture, optionsFixture } from './test-fixtures';

describe('priceOf', () => {
  const prices = [{ transferArtId: 1, betragCent: 3900 }];
  const extras = [{ ...optionsFixture.extras[0]!, id: 1, preisCent: 500 }];
  const roundTrip = {
    ...draftFixture({ transferArtId: 1 }),
    mitRueckfahrt: true,
    extras: [{ id: 1, anzahl: 2 }],
  };

  it('charges each ride and the extras once', () => {
    expect(priceOf(roundTrip, prices, extras)).toEqual({
      legCent: 3900,
      legs: 2,
      extrasCent: 1000,
      totalCent: 8800,
    });
  });

  it('does not charge a cancelled ride (the server prices it so)', () => {
    const cancelled = {
      ...roundTrip,
      rueckfahrt: { ...roundTrip.rueckfahrt, statusId: LEG_STATUS.storniert },
    };
    expect(priceOf(cancelled, prices, extras)).toMatchObject({ legs: 1, totalCent: 4900 });
  });
});
