import { describe, expect, it } from 'vitest';
import { draftFixture } from '../../../../machines/shared/test-fixtures';
import { legSchema, type Leg } from '../../../domain/booking';
import {
  applyLegEdit,
  legEditSchema,
  legEditValuesOf,
  movesPlace,
  type LegEditValues,
  type OtherRide,
} from './leg-form-schema';

const now = () => new Date('2099-05-01T08:00:00Z');
const booking = draftFixture();
const leg: Leg = {
  ...booking.hinfahrt,
  id: 11,
  istFesteZeit: true,
  buchungAdresse: { strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover', ortsteil: 'Mitte' },
};

describe('the ride editor form (derived from the domain leg)', () => {
  it('edits every leg field a user edits, and the address', () => {
    const edited = Object.keys(legSchema.shape)
      .filter((key) => !['id', 'art', 'statusId', 'buchungAdresse', 'preis'].includes(key))
      .map((key) => (key === 'istFesteZeit' ? 'zeitArt' : key));
    const address = Object.keys(leg.buchungAdresse);
    expect(Object.keys(legEditSchema({ now }).shape).sort()).toEqual(
      [...edited, ...address].sort(),
    );
    expect(Object.keys(legEditValuesOf(leg)).sort()).toEqual([...edited, ...address].sort());
  });

  it('gives a stored leg back unchanged when nothing was edited', () => {
    const values = legEditSchema({ now }).parse(legEditValuesOf(leg));
    expect(applyLegEdit(leg, values)).toEqual(leg);
  });

  it('writes the edit onto the leg, trimmed, with the flight number as the schedule writes it', () => {
    const values = {
      ...legEditValuesOf(leg),
      zeitArt: 'flug' as const,
      flugnummer: 'lh 123',
      gepaeckstck: '4',
      ort: ' Langenhagen ',
    };
    expect(applyLegEdit(leg, legEditSchema({ now }).parse(values))).toEqual({
      ...leg,
      istFesteZeit: false,
      flugnummer: 'LH123',
      gepaeckstck: 4,
      buchungAdresse: { ...leg.buchungAdresse, ort: 'Langenhagen' },
    });
  });

  it('takes the lead time for a moved pickup only, not for one left as it is booked', () => {
    // 10:00 in Berlin (summer time): a pickup at 10:20 is inside the 30 minutes.
    const soon = { ...legEditValuesOf(leg), datum: '2099-05-01', zeit: '10:20' };
    const messageAt = (booked?: { datum: string; zeit: string }) =>
      legEditSchema({ now, booked })
        .safeParse(soon)
        .error?.issues.map((i) => i.message);
    expect(messageAt()).toEqual(['validation.leadTime']);
    expect(messageAt({ datum: '2099-05-01', zeit: '10:15' })).toEqual(['validation.leadTime']);
    expect(messageAt({ datum: '2099-05-01', zeit: '10:20' })).toBeUndefined();
    const past = { ...soon, zeit: '09:55' };
    expect(
      legEditSchema({ now, booked: past })
        .safeParse(past)
        .error?.issues.map((i) => i.message),
    ).toEqual(['validation.pastDateTime']);
  });

  it('keeps the messages of the wizard: flight number for a flight time, luggage range, postcode', () => {
    const result = legEditSchema({ now }).safeParse({
      ...legEditValuesOf(leg),
      zeitArt: 'flug',
      flugnummer: '',
      gepaeckstck: '21',
      plz: '301',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      flugnummer: 'validation.required',
      gepaeckstck: 'validation.range',
      plz: 'validation.postcode',
    });
  });
});

describe('movesPlace', () => {
  const booked = legEditValuesOf(leg);
  it('is true for another postcode or town, whatever the case and spaces', () => {
    expect(movesPlace({ ...booked, plz: '80331' }, booked)).toBe(true);
    expect(movesPlace({ ...booked, ort: 'Laatzen' }, booked)).toBe(true);
    expect(movesPlace({ plz: ` ${booked.plz} `, ort: booked.ort.toUpperCase() }, booked)).toBe(
      false,
    );
  });
});

describe('the order of the two rides', () => {
  const at = (datum: string, zeit: string) => ({ ...legEditValuesOf(leg), datum, zeit });
  const messages = (values: LegEditValues, other?: OtherRide) =>
    legEditSchema({ now, other })
      .safeParse(values)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('keeps an outbound ride at least two hours before the return ride, said at its date', () => {
    const back: OtherRide = { leg: 'rueckfahrt', datum: '2099-05-15', zeit: '17:30' };
    expect(messages(at('2099-05-20', '10:00'), back)).toEqual([
      ['datum', 'validation.outboundAfterReturn'],
    ]);
    expect(messages(at('2099-05-15', '17:30'), back)).toEqual([
      ['datum', 'validation.outboundAfterReturn'],
    ]);
    // Less than two hours before it is too close as well.
    expect(messages(at('2099-05-15', '15:31'), back)).toEqual([
      ['datum', 'validation.outboundAfterReturn'],
    ]);
    expect(messages(at('2099-05-15', '15:30'), back)).toBeUndefined();
    expect(messages(at('2099-05-20', '10:00'))).toBeUndefined();
  });

  it('keeps a return ride at least two hours after the outbound ride', () => {
    const out: OtherRide = { leg: 'hinfahrt', datum: '2099-05-10', zeit: '08:00' };
    expect(messages(at('2099-05-09', '23:00'), out)).toEqual([
      ['datum', 'validation.returnBeforeOutbound'],
    ]);
    expect(messages(at('2099-05-10', '09:00'), out)).toEqual([
      ['datum', 'validation.returnBeforeOutbound'],
    ]);
    expect(messages(at('2099-05-10', '10:00'), out)).toBeUndefined();
  });
});
