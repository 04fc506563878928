import { describe, expect, it } from 'vitest';
import { draftFixture } from '../../machines/shared/test-fixtures';
import {
  bookingSchema,
  createBooking,
  keepTravellerOf,
  kundeAdresseSchema,
  legSchema,
  newLeg,
  type Booking,
} from './booking';
import { bookingTrackingSchema } from './booking-tracking';
import { companySessionSchema } from './company';
import { paymentSessionSchema } from './payment';

/** Every issue as "path code", the way the server's field errors and the tests read them. */
function problems(result: { success: boolean; error?: { issues: readonly Issue[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')} ${issue.code}`);
}
interface Issue {
  path: PropertyKey[];
  code: string;
}

const draft = draftFixture();

describe('the booking shape (zod/mini)', () => {
  it('reads a draft stored before the defaulted fields existed, with their defaults', () => {
    const { hinfahrt, kundeStamm, kundeAdresse, buchungStamm } = draft;
    const old = {
      ...draft,
      buchungStamm: { ...buchungStamm, id: undefined, voucher: undefined },
      kundeStamm: { vorname: 'Eva', name: 'Ernst', email: '' },
      kundeAdresse: { plz: kundeAdresse.plz, ort: kundeAdresse.ort },
      hinfahrt: {
        art: hinfahrt.art,
        datum: hinfahrt.datum,
        zeit: hinfahrt.zeit,
        istFesteZeit: true,
        gepaeckstck: 1,
        buchungAdresse: { strasse: '', plz: '30159', ort: 'Hannover' },
      },
    };
    const read = bookingSchema.parse(old);
    expect(read.buchungStamm).toMatchObject({ id: null, voucher: null });
    expect(read.kundeStamm).toEqual({ ...kundeStamm, vorname: 'Eva', name: 'Ernst' });
    expect(read.kundeAdresse).toEqual({ ...kundeAdresse, strasse: '', ortsteil: '' });
    expect(read.hinfahrt).toEqual({
      ...newLeg('Abholung'),
      datum: hinfahrt.datum,
      zeit: hinfahrt.zeit,
      istFesteZeit: true,
      gepaeckstck: 1,
      buchungAdresse: { strasse: '', plz: '30159', ort: 'Hannover', ortsteil: '' },
    });
    expect('idempotencyKey' in read).toBe(false);
  });

  it('keeps what is given over the defaults and drops unknown keys', () => {
    const leg = { ...newLeg('Rückfahrt'), id: 4, statusId: 3, extra: 'x' };
    expect(legSchema.parse(leg)).toEqual({ ...newLeg('Rückfahrt'), id: 4, statusId: 3 });
  });

  it('checks ids, counts and lengths with the same issues as before', () => {
    const bad = {
      ...draft,
      erw: 0,
      kind: 1.5,
      transferArtId: 0,
      extras: Array.from({ length: 21 }, () => ({ id: 1, anzahl: 10 })).slice(0, 1),
      zahlungsartId: 2 ** 31,
      buchungStamm: { ...draft.buchungStamm, voucher: 'x'.repeat(21) },
      hinfahrt: { ...draft.hinfahrt, datum: '20.06.2030', zeit: '24:00', gepaeckstck: -1 },
    };
    expect(problems(bookingSchema.safeParse(bad))).toEqual([
      'erw too_small',
      'kind invalid_type',
      'transferArtId too_small',
      'extras.0.anzahl too_big',
      'zahlungsartId too_big',
      'buchungStamm.voucher too_big',
      'hinfahrt.datum invalid_format',
      'hinfahrt.zeit invalid_format',
      'hinfahrt.gepaeckstck too_small',
    ]);
    // A positive id is more than 0 (not at least 1): the server reports the bound it was given.
    const zeroId = legSchema.safeParse({ ...newLeg('Abholung'), id: 0 });
    expect(zeroId.error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 0 });
  });

  it('allows null only where a value may be missing', () => {
    expect(problems(bookingSchema.safeParse({ ...draft, richtung: null, preis: null }))).toEqual([
      'richtung invalid_value',
    ]);
    expect(kundeAdresseSchema.parse({ id: null, kundeId: null })).toEqual({
      id: null,
      kundeId: null,
      strasse: '',
      plz: '',
      ort: '',
      ortsteil: '',
    });
  });

  it('tracking: a refund is none unless the server sends one', () => {
    const leg = {
      datum: '',
      zeit: '',
      flugnummer: '',
      istFesteZeit: false,
      gepaeckstck: 1,
      statusId: 1,
      plz: '30159',
      ort: 'Hannover',
    };
    const tracking = {
      voucher: 'ABCD234567',
      flughafen: 'HAJ',
      richtung: 'zumFlughafen',
      erw: 1,
      kind: 0,
      storniert: false,
      preis: { betragCent: 4900, waehrung: 'EUR' },
      zahlungsstatus: 'offen',
      fahrgast: { name: 'Ernst', email: 'e***@example.org', mobil: '•••• 4567' },
      hinfahrt: leg,
      rueckfahrt: null,
    };
    expect(bookingTrackingSchema.parse(tracking).erstattung).toBeNull();
    const refund = { status: 'refunded', betragCent: 4900 };
    expect(bookingTrackingSchema.parse({ ...tracking, erstattung: refund }).erstattung).toEqual(
      refund,
    );
    expect(
      problems(bookingTrackingSchema.safeParse({ ...tracking, hinfahrt: { ...leg, datum: 'x' } })),
    ).toEqual(['hinfahrt.datum invalid_format']);
  });

  it('company and payment sessions: whole positive numbers, optional stage', () => {
    const company = {
      firmenId: 10001,
      name: 'Muster GmbH',
      name2: '',
      alsPrivat: false,
      buchungListeAktiv: true,
      kundeListeAktiv: true,
    };
    expect(companySessionSchema.parse(company)).toEqual(company);
    expect(problems(companySessionSchema.safeParse({ ...company, firmenId: 1.5 }))).toEqual([
      'firmenId invalid_type',
    ]);
    const payment = {
      flow: 'privat',
      buchungId: 7,
      voucher: 'ABCD234567',
      token: null,
      redirectUrl: null,
      expiration: null,
    };
    expect(paymentSessionSchema.parse(payment)).toEqual(payment);
    expect(problems(paymentSessionSchema.safeParse({ ...payment, stage: 'elsewhere' }))).toEqual([
      'stage invalid_value',
    ]);
  });
});

describe('a new request while a draft is filled in (keepTravellerOf)', () => {
  const street = { strasse: 'Kröpcke 1', ortsteil: 'Mitte' };
  const filledIn = (): Booking => {
    const base = draftFixture({ transferArtId: 2, mitRueckfahrt: true });
    return {
      ...base,
      kundeStamm: { ...base.kundeStamm, vorname: 'Erika', name: 'Muster', email: 'e@example.org' },
      kundeAdresse: { ...base.kundeAdresse, ...street },
      hinfahrt: {
        ...base.hinfahrt,
        flugnummer: 'LH123',
        buchungAdresse: { ...base.hinfahrt.buchungAdresse, ...street },
      },
      rueckfahrt: {
        ...base.rueckfahrt,
        buchungAdresse: { ...base.rueckfahrt.buchungAdresse, ...street },
      },
    };
  };
  const request = (plz: string, ort: string) =>
    createBooking({
      language: 'de',
      richtung: 'vomFlughafen',
      flughafen: 'BER',
      plz,
      ort,
      datum: '2099-07-02',
      zeit: '17:00',
    });

  it('keeps who travels and, in the same town, the street; the rest is the new request', () => {
    const previous = filledIn();
    const next = keepTravellerOf(previous, request('30159', 'Hannover'));
    expect(next.kundeStamm).toEqual(previous.kundeStamm);
    expect(next.kundeAdresse).toEqual(previous.kundeAdresse);
    expect(next.hinfahrt.buchungAdresse).toEqual(previous.hinfahrt.buchungAdresse);
    expect(next.rueckfahrt.buchungAdresse).toEqual(previous.rueckfahrt.buchungAdresse);
    expect(next).toMatchObject({ richtung: 'vomFlughafen', flughafen: 'BER' });
    expect(next).toMatchObject({ transferArtId: null, mitRueckfahrt: false });
    expect(next.hinfahrt).toMatchObject({ datum: '2099-07-02', zeit: '17:00', flugnummer: '' });
  });

  it('in another town keeps who travels but not the street', () => {
    const next = keepTravellerOf(filledIn(), request('28195', 'Bremen'));
    expect(next.kundeStamm.vorname).toBe('Erika');
    expect(next.kundeAdresse).toMatchObject({ plz: '28195', ort: 'Bremen', strasse: '' });
    expect(next.hinfahrt.buchungAdresse).toMatchObject({ plz: '28195', strasse: '' });
  });

  it("passes nothing on from a booked draft, a company's draft or none", () => {
    const fresh = request('30159', 'Hannover');
    const booked = filledIn();
    booked.buchungStamm = { ...booked.buchungStamm, voucher: 'ABCD234567' };
    const company = filledIn();
    company.buchungStamm = { ...company.buchungStamm, istPrivat: false, firmenId: 52460 };
    for (const previous of [booked, company, null])
      expect(keepTravellerOf(previous, fresh)).toBe(fresh);
  });
});
