import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKINGS, DEMO_COMPANIES } from '../db/seed-fixtures';
import { MTU_ROUTE_TARIFFS } from '../db/seed-reference';
import { startTestServer, type TestServer } from '../testing/test-server';
import { companyBookingDraft, newKey, privateBookingDraft } from '../testing/booking-drafts';

// A company is quoted and books from its own airports only (company_airports, the list of
// GET /Firma/Flughafen/{firmenId}): any other is a 400 with a field error naming the airport.
// A booking keeps its stored airport even if the company's list changes later.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** 51632 serves Bremen and Hamburg only. */
const BREMEN_HAMBURG = DEMO_COMPANIES.hiddenB;

const refusedAirport = (path: string) => ({
  code: 'validation',
  fieldErrors: [{ path, code: 'unknownValue', message: 'Dieser Wert ist nicht zulässig.' }],
});

async function countBookings(): Promise<number> {
  const res = await server.database.db.execute('SELECT count(*)::int AS n FROM bookings');
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/** A booking of `firmenId` from `flughafen` to Hannover, one ride, on account. */
function companyDraft(firmenId: number, flughafen: string) {
  return companyBookingDraft(firmenId, { flughafen, mitRueckfahrt: false });
}

async function create(firmenId: number, flughafen: string, cookie: string) {
  return server.request('POST', '/api/Buchung/Neu', {
    body: companyDraft(firmenId, flughafen),
    cookie,
    headers: { 'Idempotency-Key': newKey() },
  });
}

describe('the demo data', () => {
  it('books and prices every demo company from its own airports', () => {
    const companies = Object.values(DEMO_COMPANIES);
    const airportsOf = (firmenId: number) =>
      companies.find((company) => company.firmenId === firmenId)?.flughaefen ?? [];
    for (const booking of Object.values(DEMO_BOOKINGS))
      if (booking.firmenId !== null)
        expect(airportsOf(booking.firmenId), booking.voucher).toContain(booking.flughafen);
    for (const tariff of MTU_ROUTE_TARIFFS)
      expect(airportsOf(DEMO_COMPANIES.mtu.firmenId)).toContain(tariff.flughafen);
  });
});

describe('GET /Preis/FirmaHaj from the company airports only', () => {
  it('quotes from a served airport and refuses any other (400 on query.flughafen)', async () => {
    const { firmenId } = BREMEN_HAMBURG;
    const cookie = await server.login(firmenId);
    const zone = (query: string) =>
      server.request('GET', `/api/Preis/FirmaHaj/${firmenId}/30159${query}`, { cookie });
    for (const flughafen of ['BRE', 'HAM']) {
      const ok = await zone(`?flughafen=${flughafen}`);
      expect(ok.status, flughafen).toBe(200);
      expect(ok.body.flughafen).toBe(flughafen);
    }
    for (const query of ['?flughafen=HAJ', '?flughafen=BER', '']) {
      const refused = await zone(query);
      expect(refused.status, query).toBe(400);
      expect(refused.body, query).toMatchObject(refusedAirport('query.flughafen'));
    }
    // The MTU company serves Hannover and Hamburg.
    const mtu = await server.login(DEMO_COMPANIES.mtu.firmenId);
    const mtuZone = (flughafen: string) =>
      server.request(
        'GET',
        `/api/Preis/FirmaHaj/${DEMO_COMPANIES.mtu.firmenId}/30855?flughafen=${flughafen}`,
        { cookie: mtu },
      );
    expect((await mtuZone('HAJ')).status).toBe(200);
    expect((await mtuZone('HAM')).status).toBe(200);
    expect((await mtuZone('BER')).body).toMatchObject(refusedAirport('query.flughafen'));
  });
});

describe('company bookings from the company airports only', () => {
  it('refuses to create a booking from an airport the company does not serve, storing nothing', async () => {
    const { firmenId } = BREMEN_HAMBURG;
    const cookie = await server.login(firmenId);
    const before = await countBookings();
    for (const flughafen of ['HAJ', 'BER']) {
      const refused = await create(firmenId, flughafen, cookie);
      expect(refused.status, flughafen).toBe(400);
      expect(refused.body, flughafen).toMatchObject(refusedAirport('flughafen'));
    }
    expect(await countBookings()).toBe(before);

    const created = await create(firmenId, 'BRE', cookie);
    expect(created.status).toBe(201);
    expect(created.body.flughafen).toBe('BRE');
    expect(await countBookings()).toBe(before + 1);
  });

  it('keeps private bookings free to use any airport', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft({ flughafen: 'BER' }),
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    expect(created.body.flughafen).toBe('BER');
  });

  it('gives a test copy of a company the airports of the company it copies', async () => {
    const copy = await server.request('POST', '/api/test/companies', {
      body: { vorlage: BREMEN_HAMBURG.firmenId, zugangscode: 'Kopie-51632' },
    });
    expect(copy.status).toBe(201);
    const { firmenId } = copy.body as { firmenId: number };
    const login = await server.request('POST', '/api/Firma/LoginMitId/', {
      body: { firmenId, zugangscode: 'Kopie-51632' },
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const listed = await server.request('GET', `/api/Firma/Flughafen/${firmenId}`, { cookie });
    expect(listed.body.map((a: { iata: string }) => a.iata)).toEqual(['BRE', 'HAM']);
    // (Its payment types may not be in the cached reference data yet: quote, don't book.)
    const zone = (flughafen: string) =>
      server.request('GET', `/api/Preis/FirmaHaj/${firmenId}/30159?flughafen=${flughafen}`, {
        cookie,
      });
    expect((await zone('HAM')).status).toBe(200);
    expect((await zone('HAJ')).body).toMatchObject(refusedAirport('query.flughafen'));
    expect((await create(firmenId, 'HAJ', cookie)).body).toMatchObject(refusedAirport('flughafen'));
  });

  it('refuses an update that moves the booking to an unserved airport, keeps its stored one', async () => {
    const { firmenId } = BREMEN_HAMBURG;
    const cookie = await server.login(firmenId);
    const created = await create(firmenId, 'BRE', cookie);
    expect(created.status).toBe(201);
    const update = (body: Record<string, unknown>) =>
      server.request('PUT', '/api/Buchung/Aktualisieren', { body, cookie });

    // Another served airport: fine.
    const moved = await update({ ...created.body, flughafen: 'HAM' });
    expect(moved.status).toBe(200);
    expect(moved.body.flughafen).toBe('HAM');

    // An unserved one: refused, the booking stays at Hamburg.
    const refused = await update({ ...moved.body, flughafen: 'HAJ' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject(refusedAirport('flughafen'));
    const { id } = created.body.buchungStamm;
    const stored = await server.request('GET', `/api/Buchung/Detail/${id}`, { cookie });
    expect(stored.body.flughafen).toBe('HAM');

    // The company stops serving Hamburg: the booking keeps its airport and can still be edited,
    // but not moved to another unserved airport.
    await server.database.db.execute(
      `DELETE FROM company_airports WHERE firmen_id = ${firmenId} AND iata = 'HAM'`,
    );
    try {
      const kept = await update({ ...stored.body, erw: 1 });
      expect(kept.status).toBe(200);
      expect(kept.body.flughafen).toBe('HAM');
      expect(kept.body.erw).toBe(1);
      const elsewhere = await update({ ...kept.body, flughafen: 'BER' });
      expect(elsewhere.body).toMatchObject(refusedAirport('flughafen'));
      expect((await update({ ...kept.body, flughafen: 'BRE' })).status).toBe(200);
    } finally {
      await server.database.db.execute(
        `INSERT INTO company_airports (firmen_id, iata) VALUES (${firmenId}, 'HAM')`,
      );
    }
  });
});
