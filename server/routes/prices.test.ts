import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { PRIVATE_ZONE_PRICES } from '../db/seed-reference';
import { kmPrices } from '../services/pricing';
import { startTestServer, type TestServer } from '../testing/test-server';
import { newKey, privateBookingDraft } from '../testing/booking-drafts';

// Company rides priced per km (docs/decisions/0005-company-long-distance-per-km.md): zone 6 has
// no company zone tariff, /Preis/Km prices it; an MTU company's rides off its routes cost its
// negotiated per-km rate (/Preis/KmForMTU). The saved booking costs exactly what was shown.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const munich = { strasse: 'Marienplatz 1', plz: '80331', ort: 'München', ortsteil: '' };

/** A company booking HAJ <-> München, limousine, on account unless told otherwise. */
function farDraft(firmenId: number, overrides: Record<string, unknown> = {}) {
  const base = privateBookingDraft();
  return {
    ...base,
    transferArtId: 2,
    zahlungsartId: 2,
    buchungStamm: { ...base.buchungStamm, firmenId, istPrivat: false },
    hinfahrt: { ...base.hinfahrt, buchungAdresse: munich },
    rueckfahrt: { ...base.rueckfahrt, buchungAdresse: munich },
    ...overrides,
  };
}

/** A company's one-way booking to `place` without extras (a limousine unless told), as answered. */
function bookOneRide(firmenId: number, cookie: string, place: typeof munich, transferArtId = 2) {
  return server.request('POST', '/api/Buchung/Neu', {
    body: farDraft(firmenId, {
      transferArtId,
      mitRueckfahrt: false,
      extras: [],
      hinfahrt: { ...farDraft(firmenId).hinfahrt, buchungAdresse: place },
    }),
    cookie,
    headers: { 'Idempotency-Key': newKey() },
  });
}

async function kmPrice(firmenId: number, cookie: string, transferArtId: number): Promise<number> {
  const res = await server.request('POST', '/api/Preis/Km', {
    body: { firmenId, von: 'HAJ', plz: '80331', ort: 'München' },
    cookie,
  });
  expect(res.status).toBe(200);
  expect(res.body.km).toBeGreaterThan(200);
  return res.body.preise.find((p: { transferArtId: number }) => p.transferArtId === transferArtId)
    .preisCent;
}

describe('long-distance company rides', () => {
  it('have no company zone tariff but a per-km price, and the booking costs that price', async () => {
    const { firmenId } = DEMO_COMPANIES.plain;
    const cookie = await server.login(firmenId);
    const zone = await server.request('GET', `/api/Preis/FirmaHaj/${firmenId}/80331`, { cookie });
    expect(zone.status).toBe(404);
    expect(zone.body.code).toBe('noTariff');
    const perLeg = await kmPrice(firmenId, cookie, 2);
    expect(perLeg).not.toBe(PRIVATE_ZONE_PRICES[2]![5]);

    // Child seat 500 once, two legs.
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: farDraft(firmenId),
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    expect(created.body.preis.betragCent).toBe(perLeg * 2 + 500);

    // An update recomputes the same rule: one leg, shuttle, no extras.
    const shuttle = await kmPrice(firmenId, cookie, 1);
    const changed = { ...created.body, transferArtId: 1, mitRueckfahrt: false, extras: [] };
    const updated = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: changed,
      cookie,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.preis.betragCent).toBe(shuttle);
  });

  it('price an MTU company off its routes at its negotiated per-km rate, the price its quote showed', async () => {
    const { firmenId } = DEMO_COMPANIES.mtu;
    const cookie = await server.login(firmenId);
    const hildesheim = { strasse: 'Markt 1', plz: '31134', ort: 'Hildesheim', ortsteil: '' };
    for (const place of [munich, hildesheim]) {
      const quote = await server.request('POST', '/api/Preis/KmForMTU', {
        body: { firmenId, von: 'HAJ', plz: place.plz, ort: place.ort },
        cookie,
      });
      expect(quote.status).toBe(200);
      const negotiated = quote.body.preise[1].preisCent;
      // Not the default per-km rows another company gets.
      const standard = await kmPrices(
        server.database.db,
        'HAJ',
        place.plz,
        DEMO_COMPANIES.plain.firmenId,
      );
      expect(negotiated).toBeLessThan(standard!.preise[1]!.preisCent);
      const created = await bookOneRide(firmenId, cookie, place);
      expect(created.status).toBe(201);
      expect(created.body.preis.betragCent).toBe(negotiated);
    }
  });

  it("list an MTU company's routes at what a booking of each costs", async () => {
    const { firmenId } = DEMO_COMPANIES.mtu;
    const cookie = await server.login(firmenId);
    const routes = await server.request('GET', `/api/Preis/FirmaMtu/${firmenId}`, { cookie });
    expect(routes.status).toBe(200);
    type Route = { flughafen: string; transferArtId: number; plz: string; ort: string };
    for (const route of routes.body.tarife as (Route & { preisCent: number })[]) {
      const place = { strasse: 'Am Werk 1', plz: route.plz, ort: route.ort, ortsteil: '' };
      const created = await server.request('POST', '/api/Buchung/Neu', {
        body: farDraft(firmenId, {
          flughafen: route.flughafen,
          transferArtId: route.transferArtId,
          mitRueckfahrt: false,
          extras: [],
          kundeAdresse: place,
          hinfahrt: { ...farDraft(firmenId).hinfahrt, buchungAdresse: place },
        }),
        cookie,
        headers: { 'Idempotency-Key': newKey() },
      });
      expect(created.status).toBe(201);
      expect(created.body.preis.betragCent, `${route.plz} ${route.ort}`).toBe(route.preisCent);
    }
  });

  it('keep company zone tariffs up to zone 5 and private zone 6 prices unchanged', async () => {
    const { firmenId } = DEMO_COMPANIES.plain;
    const cookie = await server.login(firmenId);
    const wolfsburg = await server.request('GET', `/api/Preis/FirmaHaj/${firmenId}/38440`, {
      cookie,
    });
    expect(wolfsburg.status).toBe(200);
    expect(wolfsburg.body.zone).toBeLessThan(6);

    const privateFar = await server.request('GET', '/api/Preis/PrivatHaj/80331');
    expect(privateFar.body.zone).toBe(6);
    expect(privateFar.body.preise.map((p: { preisCent: number }) => p.preisCent)).toEqual(
      [1, 2, 3].map((id) => PRIVATE_ZONE_PRICES[id]![5]),
    );
    const base = privateBookingDraft({ mitRueckfahrt: false, extras: [] });
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: { ...base, hinfahrt: { ...base.hinfahrt, buchungAdresse: munich } },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    expect(created.body.preis.betragCent).toBe(PRIVATE_ZONE_PRICES[1]![5]);
  });
});

describe("per-km quotes from the company's airports only", () => {
  it('price from every airport the company lists and refuse any other (400 on von)', async () => {
    // QA: 51632 (Bremen and Hamburg) got a price inquiry answer from Hannover.
    const { firmenId } = DEMO_COMPANIES.hiddenB;
    const cookie = await server.login(firmenId);
    const listed = await server.request('GET', `/api/Firma/Flughafen/${firmenId}`, { cookie });
    expect(listed.body.map((a: { iata: string }) => a.iata)).toEqual(['BRE', 'HAM']);
    const quote = (von: string, lang: 'de' | 'en' = 'de') =>
      server.request('POST', '/api/Preis/Km', {
        body: { firmenId, von, plz: '80331', ort: 'München' },
        cookie,
        lang,
      });
    for (const von of ['BRE', 'HAM']) {
      const ok = await quote(von);
      expect(ok.status, von).toBe(200);
      expect(ok.body.von).toBe(von);
    }
    for (const von of ['HAJ', 'BER']) {
      const refused = await quote(von);
      expect(refused.status, von).toBe(400);
      expect(refused.body.code).toBe('validation');
      expect(refused.body.fieldErrors).toEqual([
        { path: 'von', code: 'unknownValue', message: 'Dieser Wert ist nicht zulässig.' },
      ]);
    }
    expect((await quote('HAJ', 'en')).body.fieldErrors[0].message).toBe(
      'This value is not allowed.',
    );

    // The MTU company's quote too: 52460 serves Hannover only.
    const mtu = await server.login(DEMO_COMPANIES.mtu.firmenId);
    const mtuQuote = (von: string) =>
      server.request('POST', '/api/Preis/KmForMTU', {
        body: { firmenId: DEMO_COMPANIES.mtu.firmenId, von, plz: '80331', ort: 'München' },
        cookie: mtu,
      });
    expect((await mtuQuote('HAJ')).status).toBe(200);
    expect((await mtuQuote('BRE')).body.fieldErrors[0]).toMatchObject({ path: 'von' });
  });
});

describe("the company's price inquiry (/Preis/Km)", () => {
  it('answers what the booking costs: the zone tariff up to zone 5, per km beyond', async () => {
    // Found on the Preisabfrage tab: it quoted the per-km rows in every zone (Hamburg by
    // limousine 301,50 €) while a booking of the same ride cost the zone tariff (224,10 €).
    const { firmenId } = DEMO_COMPANIES.plain;
    const cookie = await server.login(firmenId);
    const places = [
      { strasse: 'Kröpcke 1', plz: '30159', ort: 'Hannover', ortsteil: '' },
      { strasse: 'Markt 1', plz: '31134', ort: 'Hildesheim', ortsteil: '' },
      { strasse: 'Ballindamm 7', plz: '20095', ort: 'Hamburg', ortsteil: '' },
      munich,
    ];
    for (const place of places) {
      const quote = await server.request('POST', '/api/Preis/Km', {
        body: { firmenId, von: 'HAJ', plz: place.plz, ort: place.ort },
        cookie,
      });
      expect(quote.status, place.ort).toBe(200);
      expect(quote.body.km).toBe(
        (await kmPrices(server.database.db, 'HAJ', place.plz, firmenId))!.km,
      );
      const zone = await server.request('GET', `/api/Preis/FirmaHaj/${firmenId}/${place.plz}`, {
        cookie,
      });
      expect(zone.status, place.ort).toBe(place === munich ? 404 : 200);
      if (zone.status === 200) expect(quote.body.preise, place.ort).toEqual(zone.body.preise);
      for (const { transferArtId, preisCent } of quote.body.preise) {
        const created = await bookOneRide(firmenId, cookie, place, transferArtId);
        expect(created.status).toBe(201);
        expect(created.body.preis.betragCent, `${place.ort}, type ${transferArtId}`).toBe(
          preisCent,
        );
      }
    }
  });
});
