import { describe, expect, it } from 'vitest';
import { draftFixture } from '../../machines/shared/test-fixtures';
import {
  bookingSchema,
  createBooking,
  keepWhatStillFits,
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
      preis: { betragCent: 4900, waehrung: 'EUR' },
    };
    const tracking = {
      voucher: 'ABCD234567',
      flughafen: 'HAJ',
      richtung: 'zumFlughafen',
      erw: 1,
      kind: 0,
      storniert: false,
      preis: { betragCent: 4900, waehrung: 'EUR' },
      extrasPreis: { betragCent: 0, waehrung: 'EUR' },
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

describe('a new request while a draft is filled in (keepWhatStillFits)', () => {
  const street = { strasse: 'Kröpcke 1', ortsteil: 'Mitte' };
  const filledIn = (): Booking => {
    const base = draftFixture({
      transferArtId: 2,
      mitRueckfahrt: true,
      extras: [{ id: 1, anzahl: 2 }],
      zahlungsartId: 1,
    });
    return {
      ...base,
      kundeStamm: { ...base.kundeStamm, vorname: 'Erika', name: 'Muster', email: 'e@example.org' },
      kundeAdresse: { ...base.kundeAdresse, ...street },
      hinfahrt: {
        ...base.hinfahrt,
        flugnummer: 'LH123',
        gepaeckstck: 3,
        istFesteZeit: true,
        buchungAdresse: { ...base.hinfahrt.buchungAdresse, ...street },
      },
      rueckfahrt: {
        ...base.rueckfahrt,
        datum: '2099-06-08',
        zeit: '18:00',
        buchungAdresse: { ...base.rueckfahrt.buchungAdresse, ...street },
      },
    };
  };
  // The fixture's trip: to Hannover airport (HAJ) from 30159 Hannover, one adult.
  const request = (
    change: Partial<Pick<Booking, 'richtung' | 'flughafen' | 'erw'>> & {
      plz?: string;
      ort?: string;
    } = {},
  ) =>
    createBooking({
      language: 'de',
      richtung: change.richtung ?? 'zumFlughafen',
      flughafen: change.flughafen ?? 'HAJ',
      plz: change.plz ?? '30159',
      ort: change.ort ?? 'Hannover',
      datum: '2099-06-02',
      zeit: '07:45',
      erw: change.erw ?? 1,
      kind: 0,
    });

  it('a new date and time: everything else stays, the tariff too', () => {
    const previous = filledIn();
    const next = keepWhatStillFits(previous, request());
    expect(next.kundeStamm).toEqual(previous.kundeStamm);
    expect(next.kundeAdresse).toEqual(previous.kundeAdresse);
    expect(next).toMatchObject({
      transferArtId: 2,
      extras: [{ id: 1, anzahl: 2 }],
      zahlungsartId: 1,
      mitRueckfahrt: true,
    });
    expect(next.hinfahrt).toEqual({ ...previous.hinfahrt, datum: '2099-06-02', zeit: '07:45' });
    expect(next.rueckfahrt).toEqual(previous.rueckfahrt);
  });

  it('more passengers: the tariff is chosen again (its seats and price), the rest stays', () => {
    const next = keepWhatStillFits(filledIn(), request({ erw: 3 }));
    expect(next).toMatchObject({ erw: 3, transferArtId: null, mitRueckfahrt: true });
    expect(next.extras).toEqual([{ id: 1, anzahl: 2 }]);
    expect(next.hinfahrt).toMatchObject({ flugnummer: 'LH123', gepaeckstck: 3 });
  });

  it('another town keeps who travels and the rides, but not the street nor the tariff', () => {
    const next = keepWhatStillFits(filledIn(), request({ plz: '30827', ort: 'Garbsen' }));
    expect(next.kundeStamm.vorname).toBe('Erika');
    expect(next.kundeAdresse).toMatchObject({ plz: '30827', ort: 'Garbsen', strasse: '' });
    expect(next.hinfahrt.buchungAdresse).toMatchObject({ plz: '30827', strasse: '' });
    expect(next.rueckfahrt.buchungAdresse).toMatchObject({ plz: '30827', strasse: '' });
    expect(next).toMatchObject({ transferArtId: null, mitRueckfahrt: true });
    expect(next.hinfahrt).toMatchObject({ flugnummer: 'LH123', datum: '2099-06-02' });
  });

  it('another airport or direction is another trip: only who travels (and the street) stays', () => {
    for (const change of [{ flughafen: 'BER' as const }, { richtung: 'vomFlughafen' as const }]) {
      const previous = filledIn();
      const next = keepWhatStillFits(previous, request(change));
      expect(next.kundeStamm).toEqual(previous.kundeStamm);
      expect(next.kundeAdresse).toEqual(previous.kundeAdresse);
      expect(next).toMatchObject({ transferArtId: null, mitRueckfahrt: false, extras: [] });
      expect(next.hinfahrt).toMatchObject({ datum: '2099-06-02', zeit: '07:45', flugnummer: '' });
    }
  });

  it("passes nothing on from a booked draft, a company's draft or none", () => {
    const fresh = request();
    const booked = filledIn();
    booked.buchungStamm = { ...booked.buchungStamm, voucher: 'ABCD234567' };
    const company = filledIn();
    company.buchungStamm = { ...company.buchungStamm, istPrivat: false, firmenId: 52460 };
    for (const previous of [booked, company, null])
      expect(keepWhatStillFits(previous, fresh)).toBe(fresh);
  });
});
