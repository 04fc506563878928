import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOOKINGS, DEMO_COMPANIES } from '../db/seed-fixtures';
import {
  HOSTILE_STRINGS,
  LONG_STRING,
  NUL_STRING,
  startTestServer,
  type TestServer,
} from '../testing/test-server';
import {
  companyBookingDraft,
  dayFromToday,
  draftLeg,
  newKey,
  privateBookingDraft,
} from '../testing/booking-drafts';
import { bookCompanyRide, listedRides } from '../testing/company-ride';
import { ridesCsv } from '../../src/features/company/booked-rides/rides-csv';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function countBookings(): Promise<number> {
  const res = await server.database.db.execute('SELECT count(*)::int AS n FROM bookings');
  return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('POST /Buchung/Neu', () => {
  it('creates a private booking with voucher, token and server price', async () => {
    const res = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(res.status).toBe(201);
    const stamm = res.body.buchungStamm;
    expect(stamm.voucher).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(stamm.zugriffsToken).toEqual(expect.any(String));
    expect(stamm.zahlungsstatus).toBe('offen');
    expect(res.body.istNeu).toBe(false);
    // zone 2 shuttle 3900 x 2 legs + child seat 500
    expect(res.body.preis).toEqual({ betragCent: 8300, waehrung: 'EUR' });
    expect(res.body.hinfahrt.id).toEqual(expect.any(Number));
    expect(res.body.rueckfahrt.id).toEqual(expect.any(Number));
    expect(res.body.kundeStamm.anrede).toBe('Frau');
  });

  it('answers a retry with the same key with the first booking (200), never a second one', async () => {
    const key = newKey();
    const before = await countBookings();
    const first = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': key },
    });
    const second = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': key },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.buchungStamm.voucher).toBe(first.body.buchungStamm.voucher);
    expect(second.body.buchungStamm.zugriffsToken).toBe(first.body.buchungStamm.zugriffsToken);
    expect(await countBookings()).toBe(before + 1);
  });

  it('creates one booking for concurrent duplicates', async () => {
    const key = newKey();
    const before = await countBookings();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.request('POST', '/api/Buchung/Neu', {
          body: privateBookingDraft(),
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.body.buchungStamm.voucher)).size).toBe(1);
    expect(await countBookings()).toBe(before + 1);
  });

  it('rejects the same key with a different body (409)', async () => {
    const key = newKey();
    await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': key },
    });
    const res = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft({ erw: 3 }),
      headers: { 'Idempotency-Key': key },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('idempotencyKeyReused');
  });

  it('requires the Idempotency-Key header', async () => {
    const res = await server.request('POST', '/api/Buchung/Neu', { body: privateBookingDraft() });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0].path).toBe('header.Idempotency-Key');
  });

  it('reports missing and invalid fields in the request language and stores nothing', async () => {
    const before = await countBookings();
    const draft = privateBookingDraft();
    const res = await server.request('POST', '/api/Buchung/Neu', {
      lang: 'en',
      headers: { 'Idempotency-Key': newKey() },
      body: {
        ...draft,
        transferArtId: null,
        kundeStamm: { ...draft.kundeStamm, name: '', email: 'not-an-email' },
        hinfahrt: {
          ...draft.hinfahrt,
          datum: dayFromToday(-1),
          buchungAdresse: { ...draft.hinfahrt.buchungAdresse, plz: '3015' },
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation');
    expect(res.body.message).toBe('Please check your input.');
    const byPath = Object.fromEntries(
      res.body.fieldErrors.map((e: { path: string; code: string }) => [e.path, e.code]),
    );
    expect(byPath).toMatchObject({
      transferArtId: 'required',
      'kundeStamm.name': 'required',
      'kundeStamm.email': 'invalidEmail',
      'hinfahrt.datum': 'range',
      'hinfahrt.buchungAdresse.plz': 'format',
    });
    // The rule behind a code travels with it, for the client's own words.
    expect(
      res.body.fieldErrors.find((e: { path: string }) => e.path === 'hinfahrt.datum'),
    ).toMatchObject({ code: 'range', reason: 'past' });
    expect(
      res.body.fieldErrors.find((e: { path: string }) => e.path === 'kundeStamm.name'),
    ).not.toHaveProperty('reason');
    expect(await countBookings()).toBe(before);
  });

  it('refuses a return ride less than two hours after the outbound ride, in the request language', async () => {
    const before = await countBookings();
    const book = (zeit: string) =>
      server.request('POST', '/api/Buchung/Neu', {
        lang: 'en',
        headers: { 'Idempotency-Key': newKey() },
        body: privateBookingDraft({
          hinfahrt: draftLeg('Abholung', dayFromToday(5), '08:15'),
          rueckfahrt: draftLeg('Rückfahrt', dayFromToday(5), zeit),
        }),
      });
    const tooSoon = await book('10:14');
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.fieldErrors).toEqual([
      {
        path: 'rueckfahrt.datum',
        code: 'range',
        reason: 'beforeOutbound',
        message: 'The return ride must be at least 2 hours after the outbound ride.',
      },
    ]);
    expect(await countBookings()).toBe(before);
    expect((await book('10:15')).status).toBe(201);
  });

  it('rejects wrong types, 10 000-character strings and unknown ids', async () => {
    const before = await countBookings();
    const draft = privateBookingDraft();
    const cases = [
      { ...draft, erw: 'two' },
      { ...draft, erw: 9 },
      { ...draft, kundeStamm: { ...draft.kundeStamm, vorname: LONG_STRING } },
      { ...draft, extras: [{ id: 999, anzahl: 1 }] },
      { ...draft, transferArtId: 99 },
      { ...draft, zahlungsartId: 2 },
      { ...draft, transferArtId: 2, erw: 4 },
      { ...draft, flughafen: 'XXX' },
      { ...draft, hinfahrt: undefined },
      [],
      'booking',
    ];
    for (const body of cases) {
      const res = await server.request('POST', '/api/Buchung/Neu', {
        body,
        headers: { 'Idempotency-Key': newKey() },
      });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.fieldErrors.length).toBeGreaterThan(0);
    }
    const malformed = await server.request('POST', '/api/Buchung/Neu', {
      raw: '{"erw":',
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(malformed.status).toBe(400);
    expect(await countBookings()).toBe(before);
  });

  it('stores hostile strings verbatim as data', async () => {
    for (const hostile of HOSTILE_STRINGS) {
      const draft = privateBookingDraft();
      const res = await server.request('POST', '/api/Buchung/Neu', {
        headers: { 'Idempotency-Key': newKey() },
        body: {
          ...draft,
          kundeStamm: { ...draft.kundeStamm, vorname: hostile },
          hinfahrt: { ...draft.hinfahrt, weitereAdresse: hostile },
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.kundeStamm.vorname).toBe(hostile);
      expect(res.body.hinfahrt.weitereAdresse).toBe(hostile);
    }
    expect(await countBookings()).toBeGreaterThan(3);
  });

  it('rejects NUL characters with 400', async () => {
    const draft = privateBookingDraft();
    const res = await server.request('POST', '/api/Buchung/Neu', {
      headers: { 'Idempotency-Key': newKey() },
      body: { ...draft, kundeStamm: { ...draft.kundeStamm, vorname: NUL_STRING } },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0]).toMatchObject({ path: 'kundeStamm.vorname', code: 'format' });
  });

  it('needs the company session for a company booking', async () => {
    const draft = privateBookingDraft({
      zahlungsartId: 2,
      buchungStamm: { ...privateBookingDraft().buchungStamm, firmenId: 61817, istPrivat: false },
    });
    const anonymous = await server.request('POST', '/api/Buchung/Neu', {
      body: draft,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(anonymous.status).toBe(401);
    const other = await server.login(50394);
    const wrong = await server.request('POST', '/api/Buchung/Neu', {
      body: draft,
      cookie: other,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(wrong.status).toBe(403);
    const own = await server.login(61817);
    const res = await server.request('POST', '/api/Buchung/Neu', {
      body: draft,
      cookie: own,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(res.status).toBe(201);
    expect(res.body.buchungStamm.zahlungsstatus).toBe('rechnung');
    expect(res.body.kundeStamm.firmenId).toBe(61817);
  });
});

describe('company prices on save', () => {
  it('prices an MTU ride on its route tariff and a plain company on its zone tariff', async () => {
    const cookie = await server.login(DEMO_COMPANIES.mtu.firmenId);
    const base = privateBookingDraft();
    const address = { strasse: 'Am Flugfeld 3', plz: '30855', ort: 'Langenhagen', ortsteil: '' };
    const draft = {
      ...base,
      mitRueckfahrt: false,
      extras: [],
      zahlungsartId: 2,
      buchungStamm: {
        ...base.buchungStamm,
        firmenId: DEMO_COMPANIES.mtu.firmenId,
        istPrivat: false,
      },
      hinfahrt: { ...base.hinfahrt, buchungAdresse: address },
    };
    const mtu = await server.request('POST', '/api/Buchung/Neu', {
      body: draft,
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(mtu.status).toBe(201);
    expect(mtu.body.preis.betragCent).toBe(1900);
    expect(mtu.body.buchungStamm.zahlungsstatus).toBe('rechnung');

    const cardCompany = await server.login(DEMO_COMPANIES.cardPayer.firmenId);
    const card = await server.request('POST', '/api/Buchung/Neu', {
      body: {
        ...draft,
        zahlungsartId: 1,
        buchungStamm: { ...draft.buchungStamm, firmenId: DEMO_COMPANIES.cardPayer.firmenId },
      },
      cookie: cardCompany,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(card.status).toBe(201);
    expect(card.body.preis.betragCent).toBe(2610); // zone 1 shuttle 2900 - 10 %
    expect(card.body.buchungStamm.zahlungsstatus).toBe('offen');
    const invoice = await server.request('POST', '/api/Buchung/Neu', {
      body: {
        ...draft,
        buchungStamm: { ...draft.buchungStamm, firmenId: DEMO_COMPANIES.cardPayer.firmenId },
      },
      cookie: cardCompany,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(invoice.status).toBe(400);
    expect(invoice.body.fieldErrors[0]).toMatchObject({
      path: 'zahlungsartId',
      code: 'unknownValue',
    });
  });
});

describe('reading, updating and cancelling', () => {
  it('reads by id only with the token or the company session', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    const { id, zugriffsToken } = created.body.buchungStamm;
    expect((await server.request('GET', `/api/Buchung/Detail/${id}`)).status).toBe(401);
    expect(
      (
        await server.request('GET', `/api/Buchung/Detail/${id}`, {
          headers: { 'X-Buchung-Token': 'wrong' },
        })
      ).status,
    ).toBe(403);
    const cookie = await server.login(DEMO_COMPANIES.mtu.firmenId);
    expect((await server.request('GET', `/api/Buchung/Detail/${id}`, { cookie })).status).toBe(403);
    const ok = await server.request('GET', `/api/Buchung/Detail/${id}`, {
      headers: { 'X-Buchung-Token': zugriffsToken },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.buchungStamm.voucher).toBe(created.body.buchungStamm.voucher);
    expect(
      (
        await server.request('GET', '/api/Buchung/Detail/99999', {
          headers: { 'X-Buchung-Token': zugriffsToken },
        })
      ).status,
    ).toBe(404);
  });

  it('tracks by voucher and surname (case-insensitive) without the token', async () => {
    const { voucher, name } = DEMO_BOOKINGS.tracking;
    const res = await server.request(
      'GET',
      `/api/Buchung/Detail/${voucher}?name=${name.toUpperCase()}`,
    );
    expect(res.status).toBe(200);
    // The tracking shape (no token, no full contact details): server/services/tracking.test.ts.
    expect(res.body.voucher).toBe(voucher);
    expect(res.body.fahrgast.name).toBe(name);
    expect(res.body).not.toHaveProperty('buchungStamm');
    const wrong = await server.request('GET', `/api/Buchung/Detail/${voucher}?name=Falsch`);
    expect(wrong.status).toBe(404);
  });

  it('throttles repeated tracking misses (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push(
        (await server.request('GET', '/api/Buchung/Detail/ABCDEFGH23?name=Nobody')).status,
      );
    expect(statuses.slice(0, 5)).toEqual([404, 404, 404, 404, 404]);
    const throttled = await server.request('GET', '/api/Buchung/Detail/ABCDEFGH23?name=Nobody');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    await server.request('DELETE', '/api/test/login-failures');
  });

  it('opens a booking by external id with its token', async () => {
    const res = await server.request(
      'GET',
      `/api/Buchung/Detail/${DEMO_BOOKINGS.tracking.externeId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.buchungStamm.voucher).toBe(DEMO_BOOKINGS.tracking.voucher);
    expect(res.body.buchungStamm.zugriffsToken).toEqual(expect.any(String));
    expect((await server.request('GET', '/api/Buchung/Detail/unknownExternalId12345')).status).toBe(
      404,
    );
  });

  it('updates with the token and recomputes the price', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    const token = created.body.buchungStamm.zugriffsToken;
    const changed = { ...created.body, transferArtId: 3, mitRueckfahrt: false, extras: [] };
    const res = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: changed,
      headers: { 'X-Buchung-Token': token },
    });
    expect(res.status).toBe(200);
    expect(res.body.preis.betragCent).toBe(8900);
    expect(res.body.rueckfahrt.id).toBeNull();
    const noToken = await server.request('PUT', '/api/Buchung/Aktualisieren', { body: changed });
    expect(noToken.status).toBe(401);
    const wrongVoucher = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...changed, buchungStamm: { ...changed.buchungStamm, voucher: 'ZZZZZZZZZZ' } },
      headers: { 'X-Buchung-Token': token },
    });
    expect(wrongVoucher.status).toBe(404);
  });

  it('previews the price of a change without saving it, checked as the save checks it', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    const { id, zugriffsToken } = created.body.buchungStamm;
    const headers = { 'X-Buchung-Token': zugriffsToken };
    const changed = { ...created.body, transferArtId: 3, mitRueckfahrt: false, extras: [] };
    const quote = await server.request('POST', '/api/Buchung/Preisvorschau', {
      body: changed,
      headers,
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({
      preis: { betragCent: 8900, waehrung: 'EUR' },
      bisher: { betragCent: 8300, waehrung: 'EUR' },
      hinfahrt: { betragCent: 8900, waehrung: 'EUR' },
      rueckfahrt: null,
      extras: { betragCent: 0, waehrung: 'EUR' },
    });
    const stored = await server.request('GET', `/api/Buchung/Detail/${id}`, { headers });
    expect(stored.body.preis.betragCent).toBe(8300);
    expect(stored.body.rueckfahrt.id).toEqual(expect.any(Number));

    expect(
      (await server.request('POST', '/api/Buchung/Preisvorschau', { body: changed })).status,
    ).toBe(401);
    const invalid = await server.request('POST', '/api/Buchung/Preisvorschau', {
      body: { ...changed, kundeStamm: { ...changed.kundeStamm, vorname: ' ' } },
      headers,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual([
      expect.objectContaining({ path: 'kundeStamm.vorname', code: 'required' }),
    ]);
  });

  it('cancels a leg, then the booking, then refuses changes (409)', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    const { id, zugriffsToken } = created.body.buchungStamm;
    const headers = { 'X-Buchung-Token': zugriffsToken };
    const posId = created.body.rueckfahrt.id;
    const pos = await server.request('GET', `/api/Buchung/PosDetail/${id}/${posId}`, { headers });
    expect(pos.status).toBe(200);
    expect(pos.body.richtung).toBe('vomFlughafen');
    const leg = await server.request('DELETE', `/api/Buchung/PosStornieren/${id}/${posId}`, {
      headers,
    });
    expect(leg.status).toBe(200);
    expect(leg.body.rueckfahrt.statusId).toBe(5);
    expect(
      (await server.request('DELETE', `/api/Buchung/PosStornieren/${id}/${posId}`, { headers }))
        .body.code,
    ).toBe('bookingCancelled');
    expect(
      (await server.request('DELETE', `/api/Buchung/PosStornieren/${id}/99999`, { headers }))
        .status,
    ).toBe(404);
    const all = await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers });
    expect(all.status).toBe(200);
    expect(all.body.hinfahrt.statusId).toBe(5);
    const again = await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers });
    expect(again.status).toBe(409);
    const update = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: all.body,
      headers,
    });
    expect(update.status).toBe(409);
    expect(update.body.code).toBe('bookingCancelled');
  });

  it('a cancelled ride is no longer charged, also after a later edit; held card money refuses it (409 alreadyPaid)', async () => {
    // On account (company 61817): 2 rides and one extra; the return cancelled costs one ride less.
    const cookie = await server.login(61817);
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft({
        zahlungsartId: 2,
        buchungStamm: { ...privateBookingDraft().buchungStamm, firmenId: 61817, istPrivat: false },
      }),
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    const full = created.body.preis.betragCent as number;
    const { id } = created.body.buchungStamm;
    const oneWay = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft({
        zahlungsartId: 2,
        mitRueckfahrt: false,
        buchungStamm: { ...privateBookingDraft().buchungStamm, firmenId: 61817, istPrivat: false },
      }),
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    const single = oneWay.body.preis.betragCent as number;
    expect(single).toBeLessThan(full);
    const cancelled = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${id}/${created.body.rueckfahrt.id}`,
      { cookie },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.preis.betragCent).toBe(single);
    const edited = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...cancelled.body, hinfahrt: { ...cancelled.body.hinfahrt, zeit: '09:00' } },
      cookie,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.preis.betragCent).toBe(single);
    const quote = await server.request('POST', '/api/Buchung/Preisvorschau', {
      body: { ...edited.body, hinfahrt: { ...edited.body.hinfahrt, zeit: '10:00' } },
      cookie,
    });
    expect(quote.body.preis.betragCent).toBe(single);

    // Paid by card: the money is refunded only whole, so one ride is not cancelled online.
    const card = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    const cardId = card.body.buchungStamm.id;
    const headers = { 'X-Buchung-Token': card.body.buchungStamm.zugriffsToken };
    const init = await server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
      body: { buchungId: cardId },
      headers,
    });
    await server.app.request(`/sandbox/zahlung/${init.body.token}`, {
      method: 'POST',
      body: new URLSearchParams({ karte: 'success' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(
      (await server.request('GET', `/api/Saferpay/Capture/${init.body.token}`, { headers })).body
        .status,
    ).toBe('captured');
    const refused = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${cardId}/${card.body.rueckfahrt.id}`,
      { headers },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('alreadyPaid');
    const after = await server.request('GET', `/api/Buchung/Detail/${cardId}`, { headers });
    expect(after.body.rueckfahrt.statusId).toBe(1);
    expect(after.body.preis.betragCent).toBe(card.body.preis.betragCent);
  });

  it('never changes a cancelled ride: sent back unchanged it stays, changed it is refused (409 bookingCancelled)', async () => {
    const cookie = await server.login(61817);
    const draft = privateBookingDraft({
      zahlungsartId: 2,
      buchungStamm: { ...privateBookingDraft().buchungStamm, firmenId: 61817, istPrivat: false },
    });
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: draft,
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    const { id } = created.body.buchungStamm;
    const rueckId = created.body.rueckfahrt.id;
    const cancelled = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${id}/${rueckId}`,
      {
        cookie,
      },
    );
    expect(cancelled.status).toBe(200);
    const booking = cancelled.body;
    const storedRueck = async () =>
      (
        (await server.database.db.execute(
          `SELECT datum, zeit, status_id FROM booking_legs WHERE id = ${Number(rueckId)}`,
        )) as unknown as { rows: Record<string, unknown>[] }
      ).rows[0];
    const before = await storedRueck();
    const outbox = async () =>
      (await server.request('GET', '/api/test/outbox?limit=500')).body.length as number;
    const mailsBefore = await outbox();

    // The cancelled return moved: refused, nothing written, no e-mail.
    const moved = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: {
        ...booking,
        hinfahrt: { ...booking.hinfahrt, zeit: '09:00' },
        rueckfahrt: { ...booking.rueckfahrt, datum: dayFromToday(12), zeit: '20:15' },
      },
      cookie,
    });
    expect(moved.status).toBe(409);
    expect(moved.body.code).toBe('bookingCancelled');
    // Dropped (mitRueckfahrt false): refused as well.
    const dropped = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...booking, mitRueckfahrt: false },
      cookie,
    });
    expect(dropped.status).toBe(409);
    expect(dropped.body.code).toBe('bookingCancelled');
    expect(await storedRueck()).toEqual(before);
    expect(await outbox()).toBe(mailsBefore);

    // The booking sent back as it is, with a change to the open outbound ride: fine.
    const edited = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...booking, hinfahrt: { ...booking.hinfahrt, zeit: '09:00' } },
      cookie,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.hinfahrt.zeit).toBe('09:00');
    expect(edited.body.rueckfahrt).toMatchObject({
      statusId: 5,
      datum: booking.rueckfahrt.datum,
      zeit: booking.rueckfahrt.zeit,
    });
    expect(await storedRueck()).toEqual(before);
  });

  it('never changes the price of card money that is held (409), and never writes back a stale payment status', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    const { id, zugriffsToken } = created.body.buchungStamm;
    const headers = { 'X-Buchung-Token': zugriffsToken };
    const upgraded = { ...created.body, transferArtId: 3 };
    const init = await server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
      body: { buchungId: id },
      headers,
    });
    await server.app.request(`/sandbox/zahlung/${init.body.token}`, {
      method: 'POST',
      body: new URLSearchParams({ karte: 'success' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(
      (await server.request('GET', `/api/Saferpay/Assert/${init.body.token}`, { headers })).body
        .status,
    ).toBe('authorized');

    // Authorized, not yet captured: neither a new price nor a cancellation.
    const whileAuthorized = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: upgraded,
      headers,
      lang: 'en',
    });
    expect(whileAuthorized.status).toBe(409);
    expect(whileAuthorized.body).toMatchObject({
      code: 'paymentInProgress',
      message: expect.stringContaining('being completed'),
    });
    expect(
      (await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers })).body.code,
    ).toBe('paymentInProgress');

    expect(
      (await server.request('GET', `/api/Saferpay/Capture/${init.body.token}`, { headers })).body
        .status,
    ).toBe('captured');
    const afterCapture = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: upgraded,
      headers,
    });
    expect(afterCapture.status).toBe(409);
    expect(afterCapture.body.code).toBe('alreadyPaid');
    const quoted = await server.request('POST', '/api/Buchung/Preisvorschau', {
      body: upgraded,
      headers,
    });
    expect(quoted.status).toBe(409);
    expect(quoted.body.code).toBe('alreadyPaid');

    // A change that leaves the price alone is fine, and the booking stays paid (the body's own
    // zahlungsstatus, read before the capture, is not written back).
    const sameBody = {
      ...created.body,
      hinfahrt: { ...created.body.hinfahrt, flugnummer: 'LH 123' },
    };
    const edited = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: sameBody,
      headers,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.buchungStamm.zahlungsstatus).toBe('bezahlt');
    expect(edited.body.preis.betragCent).toBe(created.body.preis.betragCent);
  });

  it('refuses to change a finished ride (409 bookingNotEditable)', async () => {
    const cookie = await server.login(DEMO_COMPANIES.reinsurerA.firmenId);
    const detail = await server.request(
      'GET',
      `/api/Buchung/Detail/${DEMO_BOOKINGS.past.externeId}`,
    );
    expect(detail.status).toBe(200);
    const update = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: detail.body,
      cookie,
    });
    expect(update.status).toBe(409);
    expect(update.body.code).toBe('bookingNotEditable');
    const cancel = await server.request(
      'DELETE',
      `/api/Buchung/Stornieren/${detail.body.buchungStamm.id}`,
      { cookie },
    );
    expect(cancel.body.code).toBe('bookingNotEditable');
  });

  it('validates path ids', async () => {
    for (const path of [
      '/api/Buchung/PosDetail/abc/1',
      '/api/Buchung/Stornieren/0',
      '/api/Buchung/Stornieren/99999999999',
    ]) {
      const res = await server.request(path.includes('Stornieren') ? 'DELETE' : 'GET', path, {
        headers: { 'X-Buchung-Token': 'x' },
      });
      expect(res.status, path).toBe(400);
    }
  });
});

describe('an edit based on an older read (docs/decisions/0021)', () => {
  async function outboxCount(): Promise<number> {
    const res = await server.database.db.execute('SELECT count(*)::int AS n FROM outbox');
    return (res as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }

  /** A company booking of 61817 (on account: every change is mailed), read as a page reads it. */
  async function companyRide() {
    const cookie = await server.login(61817);
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: companyBookingDraft(61817),
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    const id = created.body.buchungStamm.id;
    const read = await server.request('GET', `/api/Buchung/Detail/${id}`, { cookie });
    expect(read.body.buchungStamm.version).toEqual(expect.any(Number));
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const edit = (change: (hinfahrt: any) => object) => ({
      ...read.body,
      hinfahrt: { ...read.body.hinfahrt, ...change(read.body.hinfahrt) },
    });
    const put = (body: unknown) =>
      server.request('PUT', '/api/Buchung/Aktualisieren', { body, cookie });
    const stored = async () =>
      (await server.request('GET', `/api/Buchung/Detail/${id}`, { cookie })).body;
    return { cookie, read: read.body, edit, put, stored };
  }

  it('two saves of the same read: the second is refused (409 conflict) and undoes nothing', async () => {
    const { read, edit, put, stored } = await companyRide();
    const mailsBefore = await outboxCount();
    const tabA = await put(edit(() => ({ gepaeckstck: 5 })));
    expect(tabA.status).toBe(200);
    expect(tabA.body.buchungStamm.version).toBe(read.buchungStamm.version + 1);
    const mailsAfterA = await outboxCount();
    expect(mailsAfterA).toBeGreaterThan(mailsBefore);

    const tabB = await put(edit(() => ({ weitereAdresse: 'Hintereingang' })));
    expect(tabB.status).toBe(409);
    expect(tabB.body.code).toBe('conflict');
    const after = await stored();
    expect(after.hinfahrt.gepaeckstck).toBe(5);
    expect(after.hinfahrt.weitereAdresse).toBe(read.hinfahrt.weitereAdresse);
    expect(after.buchungStamm.version).toBe(tabA.body.buchungStamm.version);
    // No second, contradicting change e-mail.
    expect(await outboxCount()).toBe(mailsAfterA);

    // The same page after a save holds the answer's version: its next save passes.
    const again = await put({
      ...tabA.body,
      hinfahrt: { ...tabA.body.hinfahrt, weitereAdresse: 'Hintereingang' },
    });
    expect(again.status).toBe(200);
    expect(again.body.hinfahrt).toMatchObject({ gepaeckstck: 5, weitereAdresse: 'Hintereingang' });
    expect(again.body.buchungStamm.version).toBe(read.buchungStamm.version + 2);
  });

  async function updatedAt(id: number): Promise<string> {
    const res = await server.database.db.execute(
      `SELECT updated_at::text AS at FROM bookings WHERE id = ${Number(id)}`,
    );
    return (res as unknown as { rows: { at: string }[] }).rows[0]!.at;
  }

  it("a save that changes nothing keeps the version, writes and mails nothing: a colleague's open read stays valid", async () => {
    const { read, edit, put } = await companyRide();
    const mailsBefore = await outboxCount();
    const writtenAt = await updatedAt(read.buchungStamm.id);
    // A page saved as it was read (with or without its version).
    const same = await put(read);
    expect(same.status).toBe(200);
    expect(same.body.buchungStamm.version).toBe(read.buchungStamm.version);
    expect(same.body.kundeStamm.version).toBe(read.kundeStamm.version);
    const { version: _v, ...unversioned } = read.buchungStamm;
    expect((await put({ ...read, buchungStamm: unversioned })).status).toBe(200);
    expect(await updatedAt(read.buchungStamm.id)).toBe(writtenAt);
    expect(await outboxCount()).toBe(mailsBefore);

    // The colleague's page, opened on the same read, saves a real change: not refused, raised,
    // mailed.
    const colleague = await put(edit(() => ({ gepaeckstck: 4 })));
    expect(colleague.status).toBe(200);
    expect(colleague.body.buchungStamm.version).toBe(read.buchungStamm.version + 1);
    expect(await outboxCount()).toBeGreaterThan(mailsBefore);
  });

  it('an unchanged save of a private booking (return ride, extras) keeps its version too', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: privateBookingDraft(),
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    const headers = { 'X-Buchung-Token': created.body.buchungStamm.zugriffsToken };
    const put = (body: unknown) =>
      server.request('PUT', '/api/Buchung/Aktualisieren', { body, headers });
    const same = await put(created.body);
    expect(same.status).toBe(200);
    expect(same.body.buchungStamm.version).toBe(created.body.buchungStamm.version);
    // Each part still counts: the return ride, the extras, the passenger.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const changes: ((last: any) => object)[] = [
      (last) => ({ rueckfahrt: { ...last.rueckfahrt, gepaeckstck: 2 } }),
      () => ({ extras: [{ id: 1, anzahl: 2 }] }),
      (last) => ({ kundeStamm: { ...last.kundeStamm, mobil: '+49 170 7654321' } }),
    ];
    let last = same.body;
    for (const [i, change] of changes.entries()) {
      const saved = await put({ ...last, ...change(last) });
      expect(saved.status, `change ${i}`).toBe(200);
      expect(saved.body.buchungStamm.version, `change ${i}`).toBe(last.buchungStamm.version + 1);
      last = saved.body;
    }
  });

  it('two saves of the same read at the same time: exactly one passes', async () => {
    const { edit, put, stored } = await companyRide();
    const answers = await Promise.all([
      put(edit(() => ({ gepaeckstck: 5 }))),
      put(edit(() => ({ weitereAdresse: 'Hintereingang' }))),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.code).toBe('conflict');
    const winner = answers.find((a) => a.status === 200)!;
    const after = await stored();
    expect(after.hinfahrt).toEqual(winner.body.hinfahrt);
    expect(after.buchungStamm.version).toBe(winner.body.buchungStamm.version);
  });

  it('a save without the version is accepted as before (the last save wins)', async () => {
    const { edit, put, stored } = await companyRide();
    const withoutVersion = (body: { buchungStamm: object; kundeStamm: object }) => {
      const { version: _b, ...buchungStamm } = body.buchungStamm as { version?: number };
      const { version: _k, ...kundeStamm } = body.kundeStamm as { version?: number };
      return { ...body, buchungStamm, kundeStamm };
    };
    expect((await put(withoutVersion(edit(() => ({ gepaeckstck: 5 }))))).status).toBe(200);
    const last = await put(withoutVersion(edit(() => ({ weitereAdresse: 'Hintereingang' }))));
    expect(last.status).toBe(200);
    expect((await stored()).hinfahrt).toMatchObject({
      gepaeckstck: 1,
      weitereAdresse: 'Hintereingang',
    });
  });

  it('the price preview of an older read is refused too; a cancellation makes a read old', async () => {
    const { cookie, read, edit, put } = await companyRide();
    const changed = edit(() => ({ gepaeckstck: 3 }));
    expect((await put(edit(() => ({ gepaeckstck: 2 })))).status).toBe(200);
    const quote = await server.request('POST', '/api/Buchung/Preisvorschau', {
      body: changed,
      cookie,
    });
    expect(quote.status).toBe(409);
    expect(quote.body.code).toBe('conflict');
    const fresh = await server.request('GET', `/api/Buchung/Detail/${read.buchungStamm.id}`, {
      cookie,
    });
    const cancelled = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${read.buchungStamm.id}/${read.rueckfahrt.id}`,
      { cookie },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.buchungStamm.version).toBe(fresh.body.buchungStamm.version + 1);
  });

  it("the passenger's version: a booking edit never writes the saved customer, so a change of the customer list is neither undone nor a conflict (0025)", async () => {
    const { cookie, read, edit, put } = await companyRide();
    const customerId = read.kundeStamm.id;
    const customer = await server.request('GET', `/api/Kunde/Detail/${customerId}`, { cookie });
    // An edit that leaves the passenger alone does not make the customer list's read old.
    const rideEdit = await put(edit(() => ({ gepaeckstck: 2 })));
    expect(rideEdit.status).toBe(200);
    expect(rideEdit.body.kundeStamm.version).toBe(read.kundeStamm.version);
    const customerSave = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: { ...customer.body, kundeStamm: { ...customer.body.kundeStamm, telefon: '0511 123' } },
      cookie,
    });
    expect(customerSave.status).toBe(200);
    // The ride page's next save sends the passenger as booked: saved for the ride only, so the
    // customer's phone stays and the ride keeps the one it was booked with.
    const later = await put({
      ...rideEdit.body,
      hinfahrt: { ...rideEdit.body.hinfahrt, gepaeckstck: 3 },
    });
    expect(later.status).toBe(200);
    expect(later.body.kundeStamm.telefon).toBe(read.kundeStamm.telefon);
    const now = await server.request('GET', `/api/Kunde/Detail/${customerId}`, { cookie });
    expect(now.body.kundeStamm.telefon).toBe('0511 123');
  });
});

describe('a ride keeps the cost centre and department it was booked on (migration 0011)', () => {
  const { firmenId } = DEMO_COMPANIES.reinsurerA;
  type Entry = { buchungId: number; voucher: string; kst: string; bereich: string };

  /** A saved customer of the company, in cost centre `kst` of department `bereich`. */
  async function savedCustomer(cookie: string, kst: string, bereich: string) {
    const draft = companyBookingDraft(firmenId);
    const created = await server.request('POST', '/api/Kunde/Neu', {
      body: {
        kundeStamm: { ...draft.kundeStamm, name: 'Kostenstelle', kst, bereich },
        kundeAdresse: draft.kundeAdresse,
        // The same passenger again for each test: not what POST /Kunde/Neu's duplicate check is about.
        trotzdemAnlegen: true,
      },
      cookie,
    });
    expect(created.status).toBe(201);
    return created.body as { kundeStamm: Record<string, unknown>; kundeAdresse: object };
  }

  const book = (
    cookie: string,
    customer: { kundeStamm: Record<string, unknown>; kundeAdresse: object },
  ) => bookCompanyRide(server, cookie, firmenId, customer);

  /** The company's rides found by `suche`, as the list and its CSV file have them. */
  async function listed(cookie: string, suche: string) {
    const rows = await listedRides<Parameters<typeof ridesCsv>[0][number]>(
      server,
      cookie,
      firmenId,
      suche,
    );
    const entries: Entry[] = rows;
    const csv = ridesCsv(rows, 'de', {
      heading: (column) => column,
      route: () => '',
      state: (state) => state,
      legCancelled: 'storniert',
      outboundCancelled: 'Hinfahrt storniert',
    });
    const csvLine = (voucher: string) => csv.split('\r\n').find((line) => line.startsWith(voucher));
    return { entries, csvLine };
  }

  it("a change of the saved customer leaves the booked rides' cost centre; a new ride takes the new one", async () => {
    const cookie = await server.login(firmenId);
    const tag = newKey().slice(-8);
    const [oldKst, newKst] = [`KA-${tag}`, `KN-${tag}`];
    const [oldBereich, newBereich] = [`Altbereich-${tag}`, `Neubereich-${tag}`];
    const customer = await savedCustomer(cookie, oldKst, oldBereich);
    const past = await book(cookie, customer);

    // The company moves the passenger to another cost centre and department.
    const moved = await server.request('PUT', '/api/Kunde/Aktualisieren', {
      body: {
        ...customer,
        kundeStamm: { ...customer.kundeStamm, kst: newKst, bereich: newBereich },
      },
      cookie,
    });
    expect(moved.status).toBe(200);

    // The booked ride is still billed where it was booked: list, search, CSV and its page.
    const before = await listed(cookie, oldKst);
    expect(before.entries.map((e) => e.voucher)).toEqual([past.voucher]);
    expect(before.entries[0]).toMatchObject({ kst: oldKst, bereich: oldBereich });
    expect(before.csvLine(past.voucher)).toContain(`;${oldKst};${oldBereich};`);
    expect((await listed(cookie, newBereich)).entries).toEqual([]);
    const read = await server.request('GET', `/api/Buchung/Detail/${past.id}`, { cookie });
    expect(read.body.kundeStamm).toMatchObject({ kst: oldKst, bereich: oldBereich });

    // An edit of the ride from that page sends its cost centre back: the customer keeps the new one.
    const rideEdit = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...read.body, hinfahrt: { ...read.body.hinfahrt, gepaeckstck: 3 } },
      cookie,
    });
    expect(rideEdit.status).toBe(200);
    expect(rideEdit.body.kundeStamm).toMatchObject({ kst: oldKst, bereich: oldBereich });
    const saved = await server.request('GET', `/api/Kunde/Detail/${customer.kundeStamm.id}`, {
      cookie,
    });
    expect(saved.body.kundeStamm).toMatchObject({ kst: newKst, bereich: newBereich });

    // A new ride for the passenger is booked on the new cost centre; the old ride stays.
    const next = await book(cookie, saved.body);
    const after = await listed(cookie, tag);
    expect(after.entries.find((e) => e.voucher === past.voucher)).toMatchObject({
      kst: oldKst,
      bereich: oldBereich,
    });
    expect(after.entries.find((e) => e.voucher === next.voucher)).toMatchObject({
      kst: newKst,
      bereich: newBereich,
    });
    expect(after.csvLine(past.voucher)).toContain(`;${oldKst};${oldBereich};`);
    expect(after.csvLine(next.voucher)).toContain(`;${newKst};${newBereich};`);
  });

  it("an edit of the ride that changes its cost centre changes the ride's, not the saved customer's (0025)", async () => {
    const cookie = await server.login(firmenId);
    const tag = newKey().slice(-8);
    const customer = await savedCustomer(cookie, `KA-${tag}`, `Altbereich-${tag}`);
    const ride = await book(cookie, customer);
    const read = await server.request('GET', `/api/Buchung/Detail/${ride.id}`, { cookie });
    const corrected = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...read.body, kundeStamm: { ...read.body.kundeStamm, kst: `KK-${tag}` } },
      cookie,
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.kundeStamm).toMatchObject({
      kst: `KK-${tag}`,
      bereich: `Altbereich-${tag}`,
    });
    expect((await listed(cookie, tag)).entries).toMatchObject([
      { voucher: ride.voucher, kst: `KK-${tag}`, bereich: `Altbereich-${tag}` },
    ]);
    // Typed for the ride only: the saved customer is changed on the customers page (0025).
    const saved = await server.request('GET', `/api/Kunde/Detail/${customer.kundeStamm.id}`, {
      cookie,
    });
    expect(saved.body.kundeStamm.kst).toBe(`KA-${tag}`);
  });
});

describe('GET /Buchung/Liste/{firmenId}', () => {
  it('lists the company bookings with search and paging', async () => {
    const cookie = await server.login(DEMO_COMPANIES.mtu.firmenId);
    const res = await server.request(
      'GET',
      `/api/Buchung/Liste/${DEMO_COMPANIES.mtu.firmenId}?suche=brandt&proSeite=5`,
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.body.eintraege.map((e: { voucher: string }) => e.voucher)).toContain(
      DEMO_BOOKINGS.company.voucher,
    );
    expect(res.body.proSeite).toBe(5);
    // The name as the list shows it, or turned round: every word is looked for on its own.
    for (const suche of ['Jonas Brandt', 'brandt, jonas']) {
      const byName = await server.request(
        'GET',
        `/api/Buchung/Liste/${DEMO_COMPANIES.mtu.firmenId}?suche=${encodeURIComponent(suche)}`,
        { cookie },
      );
      expect(
        byName.body.eintraege.map((e: { voucher: string }) => e.voucher),
        suche,
      ).toContain(DEMO_BOOKINGS.company.voucher);
    }
    const otherFirstName = await server.request(
      'GET',
      `/api/Buchung/Liste/${DEMO_COMPANIES.mtu.firmenId}?suche=${encodeURIComponent('Greta Brandt')}`,
      { cookie },
    );
    expect(otherFirstName.body.gesamt).toBe(0);
    const sqlish = await server.request(
      'GET',
      `/api/Buchung/Liste/${DEMO_COMPANIES.mtu.firmenId}?suche=${encodeURIComponent("%' OR 1=1 --")}`,
      { cookie },
    );
    expect(sqlish.status).toBe(200);
    expect(sqlish.body.gesamt).toBe(0);
  });

  it('sorts by passenger name and by the price charged in either direction', async () => {
    const cookie = await server.login(DEMO_COMPANIES.mtu.firmenId);
    const list = async (sortierung: string) => {
      const res = await server.request(
        'GET',
        `/api/Buchung/Liste/${DEMO_COMPANIES.mtu.firmenId}?status=alle&proSeite=100&sortierung=${sortierung}`,
        { cookie },
      );
      expect(res.status, sortierung).toBe(200);
      return res.body.eintraege as {
        kundeName: string;
        storniert: boolean;
        preis: { betragCent: number };
      }[];
    };
    const names = (await list('name')).map((e) => e.kundeName);
    expect(new Set(names).size).toBeGreaterThan(1);
    expect((await list('nameAb')).map((e) => e.kundeName)).toEqual([...names].reverse());
    // A cancelled booking is charged nothing and sorts so, whatever total it had.
    const chargedOf = (e: { storniert: boolean; preis: { betragCent: number } }) =>
      e.storniert ? 0 : e.preis.betragCent;
    const ascending = await list('preisAuf');
    expect(ascending.some((e) => e.storniert && e.preis.betragCent > 0)).toBe(true);
    const prices = ascending.map(chargedOf);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await list('preisAb')).map(chargedOf)).toEqual([...prices].sort((a, b) => b - a));
  });

  /** Bookings of `firmenId`, one per passenger, in a department (`bereich`) of their own. */
  async function bookPassengers(
    firmenId: number,
    cookie: string,
    bereich: string,
    passengers: readonly { name: string; zeit?: string }[],
  ) {
    const draft = companyBookingDraft(firmenId, { mitRueckfahrt: false });
    for (const { name, zeit } of passengers) {
      const created = await server.request('POST', '/api/Buchung/Neu', {
        body: {
          ...draft,
          kundeStamm: { ...draft.kundeStamm, name, bereich },
          ...(zeit ? { hinfahrt: draftLeg('Abholung', dayFromToday(12), zeit) } : {}),
        },
        cookie,
        headers: { 'Idempotency-Key': newKey() },
      });
      expect(created.status).toBe(201);
    }
  }

  /** The passengers of the department's bookings in the list's order. */
  async function listedNames(
    firmenId: number,
    cookie: string,
    bereich: string,
    sortierung: string,
  ) {
    const res = await server.request(
      'GET',
      `/api/Buchung/Liste/${firmenId}?status=alle&suche=${bereich}&proSeite=100&sortierung=${sortierung}`,
      { cookie },
    );
    expect(res.status, sortierung).toBe(200);
    return (res.body.eintraege as { kundeName: string }[]).map((e) => e.kundeName);
  }

  it('sorts rides of the same day by their pickup time, in either direction', async () => {
    const { firmenId } = DEMO_COMPANIES.hiddenA;
    const cookie = await server.login(firmenId);
    // The late ride is booked first: the booking's id must not decide the order.
    await bookPassengers(firmenId, cookie, 'Tagesprobe', [
      { name: 'Abend', zeit: '18:40' },
      { name: 'Morgen', zeit: '06:05' },
      { name: 'Mittag', zeit: '12:30' },
    ]);
    const list = (sortierung: string) => listedNames(firmenId, cookie, 'Tagesprobe', sortierung);
    expect(await list('datumAuf')).toEqual(['Morgen', 'Mittag', 'Abend']);
    expect(await list('datumAb')).toEqual(['Abend', 'Mittag', 'Morgen']);
  });

  it('sorts passenger names with accented capitals and letters like ı, ø among their letter', async () => {
    const { firmenId } = DEMO_COMPANIES.hiddenA;
    const cookie = await server.login(firmenId);
    const names = ['Zimmer', 'Úlfsson', 'Yıldız', 'Øster', 'Oswald', 'Ölker', 'Ullrich'];
    await bookPassengers(
      firmenId,
      cookie,
      'Akzentprobe',
      names.map((name) => ({ name })),
    );
    const list = (sortierung: string) => listedNames(firmenId, cookie, 'Akzentprobe', sortierung);
    const ascending = ['Ölker', 'Øster', 'Oswald', 'Úlfsson', 'Ullrich', 'Yıldız', 'Zimmer'];
    expect(await list('name')).toEqual(ascending);
    expect(await list('nameAb')).toEqual([...ascending].reverse());
  });

  it('is forbidden for other companies and companies without the list', async () => {
    const cookie = await server.login(DEMO_COMPANIES.mtu.firmenId);
    expect(
      (
        await server.request('GET', `/api/Buchung/Liste/${DEMO_COMPANIES.plain.firmenId}`, {
          cookie,
        })
      ).status,
    ).toBe(403);
    const plain = await server.login(DEMO_COMPANIES.plain.firmenId);
    expect(
      (
        await server.request('GET', `/api/Buchung/Liste/${DEMO_COMPANIES.plain.firmenId}`, {
          cookie: plain,
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request('GET', `/api/Buchung/Liste/${DEMO_COMPANIES.mtu.firmenId}`)).status,
    ).toBe(401);
    expect(
      (
        await server.request(
          'GET',
          `/api/Buchung/Liste/${DEMO_COMPANIES.mtu.firmenId}?proSeite=500`,
          { cookie },
        )
      ).status,
    ).toBe(400);
  });
});
