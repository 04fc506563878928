// The demo seed's card-paid bookings have the payment behind them (server/payment/seed.ts): the
// seeded private booking TRK7P2MQ9A ('bezahlt' by card) is refunded in full exactly once when it
// is cancelled, by the passenger (voucher + surname) or with its edit link, like a booking paid
// through the hosted page. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { seed } from './seed';
import { DEMO_BOOKINGS } from './seed-fixtures';

type Row = Record<string, unknown>;
const rowsOf = async (server: TestServer, query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

const SEEDED = DEMO_BOOKINGS.tracking;

async function seededBooking(server: TestServer) {
  const [row] = await rowsOf(
    server,
    sql`SELECT id, preis_cent, zahlungsstatus, storniert FROM bookings WHERE voucher = ${SEEDED.voucher}`,
  );
  return {
    id: Number(row!.id),
    preisCent: Number(row!.preis_cent),
    zahlungsstatus: String(row!.zahlungsstatus),
  };
}

/** What was refunded for the booking: our refund rows and the sandbox provider's own record. */
async function refundsOf(server: TestServer, id: number) {
  const refunds = await rowsOf(
    server,
    sql`SELECT status, amount_cent FROM refunds WHERE buchung_id = ${id}`,
  );
  const atProvider = await rowsOf(
    server,
    sql`SELECT r.amount_cent FROM sandbox_refunds r
          JOIN payments p ON p.capture_id = r.refunded_capture_id
         WHERE p.buchung_id = ${id}`,
  );
  return {
    refunds: refunds.map((r) => ({ status: r.status, amountCent: Number(r.amount_cent) })),
    atProvider: atProvider.map((r) => Number(r.amount_cent)),
  };
}

describe('the seeded card booking, cancelled by the passenger (voucher + surname)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is paid with a captured sandbox payment of its price', async () => {
    const { id, preisCent, zahlungsstatus } = await seededBooking(server);
    expect(zahlungsstatus).toBe('bezahlt');
    const attempts = await rowsOf(
      server,
      sql`SELECT p.status, p.amount_cent, p.provider, s.status AS page_status, s.amount_cent AS page_cent
            FROM payments p JOIN sandbox_payment_pages s ON s.token = p.token
           WHERE p.buchung_id = ${id}`,
    );
    expect(attempts).toEqual([
      {
        status: 'captured',
        amount_cent: preisCent,
        provider: 'sandbox',
        page_status: 'captured',
        page_cent: preisCent,
      },
    ]);
    // Every booking the seed marks paid by card has its captured payment of the price.
    const unbacked = await rowsOf(
      server,
      sql`SELECT b.voucher FROM bookings b JOIN payment_types t ON t.id = b.zahlungsart_id
           WHERE b.zahlungsstatus = 'bezahlt' AND t.ist_karte
             AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.buchung_id = b.id
                               AND p.status = 'captured' AND p.amount_cent = b.preis_cent)`,
    );
    expect(unbacked).toEqual([]);
  });

  it('seeds once: a second seed adds no payment', async () => {
    const { id } = await seededBooking(server);
    expect(await seed(server.database.db)).toBe(false);
    const attempts = await rowsOf(server, sql`SELECT id FROM payments WHERE buchung_id = ${id}`);
    expect(attempts).toHaveLength(1);
  });

  it('refunds the full amount once; a repeated cancel refunds nothing more', async () => {
    const { id, preisCent } = await seededBooking(server);
    const cancel = () =>
      server.request('POST', `/api/Buchung/Selbstservice/${SEEDED.voucher}/Stornieren`, {
        body: { name: SEEDED.name },
      });
    const first = await cancel();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      voucher: SEEDED.voucher,
      storniert: true,
      zahlungsstatus: 'bezahlt',
      erstattung: { status: 'refunded', betragCent: preisCent },
    });
    // The answer was lost, the passenger presses again.
    const again = await cancel();
    expect(again.status).toBe(200);
    expect(again.body.erstattung).toEqual({ status: 'refunded', betragCent: preisCent });
    expect(await refundsOf(server, id)).toEqual({
      refunds: [{ status: 'refunded', amountCent: preisCent }],
      atProvider: [preisCent],
    });
    const trail = await rowsOf(
      server,
      sql`SELECT kind, from_status, to_status, amount_cent FROM payment_events
           WHERE buchung_id = ${id} ORDER BY id`,
    );
    expect(trail).toEqual([
      { kind: 'payment', from_status: null, to_status: 'captured', amount_cent: preisCent },
      { kind: 'refund', from_status: null, to_status: 'pending', amount_cent: preisCent },
      { kind: 'refund', from_status: 'pending', to_status: 'refunding', amount_cent: preisCent },
      { kind: 'refund', from_status: 'refunding', to_status: 'refunded', amount_cent: preisCent },
    ]);
  });
});

describe('the seeded card booking, cancelled with its edit link', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refunds the full amount once; a second cancel is refused and refunds nothing', async () => {
    const { id, preisCent } = await seededBooking(server);
    const detail = await server.request('GET', `/api/Buchung/Detail/${SEEDED.externeId}`);
    expect(detail.status).toBe(200);
    const headers = { 'X-Buchung-Token': String(detail.body.buchungStamm.zugriffsToken) };
    const first = await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers });
    expect(first.status).toBe(200);
    const again = await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('bookingCancelled');
    expect(await refundsOf(server, id)).toEqual({
      refunds: [{ status: 'refunded', amountCent: preisCent }],
      atProvider: [preisCent],
    });
    // What the passenger sees afterwards: the refund of the whole price.
    const tracked = await server.request(
      'GET',
      `/api/Buchung/Detail/${SEEDED.voucher}?name=${SEEDED.name}`,
    );
    expect(tracked.body.erstattung).toEqual({ status: 'refunded', betragCent: preisCent });
  });
});

describe('the seed without card payments (PAYMENT_PROVIDER other than the sandbox)', () => {
  it('seeds the card booking unpaid, with no payment that could not be refunded', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrate(database);
      expect(await seed(database.db, { cardPayments: false })).toBe(true);
      const result = await database.db.execute(
        sql`SELECT b.zahlungsstatus, (SELECT count(*) FROM payments p WHERE p.buchung_id = b.id) AS n
              FROM bookings b WHERE b.voucher = ${SEEDED.voucher}`,
      );
      const [row] = (result as unknown as { rows: Row[] }).rows;
      expect(row!.zahlungsstatus).toBe('offen');
      expect(Number(row!.n)).toBe(0);
    } finally {
      await database.close();
    }
  });
});
