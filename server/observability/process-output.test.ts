// Nothing but JSON lines from a real server process on PostgreSQL (issue 28). node-postgres
// printed a deprecation warning past the JSON log when a transaction's reads ran in parallel on
// its one connection (a second query on a busy connection, refused from pg 9 on), and only
// PostgreSQL shows it: PGlite takes one query at a time anyway. The flows below run every
// transaction that reads a booking back: the card payment's confirmation, an edit's change
// message, a leg's and a booking's cancellation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { authorizeOnHostedPage, call, waitFor, type Json } from '../testing/payment-flows';
import { startInstances, type ServerProcess } from '../testing/server-process';
import { newKey, privateBookingDraft } from '../testing/booking-drafts';

const url = process.env.TEST_DATABASE_URL;
const company = DEMO_COMPANIES.cardPayer;

describe.skipIf(!url)('a server process on PostgreSQL', () => {
  let cluster: Awaited<ReturnType<typeof startInstances>>;
  let server: ServerProcess;
  beforeAll(async () => {
    cluster = await startInstances(url!, 1, {
      LOG_LEVEL: 'info',
      SANDBOX_NOTIFY: 'off',
      PAYMENT_RECONCILE_MS: '0',
    });
    server = cluster.instances[0]!;
  }, 90_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it('writes only JSON lines, no warning among them, through login, booking, card payment, edit, tracking and cancellation', async () => {
    const { origin } = server;
    const expectStatus = (res: { status: number; body: Json | null }, status: number) =>
      expect(res.status, JSON.stringify(res.body)).toBe(status);

    const login = await call(origin, 'POST', '/api/Firma/LoginMitId/', {
      body: { firmenId: company.firmenId, zugangscode: company.zugangscode },
    });
    expectStatus(login, 200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const draft = privateBookingDraft();
    const created = await call(origin, 'POST', '/api/Buchung/Neu', {
      body: { ...draft, buchungStamm: { ...draft.buchungStamm, firmenId: company.firmenId } },
      headers: { Cookie: cookie, 'Idempotency-Key': newKey() },
    });
    expectStatus(created, 201);
    const booking = created.body!;
    const id = Number(booking.buchungStamm.id);
    const headers = { Cookie: cookie };

    const token = await authorizeOnHostedPage(origin, origin, id, headers);
    const captured = await call(origin, 'GET', `/api/Saferpay/Capture/${token}`, { headers });
    expect(captured.body).toMatchObject({ status: 'captured' });

    // A paid booking may change what does not change its price: a change message is written.
    const edited = await call(origin, 'PUT', '/api/Buchung/Aktualisieren', {
      body: { ...booking, hinfahrt: { ...booking.hinfahrt, flugnummer: 'LH 2041' } },
      headers,
    });
    expectStatus(edited, 200);
    const tracking = `/api/Buchung/Detail/${booking.buchungStamm.voucher}?name=${encodeURIComponent(booking.kundeStamm.name)}`;
    expectStatus(await call(origin, 'GET', tracking), 200);

    const returnLeg = Number(booking.rueckfahrt.id);
    // A paid booking's single ride is refused (refunds are whole): a 409 logs no warning either.
    expectStatus(
      await call(origin, 'DELETE', `/api/Buchung/PosStornieren/${id}/${returnLeg}`, { headers }),
      409,
    );
    expectStatus(await call(origin, 'DELETE', `/api/Buchung/Stornieren/${id}`, { headers }), 200);
    const last = await call(origin, 'GET', tracking, { headers: { 'X-Request-Id': 'last-one' } });
    expectStatus(last, 200);
    expect(last.body).toMatchObject({ storniert: true });

    // The process's output reaches this process a moment after the answers do.
    await waitFor(
      async () => server.output(),
      (output) => output.includes('"requestId":"last-one"'),
      5_000,
    );
    const lines = server.jsonLines();
    expect(lines.filter((line) => line.event === 'http.request').length).toBeGreaterThan(8);
    expect(lines.filter((line) => line.event === 'process.warning')).toEqual([]);
  }, 60_000);
});
