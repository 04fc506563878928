import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { kmPrices } from '../services/pricing';
import { invalidateReferenceData } from '../services/reference';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('reference data', () => {
  it('answers display names in the request language', async () => {
    const de = await server.request('GET', '/api/Firma/Art', { lang: 'de' });
    const en = await server.request('GET', '/api/Firma/Art', { lang: 'en' });
    expect(de.body).toHaveLength(3);
    expect(de.body[0].name).toBe('Shuttle (Sammelfahrt)');
    expect(en.body[0].name).toBe('Shuttle (shared ride)');
    const anrede = await server.request('GET', '/api/Kunde/Anrede', {
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    expect(anrede.body).toEqual([
      { id: 1, name: 'Mr', anrede: 'Mr' },
      { id: 2, name: 'Ms', anrede: 'Ms' },
      // An answer, not a form of address: nothing is printed before the name.
      { id: 3, name: 'Non-binary / not specified', anrede: '' },
    ]);
    const extras = await server.request('GET', '/api/Buchung/Extras');
    expect(extras.body.map((e: { name: string }) => e.name)).toContain('Kindersitz');
    expect((await server.request('GET', '/api/Zahlungsart/Privat')).body).toEqual([
      { id: 1, name: 'Kreditkarte', art: 'karte' },
    ]);
  });

  // The page adds "Für bis zu {maxPersonen} Personen." to the description: it must not say it too.
  const saysCapacity = (text: string, max: number) =>
    new RegExp(`\\b(bis|up to)( zu)? ${max}\\b`, 'i').test(text);
  const descriptions = async () => {
    const rows: { beschreibung: string; maxPersonen: number; name: string }[] = [];
    for (const lang of ['de', 'en'] as const)
      rows.push(...(await server.request('GET', '/api/Firma/Art', { lang })).body);
    return rows;
  };

  it('describes the transfer types without their capacity, which comes as maxPersonen', async () => {
    const rows = await descriptions();
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.beschreibung, row.name).not.toBe('');
      expect(saysCapacity(row.beschreibung, row.maxPersonen), row.beschreibung).toBe(false);
    }
  });

  it('a database seeded with the old descriptions gets the new ones by migration', async () => {
    const db = server.database.db;
    await db.execute(sql`UPDATE transfer_types SET
      beschreibung_de = 'Ihr eigener Wagen mit Fahrer, direkt und ohne Zwischenstopp, bis 3 Personen.',
      beschreibung_en = 'Your own car with driver, direct and without stops, up to 3 passengers.'
      WHERE code = 'limousine'`);
    await db.execute(sql`UPDATE transfer_types SET
      beschreibung_de = 'Exklusiv für Gruppen bis 8 Personen mit viel Platz für Gepäck.',
      beschreibung_en = 'Exclusive for groups of up to 8 with plenty of room for luggage.'
      WHERE code = 'van'`);
    invalidateReferenceData(db);
    expect(
      (await descriptions()).some((row) => saysCapacity(row.beschreibung, row.maxPersonen)),
    ).toBe(true);
    const file = new URL('../db/migrations/0009_transfer_type_descriptions.sql', import.meta.url);
    for (const statement of readFileSync(file, 'utf8')
      .split(/;\n/)
      .filter((s) => s.trim()))
      await db.execute(sql.raw(statement));
    invalidateReferenceData(db);
    for (const row of await descriptions())
      expect(saysCapacity(row.beschreibung, row.maxPersonen), row.beschreibung).toBe(false);
  });

  it('finds airports by IATA code, case-insensitive', async () => {
    expect((await server.request('GET', '/api/Firma/FlughafenById/ber')).body.ortIata).toBe(
      'Berlin',
    );
    expect((await server.request('GET', '/api/Firma/FlughafenById/MUC')).status).toBe(404);
    expect((await server.request('GET', '/api/Firma/FlughafenById/<script>')).status).toBe(400);
  });

  it('sets the security headers on every answer', async () => {
    const res = await server.app.request('/api/Firma/Art');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.request('GET', '/api/Nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('notFound');
  });
});

describe('prices', () => {
  it('quotes private zone prices per airport', async () => {
    const near = await server.request('GET', '/api/Preis/PrivatHaj/30855');
    expect(near.body).toMatchObject({ flughafen: 'HAJ', plz: '30855', zone: 1, waehrung: 'EUR' });
    expect(near.body.preise).toEqual([
      { transferArtId: 1, preisCent: 2900 },
      { transferArtId: 2, preisCent: 4900 },
      { transferArtId: 3, preisCent: 6900 },
    ]);
    const far = await server.request('GET', '/api/Preis/PrivatHaj/80331');
    expect(far.body.zone).toBe(6);
    const hamburg = await server.request('GET', '/api/Preis/PrivatHaj/22335?flughafen=HAM');
    expect(hamburg.body.zone).toBe(1);
    expect((await server.request('GET', '/api/Preis/PrivatHaj/00000')).body.code).toBe('noTariff');
    expect((await server.request('GET', "/api/Preis/PrivatHaj/1'OR1")).status).toBe(400);
    expect((await server.request('GET', '/api/Preis/PrivatHaj/30159?flughafen=XXX')).status).toBe(
      400,
    );
  });

  it('quotes company zone prices with the session', async () => {
    const cookie = await server.login(DEMO_COMPANIES.mtu.firmenId);
    const res = await server.request(
      'GET',
      `/api/Preis/FirmaHaj/${DEMO_COMPANIES.mtu.firmenId}/30855`,
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body.preise[0]).toEqual({ transferArtId: 1, preisCent: 2320 });
    expect(
      (
        await server.request('GET', `/api/Preis/FirmaHaj/${DEMO_COMPANIES.conti.firmenId}/30855`, {
          cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('GET', `/api/Preis/FirmaHaj/${DEMO_COMPANIES.mtu.firmenId}/30855`))
        .status,
    ).toBe(401);
  });

  it("quotes a ride's price with its distance, and MTU tariffs", async () => {
    const cookie = await server.login(DEMO_COMPANIES.conti.firmenId);
    const body = {
      firmenId: DEMO_COMPANIES.conti.firmenId,
      von: 'HAJ',
      plz: '38440',
      ort: 'Wolfsburg',
    };
    const km = await server.request('POST', '/api/Preis/Km', { body, cookie });
    expect(km.status).toBe(200);
    expect(km.body.km).toBeGreaterThan(60);
    expect(km.body.preise).toHaveLength(3);
    expect((await server.request('POST', '/api/Preis/KmForMTU', { body, cookie })).status).toBe(
      403,
    );
    expect(
      (
        await server.request('GET', `/api/Preis/FirmaMtu/${DEMO_COMPANIES.conti.firmenId}`, {
          cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('POST', '/api/Preis/Km', { body: { ...body, plz: 'abc' }, cookie }))
        .status,
    ).toBe(400);

    const mtuCookie = await server.login(DEMO_COMPANIES.mtu.firmenId);
    const mtuBody = { ...body, firmenId: DEMO_COMPANIES.mtu.firmenId };
    const mtuKm = await server.request('POST', '/api/Preis/KmForMTU', {
      body: mtuBody,
      cookie: mtuCookie,
    });
    expect(mtuKm.status).toBe(200);
    const standard = await kmPrices(server.database.db, 'HAJ', body.plz, body.firmenId);
    expect(mtuKm.body.preise[0].preisCent).toBeLessThan(standard!.preise[0]!.preisCent);
    const tariffs = await server.request(
      'GET',
      `/api/Preis/FirmaMtu/${DEMO_COMPANIES.mtu.firmenId}`,
      { cookie: mtuCookie, lang: 'en' },
    );
    expect(tariffs.body.tarife.length).toBeGreaterThan(3);
    expect(tariffs.body.tarife[0]).toMatchObject({
      flughafen: 'HAJ',
      plz: '30855',
      ort: 'Langenhagen',
    });
  });
});

describe('flights', () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());

  it('lists the day of the seeded schedule, sorted by time', async () => {
    for (const flughafen of ['HAJ', 'BRE', 'HAM', 'BER']) {
      const res = await server.request('POST', '/api/Flughafen/Infos/', {
        body: { art: 'ankunft', datum: today, flughafen },
      });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(5);
      const times = res.body.map((f: { zeit: string }) => f.zeit);
      expect([...times].sort()).toEqual(times);
    }
  });

  it('is empty outside the covered days and validates input', async () => {
    expect(
      (
        await server.request('POST', '/api/Flughafen/Infos/', {
          body: { art: 'abflug', datum: '2020-01-01', flughafen: 'HAJ' },
        })
      ).body,
    ).toEqual([]);
    expect(
      (
        await server.request('POST', '/api/Flughafen/Infos/', {
          body: { art: 'abflug', datum: '2025-02-30', flughafen: 'HAJ' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.request('POST', '/api/Flughafen/Infos/', {
          body: { art: 'landing', datum: today, flughafen: 'HAJ' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.request('POST', '/api/Flughafen/Infos/', {
          body: { art: 'abflug', datum: today },
        })
      ).body.fieldErrors[0],
    ).toMatchObject({
      path: 'flughafen',
      code: 'required',
    });
  });
});
