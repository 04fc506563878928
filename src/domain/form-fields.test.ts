import { describe, expect, it } from 'vitest';
import { draftFixture } from '../../machines/shared/test-fixtures';
import { z } from 'zod/mini';
import { legSchema, type Leg } from './booking';
import {
  addressFromFields,
  legDetailsFromFields,
  legDetailsOf,
  legFieldsOf,
  legFieldsSchema,
  tripDetailsFieldsSchema,
} from './form-fields';

/** What a leg holds that no form edits: set by the server or by the booking around it. */
const NOT_EDITED: (keyof Leg)[] = ['id', 'art', 'statusId', 'buchungAdresse', 'preis'];

/** The form fields a domain leg must have: every edited field, istFesteZeit asked as zeitArt. */
function expectedLegFormKeys(): string[] {
  return Object.keys(legSchema.shape)
    .filter((key) => !NOT_EDITED.includes(key as keyof Leg))
    .map((key) => (key === 'istFesteZeit' ? 'zeitArt' : key))
    .sort();
}

const booking = draftFixture();
const leg: Leg = {
  ...booking.hinfahrt,
  id: 7,
  flugnummer: 'LH123',
  istFesteZeit: false,
  gepaeckstck: 3,
  weitereAdresse: 'Zwischenhalt Lister Meile 2',
  statusId: 2,
};

describe('leg form fields (derived from the domain leg)', () => {
  it('has a field for every leg field a user edits', () => {
    expect(Object.keys(legFieldsSchema(z.string()).shape).sort()).toEqual(expectedLegFormKeys());
    const trip = tripDetailsFieldsSchema(z.string()).shape;
    expect(Object.keys(trip.hinfahrt.shape).sort()).toEqual(expectedLegFormKeys());
    expect(Object.keys(trip.rueckfahrt.shape).sort()).toEqual(expectedLegFormKeys());
  });

  it('shows a leg as text and maps it back unchanged', () => {
    const fields = legFieldsOf(legDetailsOf(leg));
    expect(fields).toEqual({
      datum: '2099-06-01',
      zeit: '08:30',
      flugnummer: 'LH123',
      zeitArt: 'flug',
      gepaeckstck: '3',
      weitereAdresse: 'Zwischenhalt Lister Meile 2',
    });
    expect(Object.keys(fields).sort()).toEqual(expectedLegFormKeys());
    expect({ ...leg, ...legDetailsFromFields(fields) }).toEqual(leg);
  });

  it('keeps only the edited part of a leg', () => {
    expect(Object.keys(legDetailsOf(leg)).sort()).toEqual(
      Object.keys(legSchema.shape)
        .filter((key) => !NOT_EDITED.includes(key as keyof Leg))
        .sort(),
    );
  });

  it('trims typed values, reads numbers and writes flight numbers as the schedule does', () => {
    const typed = {
      ...legFieldsOf(legDetailsOf(leg)),
      flugnummer: ' lh 123 ',
      zeitArt: 'fest' as const,
      gepaeckstck: ' 2 ',
      weitereAdresse: '  Hof 3 ',
    };
    expect(legDetailsFromFields(typed)).toEqual({
      ...legDetailsOf(leg),
      flugnummer: 'LH123',
      istFesteZeit: true,
      gepaeckstck: 2,
      weitereAdresse: 'Hof 3',
    });
  });

  it('trims an address', () => {
    expect(
      addressFromFields({ strasse: ' Kröpcke 1 ', plz: '30159 ', ort: 'Hannover', ortsteil: '' }),
    ).toEqual({ strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover', ortsteil: '' });
  });
});
