import { describe, expect, it } from 'vitest';
import { firstErrors } from '../../../../tests/support/schema-errors';
import { destinationSchema } from './destination-step';

const schema = destinationSchema(() => new Date('2030-06-15T10:00:00Z')); // 12:00 in Berlin
const errors = (values: Record<string, unknown>) => firstErrors(schema, values);
const valid = {
  richtung: 'zumFlughafen',
  flughafen: 'HAJ',
  strasse: ' Musterweg 3 ',
  plz: '30159',
  ort: 'Hannover',
  ortsteil: '',
  datum: '2030-06-16',
  zeit: '08:00',
  erw: '1',
  kind: '0',
};

describe('the wizard’s destination step schema', () => {
  it('accepts a destination and trims the address', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, strasse: 'Musterweg 3' });
  });

  it('has a translated message for each problem', () => {
    expect(
      errors({ ...valid, flughafen: '', strasse: '', plz: 'x', datum: '', zeit: '8' }),
    ).toEqual({
      flughafen: 'validation.requiredSelect',
      strasse: 'validation.required',
      plz: 'validation.postcode',
      datum: 'validation.required',
      zeit: 'validation.invalidTime',
    });
    expect(errors({ ...valid, erw: '0', kind: '9' })).toEqual({
      erw: 'validation.range',
      kind: 'validation.range',
    });
    expect(errors({ ...valid, erw: '0', kind: '8' })).toEqual({ erw: 'validation.range' });
    expect(errors({ ...valid, erw: '-3', kind: '-1' })).toEqual({
      erw: 'validation.range',
      kind: 'validation.range',
    });
    expect(errors({ ...valid, erw: 'x', kind: '' })).toEqual({
      erw: 'validation.integer',
      kind: 'validation.required',
    });
    expect(errors({ ...valid, erw: '8', kind: '1' })).toEqual({ kind: 'validation.maxPassengers' });
    expect(errors({ ...valid, datum: '2030-06-15', zeit: '11:00' })).toEqual({
      zeit: 'validation.pastDateTime',
    });
    expect(errors({ ...valid, datum: '2030-06-15', zeit: '12:20' })).toEqual({
      zeit: 'validation.leadTime',
    });
  });
});
