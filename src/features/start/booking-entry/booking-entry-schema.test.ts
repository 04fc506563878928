import { describe, expect, it } from 'vitest';
import { firstErrors } from '../../../../tests/support/schema-errors';
import {
  bookingEntrySchema,
  valuesFromQuery,
  type BookingEntryValues,
} from './booking-entry-schema';

const now = () => new Date('2030-06-15T10:00:00Z'); // 12:00 in Berlin
const schema = bookingEntrySchema(now);
const errors = (values: Record<string, unknown>) => firstErrors(schema, values);
const valid: BookingEntryValues = {
  richtung: 'zumFlughafen',
  flughafen: 'HAJ',
  plz: ' 30159 ',
  ort: ' Hannover ',
  datum: '2030-06-15',
  zeit: '12:30',
  erw: '2',
  kind: '1',
};

describe('start page booking request schema', () => {
  it('accepts a request and trims postcode and town', () => {
    expect(schema.parse(valid)).toEqual({ ...valid, plz: '30159', ort: 'Hannover' });
  });

  it('requires every field, with a translated message each', () => {
    const blank = {
      richtung: '',
      flughafen: '',
      plz: '',
      ort: '',
      datum: '',
      zeit: '',
      erw: '',
      kind: '',
    };
    expect(errors(blank)).toEqual({
      richtung: 'validation.requiredSelect',
      flughafen: 'validation.requiredSelect',
      plz: 'validation.required',
      ort: 'validation.required',
      datum: 'validation.required',
      zeit: 'validation.required',
      erw: 'validation.required',
      kind: 'validation.required',
    });
    expect(errors({ ...valid, richtung: null, flughafen: 'XXX' })).toEqual({
      richtung: 'validation.requiredSelect',
      flughafen: 'validation.requiredSelect',
    });
  });

  it('checks formats, ranges, the passenger limit and the past', () => {
    expect(errors({ ...valid, plz: '3015', datum: '2030-02-30', zeit: '7:30' })).toEqual({
      plz: 'validation.postcode',
      datum: 'validation.invalidDate',
      zeit: 'validation.invalidTime',
    });
    expect(errors({ ...valid, erw: '0', kind: '9' })).toEqual({
      erw: 'validation.range',
      kind: 'validation.range',
    });
    expect(errors({ ...valid, erw: '-3', kind: '-1' })).toEqual({
      erw: 'validation.range',
      kind: 'validation.range',
    });
    expect(errors({ ...valid, erw: '5', kind: '4' })).toEqual({ kind: 'validation.maxPassengers' });
    expect(errors({ ...valid, zeit: '11:59' })).toEqual({ zeit: 'validation.pastDateTime' });
    // Inside the operator's lead time (30 minutes, src/domain/pickup.ts): 12:00 now.
    expect(errors({ ...valid, zeit: '12:25' })).toEqual({ zeit: 'validation.leadTime' });
    expect(errors({ ...valid, zeit: '12:30' })).toEqual({});
    expect(errors({ ...valid, datum: '2030-06-14' })).toEqual({
      datum: 'validation.pastDate',
      zeit: 'validation.pastDateTime',
    });
  });
});

describe('valuesFromQuery (a link from the flight information)', () => {
  it('takes each well-formed value and drops the rest', () => {
    const of = (query: string) => valuesFromQuery(new URLSearchParams(query));
    expect(
      of('richtung=vomFlughafen&flughafen=BER&datum=2030-07-01&zeit=12:30&flug=lh%20123'),
    ).toEqual({
      richtung: 'vomFlughafen',
      flughafen: 'BER',
      datum: '2030-07-01',
      zeit: '12:30',
      flug: 'LH123',
    });
    expect(of('richtung=x&flughafen=ber&datum=2030-7-1&zeit=25:00&flug=LH123456')).toEqual({});
    expect(of('')).toEqual({});
  });
});
