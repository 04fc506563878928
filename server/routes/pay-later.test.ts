// Paying later with voucher + surname (docs/decisions/0022): an unpaid card booking gets a
// payment grant that opens its card payment calls, for two hours, and nothing else.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInBerlin } from '../../src/domain/berlin-time';
import { PAYMENT_GRANT_LIFETIME_MS } from '../services/payment-grant';
import { approveOnSandboxPage } from '../testing/sandbox-page';
import { startTestServer, type TestServer } from '../testing/test-server';
import { unpaidBooking } from '../testing/unpaid-booking';
import { companyBookingDraft, newKey } from '../testing/booking-drafts';

let server: TestServer;
/** Moves the server's clock (the grant's expiry), not the bookings' dates. */
let clockOffsetMs = 0;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(async () => {
  await server?.close();
});

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

const askGrant = (voucher: string, name = 'Musterfrau') =>
  server.request('POST', `/api/Buchung/Selbstservice/${voucher}/Zahlung`, { body: { name } });

const initialize = (buchungId: number, headers: Record<string, string>) =>
  server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
    body: { buchungId },
    headers,
  });

async function grantOf(voucher: string): Promise<string> {
  const res = await askGrant(voucher);
  expect(res.status).toBe(200);
  return String(res.body.zahlungsToken);
}

describe('paying later with voucher + surname', () => {
  it('pays an unpaid card booking with the grant: hosted page, capture, paid, confirmation mail', async () => {
    const { id, voucher } = await unpaidBooking(server);
    const res = await askGrant(voucher, 'musterfrau');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ buchungId: id, voucher });
    const headers = { 'X-Zahlung-Token': String(res.body.zahlungsToken) };

    const init = await initialize(id, headers);
    expect(init.status).toBe(200);
    const token = String(init.body.token);
    await approveOnSandboxPage(server, token);
    const asserted = await server.request('GET', `/api/Saferpay/Assert/${token}`, { headers });
    expect(asserted.body.status).toBe('authorized');
    const captured = await server.request('GET', `/api/Saferpay/Capture/${token}`, { headers });
    expect(captured.body).toMatchObject({ status: 'captured', bookingPaid: true });

    const tracked = await server.request('GET', `/api/Buchung/Detail/${voucher}?name=Musterfrau`);
    expect(tracked.body.zahlungsstatus).toBe('bezahlt');
    const mails = await rows(
      sql`SELECT art FROM outbox WHERE payload::text LIKE ${`%${voucher}%`} ORDER BY id`,
    );
    expect(mails.map((mail) => mail.art)).toEqual(['buchungsbestaetigung']);
    // Paid now: no second grant.
    const again = await askGrant(voucher);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('alreadyPaid');
  });

  it('opens the payment calls only: no read, no edit, no cancellation of the booking', async () => {
    const { id, voucher } = await unpaidBooking(server);
    const headers = { 'X-Zahlung-Token': await grantOf(voucher) };
    expect((await server.request('GET', `/api/Buchung/Detail/${id}`, { headers })).status).toBe(
      401,
    );
    expect(
      (await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers })).status,
    ).toBe(401);
    const [row] = await rows(sql`SELECT storniert FROM bookings WHERE id = ${id}`);
    expect(row!.storniert).toBe(false);
  });

  it('does not fit another booking, and a made-up or tampered grant opens nothing (404, as without any)', async () => {
    const mine = await unpaidBooking(server);
    const other = await unpaidBooking(server);
    const grant = await grantOf(mine.voucher);
    expect((await initialize(other.id, { 'X-Zahlung-Token': grant })).status).toBe(404);
    const [stamp, mac] = grant.split('.');
    const later = (parseInt(stamp!, 36) + 60_000).toString(36);
    for (const forged of [`${later}.${mac}`, `${stamp}.${mac!.slice(1)}x`, 'nope', '']) {
      const res = await initialize(mine.id, { 'X-Zahlung-Token': forged });
      expect(res.status, forged).toBe(404);
    }
    expect((await initialize(mine.id, { 'X-Zahlung-Token': grant })).status).toBe(200);
  });

  it('starts no payment page for a booking cancelled meanwhile (409 bookingCancelled), with the grant or the token', async () => {
    const { id, voucher, token } = await unpaidBooking(server);
    const grant = await grantOf(voucher);
    const cancelled = await server.request(
      'POST',
      `/api/Buchung/Selbstservice/${voucher}/Stornieren`,
      { body: { name: 'Musterfrau' } },
    );
    expect(cancelled.status).toBe(200);
    for (const headers of [{ 'X-Zahlung-Token': grant }, { 'X-Buchung-Token': token }] as Record<
      string,
      string
    >[]) {
      const res = await initialize(id, headers);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('bookingCancelled');
    }
    const attempts = await rows(sql`SELECT id FROM payments WHERE buchung_id = ${id}`);
    expect(attempts).toHaveLength(0);
  });

  it('expires after two hours', async () => {
    const { id, voucher } = await unpaidBooking(server);
    const headers = { 'X-Zahlung-Token': await grantOf(voucher) };
    clockOffsetMs = PAYMENT_GRANT_LIFETIME_MS + 1_000;
    try {
      expect((await initialize(id, headers)).status).toBe(404);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await initialize(id, headers)).status).toBe(200);
  });

  it('refuses a wrong surname like an unknown voucher (404), and gives no grant', async () => {
    const { voucher } = await unpaidBooking(server);
    const res = await askGrant(voucher, 'Mustermann');
    expect(res.status).toBe(404);
    expect(res.body.zahlungsToken).toBeUndefined();
    expect((await askGrant('UNKNOWN1234')).status).toBe(404);
  });

  it('refuses a cancelled booking, one on account and one whose ride is under way or past', async () => {
    const cancelled = await unpaidBooking(server);
    await server.request('POST', `/api/Buchung/Selbstservice/${cancelled.voucher}/Stornieren`, {
      body: { name: 'Musterfrau' },
    });
    expect((await askGrant(cancelled.voucher)).body.code).toBe('bookingCancelled');

    const cookie = await server.login(61817);
    const onAccount = await server.request('POST', '/api/Buchung/Neu', {
      body: companyBookingDraft(61817),
      headers: { 'Idempotency-Key': newKey() },
      cookie,
    });
    expect(onAccount.status).toBe(201);
    const refused = await askGrant(String(onAccount.body.buchungStamm.voucher));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('paymentNotPossible');

    const past = await unpaidBooking(server);
    const anHourAgo = nowInBerlin(new Date(Date.now() - 3_600_000));
    await rows(
      sql`UPDATE booking_legs SET datum = ${anHourAgo.date}, zeit = ${anHourAgo.time} WHERE buchung_id = ${past.id} AND typ = 'hin'`,
    );
    const late = await askGrant(past.voucher);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('bookingNotEditable');
  });
});
