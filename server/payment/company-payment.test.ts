import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

/*
 * The payment module mounted in the real app (server/app.ts via mountPayment): a company that
 * pays by card pays its booking with its session cookie, and nobody else can.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function futureDay(days = 20): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

function companyBooking(firmenId: number) {
  const address = { strasse: 'Messeallee 1', plz: '30521', ort: 'Hannover', ortsteil: '' };
  const leg = (art: 'Abholung' | 'Rückfahrt', datum: string) => ({
    id: null,
    art,
    datum,
    zeit: datum ? '09:15' : '',
    flugnummer: datum ? 'LH456' : '',
    istFesteZeit: true,
    gepaeckstck: 1,
    weitereAdresse: '',
    statusId: 1,
    buchungAdresse: address,
  });
  return {
    istNeu: true,
    erw: 1,
    kind: 0,
    richtung: 'zumFlughafen',
    flughafen: 'HAJ',
    transferArtId: 1,
    extras: [],
    zahlungsartId: 1,
    mitRueckfahrt: false,
    preis: null,
    buchungStamm: {
      id: null,
      voucher: null,
      sprach: 'de',
      firmenId,
      istPrivat: false,
      zugriffsToken: null,
      zahlungsstatus: null,
    },
    kundeStamm: {
      id: null,
      firmenId,
      anrede: '',
      anredeId: 1,
      vorname: 'Jonas',
      name: 'Reisender',
      co: '',
      email: 'jonas@example.org',
      mobil: '',
      telefon: '',
      kst: '',
      bereich: '',
    },
    kundeAdresse: { ...address, id: null, kundeId: null },
    hinfahrt: leg('Abholung', futureDay()),
    rueckfahrt: leg('Rückfahrt', ''),
  };
}

describe('company card payment through the app', () => {
  it('pays with the company session; another company gets 404', async () => {
    const { firmenId } = DEMO_COMPANIES.cardPayer;
    const cookie = await server.login(firmenId);
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: companyBooking(firmenId),
      cookie,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const buchungId = created.body.buchungStamm.id as number;
    expect(created.body.buchungStamm.zahlungsstatus).toBe('offen');

    const other = await server.login(DEMO_COMPANIES.plain.firmenId);
    const refused = await server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
      body: { buchungId, sprache: 'de' },
      cookie: other,
    });
    expect(refused.status).toBe(404);

    const init = await server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
      body: { buchungId, sprache: 'de' },
      cookie,
    });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    expect(init.body.amountCent).toBe(created.body.preis.betragCent);

    const back = await server.app.request(`/sandbox/zahlung/${init.body.token}`, {
      method: 'POST',
      body: new URLSearchParams({ karte: 'success' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(new RegExp(`/zahlung\\?buchung=${buchungId}$`));

    expect(
      (await server.request('GET', `/api/Saferpay/Capture/${init.body.token}`, { cookie: other }))
        .status,
    ).toBe(404);
    const captured = await server.request('GET', `/api/Saferpay/Capture/${init.body.token}`, {
      cookie,
    });
    expect(captured.body).toMatchObject({
      status: 'captured',
      bookingPaid: true,
      alreadyCaptured: false,
    });

    const detail = await server.request(
      'GET',
      `/api/test/bookings/${created.body.buchungStamm.voucher}`,
    );
    expect(detail.body.booking.buchungStamm.zahlungsstatus).toBe('bezahlt');
  });
});
