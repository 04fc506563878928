import { describe, expect, it } from 'vitest';
import type { Booking } from '../../../domain/booking';
import { priceChangeOf, priceChangeText } from './price-change';

type Priced = Pick<Booking, 'preis' | 'hinfahrt' | 'rueckfahrt'>;

const at = (plz: string, ort: string, betragCent: number | null): Priced =>
  ({
    preis: betragCent === null ? null : { betragCent, waehrung: 'EUR' },
    hinfahrt: { buchungAdresse: { strasse: 'Weg 1', plz, ort, ortsteil: '' } },
    rueckfahrt: {
      buchungAdresse: { strasse: 'Weg 1', plz: '30159', ort: 'Hannover', ortsteil: '' },
    },
  }) as unknown as Priced;

describe('priceChangeOf', () => {
  it('gives the old and new total and the new place when the address moved the total', () => {
    expect(
      priceChangeOf(at('30159', 'Hannover', 8620), at('80331', 'München', 284260), 'hinfahrt'),
    ).toEqual({ beforeCent: 8620, afterCent: 284260, place: '80331 München', ride: null });
  });

  it('names no place when the address stayed (another date or luggage moved the total)', () => {
    expect(
      priceChangeOf(at('30159', 'Hannover', 8620), at('30159', 'Hannover', 9620), 'hinfahrt'),
    ).toEqual({ beforeCent: 8620, afterCent: 9620, place: null, ride: null });
  });

  it('is null when the total stayed or is not known', () => {
    expect(
      priceChangeOf(at('30159', 'Hannover', 8620), at('30161', 'Hannover', 8620), 'hinfahrt'),
    ).toBeNull();
    expect(
      priceChangeOf(at('30159', 'Hannover', null), at('80331', 'München', 284260), 'hinfahrt'),
    ).toBeNull();
  });

  it('names the moved ride’s own price before and after, when both are known (0026)', () => {
    const priced = (booking: Priced, cent: number): Priced => ({
      ...booking,
      hinfahrt: { ...booking.hinfahrt, preis: { betragCent: cent, waehrung: 'EUR' } },
    });
    expect(
      priceChangeOf(
        priced(at('30159', 'Hannover', 8620), 4310),
        priced(at('80331', 'München', 146620), 142310),
        'hinfahrt',
      ),
    ).toEqual({
      beforeCent: 8620,
      afterCent: 146620,
      place: '80331 München',
      ride: { leg: 'hinfahrt', beforeCent: 4310, afterCent: 142310 },
    });
  });
});

describe('priceChangeText', () => {
  const t = ((key: string, values: Record<string, string>) =>
    `${key} ${JSON.stringify(values)}`) as unknown as Parameters<typeof priceChangeText>[0];
  const change = { beforeCent: 8620, afterCent: 284260, place: '80331 München', ride: null };
  it('says a saved change, or asks before saving, with the totals in the language', () => {
    expect(priceChangeText(t, change, 'de')).toBe(
      'company.edit.priceChangedPlace {"before":"86,20\u00a0€","after":"2.842,60\u00a0€","place":"80331 München"}',
    );
    expect(priceChangeText(t, { ...change, place: null }, 'en', 'ask')).toBe(
      'company.edit.confirmPrice.text {"before":"€86.20","after":"€2,842.60"}',
    );
  });

  it('names the ride whose price the new place changes', () => {
    const ride = { leg: 'rueckfahrt' as const, beforeCent: 4310, afterCent: 280000 };
    expect(priceChangeText(t, { ...change, ride }, 'de', 'ask')).toBe(
      'company.edit.confirmPrice.textRide {"before":"86,20\u00a0€","after":"2.842,60\u00a0€","place":"80331 München","ride":"company.edit.rideName.rueckfahrt undefined","rideBefore":"43,10\u00a0€","rideAfter":"2.800,00\u00a0€"}',
    );
  });
});
