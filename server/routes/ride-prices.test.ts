import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { newKey, privateBookingDraft } from '../testing/booking-drafts';

/*
 * Each ride is priced by its own address (docs/decisions/0026): a booking costs its rides'
 * prices, each for its own postcode, plus the extras; moving or cancelling one ride changes
 * only that ride's part.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const HANNOVER = { strasse: 'Lindenallee 12', plz: '30159', ort: 'Hannover', ortsteil: '' };
const HILDESHEIM = { strasse: 'Almsstraße 5', plz: '31134', ort: 'Hildesheim', ortsteil: '' };
const MUENCHEN = { strasse: 'Marienplatz 1', plz: '80331', ort: 'München', ortsteil: '' };
/** The draft's extra: one child seat. */
const CHILD_SEAT = 500;

/** The private shuttle's price of one ride from or to `plz` at HAJ, as the tariff call names it. */
async function shuttlePrice(plz: string): Promise<number> {
  const res = await server.request('GET', `/api/Preis/PrivatHaj/${plz}?flughafen=HAJ`);
  expect(res.status).toBe(200);
  const preise = res.body.preise as { transferArtId: number; preisCent: number }[];
  return preise.find((p) => p.transferArtId === 1)!.preisCent;
}

type Address = typeof HANNOVER;

/** A private card booking (shuttle, one child seat) with its return ride from `back`. */
async function book(back: Address) {
  const draft = privateBookingDraft();
  const res = await server.request('POST', '/api/Buchung/Neu', {
    body: { ...draft, rueckfahrt: { ...draft.rueckfahrt, buchungAdresse: back } },
    headers: { 'Idempotency-Key': newKey() },
  });
  expect(res.status).toBe(201);
  return {
    body: res.body,
    headers: { 'X-Buchung-Token': res.body.buchungStamm.zugriffsToken as string },
  };
}

describe('each ride priced by its own address (0026)', () => {
  it('a return ride from another town costs that town’s tariff', async () => {
    const [hannover, hildesheim] = [await shuttlePrice('30159'), await shuttlePrice('31134')];
    expect(hildesheim).not.toBe(hannover);
    const { body } = await book(HILDESHEIM);
    expect(body.preis.betragCent).toBe(hannover + hildesheim + CHILD_SEAT);
    expect(body.rueckfahrt.buchungAdresse).toMatchObject({ plz: '31134', ort: 'Hildesheim' });
  });

  it('moving one ride re-prices that ride only; cancelling a ride takes off its own price', async () => {
    const [hannover, muenchen] = [await shuttlePrice('30159'), await shuttlePrice('80331')];
    const { body, headers } = await book(HANNOVER);
    expect(body.preis.betragCent).toBe(2 * hannover + CHILD_SEAT);

    const moved = { ...body, hinfahrt: { ...body.hinfahrt, buchungAdresse: MUENCHEN } };
    const quote = await server.request('POST', '/api/Buchung/Preisvorschau', {
      body: moved,
      headers,
    });
    expect(quote.body.preis.betragCent).toBe(muenchen + hannover + CHILD_SEAT);
    const saved = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: moved,
      headers,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.preis.betragCent).toBe(muenchen + hannover + CHILD_SEAT);

    // The return ride, still from Hannover, is cancelled: München's ride and the seat are left.
    const { id } = body.buchungStamm;
    const cancelled = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${id}/${body.rueckfahrt.id}`,
      { headers },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.preis.betragCent).toBe(muenchen + CHILD_SEAT);

    // An edit after it charges the ride that takes place, at its price, and not the cancelled one.
    const back = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: {
        ...cancelled.body,
        hinfahrt: { ...cancelled.body.hinfahrt, buchungAdresse: HANNOVER },
      },
      headers,
    });
    expect(back.status).toBe(200);
    expect(back.body.preis.betragCent).toBe(hannover + CHILD_SEAT);
  });

  it('checks the return ride’s address as it checks the outbound ride’s', async () => {
    const draft = privateBookingDraft();
    const res = await server.request('POST', '/api/Buchung/Neu', {
      lang: 'en',
      body: {
        ...draft,
        rueckfahrt: {
          ...draft.rueckfahrt,
          buchungAdresse: { strasse: ' ', plz: '3015', ort: '', ortsteil: '' },
        },
      },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries(
      res.body.fieldErrors.map((e: { path: string; code: string }) => [e.path, e.code]),
    );
    expect(byPath).toEqual({
      'rueckfahrt.buchungAdresse.strasse': 'required',
      'rueckfahrt.buchungAdresse.plz': 'format',
      'rueckfahrt.buchungAdresse.ort': 'required',
    });

    // Without a return ride its address is not asked about.
    const oneWay = await server.request('POST', '/api/Buchung/Neu', {
      body: {
        ...draft,
        mitRueckfahrt: false,
        rueckfahrt: { ...draft.rueckfahrt, buchungAdresse: { ...HANNOVER, plz: '' } },
      },
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(oneWay.status).toBe(201);
  });
});

/** A price as the contract answers it. */
const eur = (betragCent: number) => ({ betragCent, waehrung: 'EUR' });

describe('each ride answers its own price (0026)', () => {
  it('every booking answer names each ride’s price and the extras’ part; the preview the moved ride’s', async () => {
    const [hannover, hildesheim, muenchen] = [
      await shuttlePrice('30159'),
      await shuttlePrice('31134'),
      await shuttlePrice('80331'),
    ];
    // New: the return ride from Hildesheim costs Hildesheim's tariff, and says so.
    const { body, headers } = await book(HILDESHEIM);
    expect(body.hinfahrt.preis).toEqual(eur(hannover));
    expect(body.rueckfahrt.preis).toEqual(eur(hildesheim));
    expect(body.extrasPreis).toEqual(eur(CHILD_SEAT));

    // Read: the same, from what is stored.
    const { id } = body.buchungStamm;
    const read = await server.request('GET', `/api/Buchung/Detail/${id}`, { headers });
    expect(read.status).toBe(200);
    expect([read.body.hinfahrt.preis, read.body.rueckfahrt.preis, read.body.extrasPreis]).toEqual([
      eur(hannover),
      eur(hildesheim),
      eur(CHILD_SEAT),
    ]);

    // Preview of the outbound ride moved to München: that ride's new price, the other's as it was.
    const moved = { ...read.body, hinfahrt: { ...read.body.hinfahrt, buchungAdresse: MUENCHEN } };
    const quote = await server.request('POST', '/api/Buchung/Preisvorschau', {
      body: moved,
      headers,
    });
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({
      preis: eur(muenchen + hildesheim + CHILD_SEAT),
      bisher: eur(hannover + hildesheim + CHILD_SEAT),
      hinfahrt: eur(muenchen),
      rueckfahrt: eur(hildesheim),
      extras: eur(CHILD_SEAT),
    });

    // Update: the stored prices, the request's own price fields ignored.
    const saved = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...moved, extrasPreis: eur(1), rueckfahrt: { ...moved.rueckfahrt, preis: eur(1) } },
      headers,
    });
    expect(saved.status).toBe(200);
    expect([saved.body.hinfahrt.preis, saved.body.rueckfahrt.preis]).toEqual([
      eur(muenchen),
      eur(hildesheim),
    ]);

    // A cancelled ride keeps the price it had, marked cancelled; the total no longer has it.
    const cancelled = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${id}/${body.rueckfahrt.id}`,
      { headers },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.rueckfahrt).toMatchObject({ statusId: 5, preis: eur(hildesheim) });
    expect(cancelled.body.preis).toEqual(eur(muenchen + CHILD_SEAT));

    // Tracking names each ride's price and the extras' part too.
    const tracked = await server.request(
      'GET',
      `/api/Buchung/Detail/${body.buchungStamm.voucher}?name=${encodeURIComponent(body.kundeStamm.name)}`,
    );
    expect(tracked.status).toBe(200);
    expect([
      tracked.body.hinfahrt.preis,
      tracked.body.rueckfahrt.preis,
      tracked.body.extrasPreis,
      tracked.body.preis,
    ]).toEqual([eur(muenchen), eur(hildesheim), eur(CHILD_SEAT), eur(muenchen + CHILD_SEAT)]);
  });

  it('a booking without a return ride has no return price', async () => {
    const draft = privateBookingDraft({ mitRueckfahrt: false });
    const res = await server.request('POST', '/api/Buchung/Neu', {
      body: draft,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(res.status).toBe(201);
    expect(res.body.rueckfahrt.preis).toBeNull();
    expect(res.body.preis.betragCent).toBe(
      res.body.hinfahrt.preis.betragCent + res.body.extrasPreis.betragCent,
    );
  });
});
