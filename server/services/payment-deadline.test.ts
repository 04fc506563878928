// The payment deadline in the answers (docs/decisions/0024): the booking answer and the tracking
// answer name by when an unpaid card booking must be paid (`zahlungBis`), from the operator's
// configured rule, and say why a released booking was cancelled (`stornoGrund`), as the company's
// booking list does. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinToUtc } from '../../src/domain/berlin-time';
import { startTestServer, type TestServer } from '../testing/test-server';
import { pickupIn, unpaidBooking } from '../testing/unpaid-booking';
import { companyBookingDraft, draftLeg, newKey } from '../testing/booking-drafts';
import { unpaidRound, type UnpaidRule } from './unpaid-bookings';

const HOUR = 60 * 60_000;
// Not the default (1 h, 24 h): the answers must follow the configured rule.
const rule: UnpaidRule = { remindAfterMs: 20 * 60_000, releaseAfterMs: 5 * HOUR };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ unpaid: { rule } });
});
afterAll(async () => {
  await server?.close();
});

async function createdAt(id: number): Promise<Date> {
  const result = await server.database.db.execute(
    sql`SELECT created_at FROM bookings WHERE id = ${id}`,
  );
  const row = (result as unknown as { rows: { created_at: string | Date }[] }).rows[0]!;
  return new Date(row.created_at);
}

/** The booking answer (access token) and the tracking answer (voucher + surname). */
async function answers(booking: { id: number; voucher: string; token: string }) {
  const detail = await server.request('GET', `/api/Buchung/Detail/${booking.id}`, {
    headers: { 'X-Buchung-Token': booking.token },
  });
  const tracking = await server.request(
    'GET',
    `/api/Buchung/Detail/${booking.voucher}?name=Musterfrau`,
  );
  expect(detail.status).toBe(200);
  expect(tracking.status).toBe(200);
  return { stamm: detail.body.buchungStamm, tracking: tracking.body };
}

describe('zahlungBis, by when an unpaid card booking must be paid', () => {
  it('is the configured time after booking when the rides are far ahead', async () => {
    const booking = await unpaidBooking(server);
    const expected = new Date((await createdAt(booking.id)).getTime() + 5 * HOUR).toISOString();
    const { stamm, tracking } = await answers(booking);
    expect(stamm).toMatchObject({
      zahlungsstatus: 'offen',
      zahlungBis: expected,
      stornoGrund: null,
    });
    expect(tracking).toMatchObject({
      zahlungsstatus: 'offen',
      zahlungBis: expected,
      stornoGrund: null,
    });
  });

  it('is the lead time before the first ride when that comes earlier', async () => {
    const pickup = pickupIn(3);
    const booking = await unpaidBooking(server, {
      mitRueckfahrt: false,
      hinfahrt: draftLeg('Abholung', pickup.datum, pickup.zeit),
    });
    const expected = new Date(berlinToUtc(pickup.datum, pickup.zeit).getTime() - 30 * 60_000);
    const { stamm, tracking } = await answers(booking);
    expect(stamm.zahlungBis).toBe(expected.toISOString());
    expect(tracking.zahlungBis).toBe(expected.toISOString());
  });

  it('is null for a paid booking, one on account and one cancelled', async () => {
    const paid = await unpaidBooking(server);
    await server.database.db.execute(
      sql`UPDATE bookings SET zahlungsstatus = 'bezahlt' WHERE id = ${paid.id}`,
    );
    expect(await answers(paid)).toMatchObject({
      stamm: { zahlungsstatus: 'bezahlt', zahlungBis: null },
      tracking: { zahlungsstatus: 'bezahlt', zahlungBis: null },
    });

    const cookie = await server.login(61817);
    const onAccount = await server.request('POST', '/api/Buchung/Neu', {
      body: companyBookingDraft(61817),
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(onAccount.body.buchungStamm).toMatchObject({
      zahlungsstatus: 'rechnung',
      zahlungBis: null,
    });
    const voucher = String(onAccount.body.buchungStamm.voucher);
    const tracked = await server.request('GET', `/api/Buchung/Detail/${voucher}?name=Musterfrau`);
    expect(tracked.body.zahlungBis).toBeNull();

    const cancelled = await unpaidBooking(server);
    const cancel = await server.request('DELETE', `/api/Buchung/Stornieren/${cancelled.id}`, {
      headers: { 'X-Buchung-Token': cancelled.token },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.buchungStamm).toMatchObject({ zahlungBis: null, stornoGrund: null });
    expect((await answers(cancelled)).tracking).toMatchObject({
      storniert: true,
      zahlungBis: null,
      stornoGrund: null,
    });
  });
});

describe('stornoGrund of a booking released unpaid', () => {
  it('is in the booking answer, the tracking answer and the company’s list', async () => {
    const cookie = await server.login(30200);
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: companyBookingDraft(30200, { zahlungsartId: 1 }),
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    const id = Number(created.body.buchungStamm.id);
    const voucher = String(created.body.buchungStamm.voucher);
    const deadline = new Date(created.body.buchungStamm.zahlungBis as string);
    expect(deadline.getTime()).toBe((await createdAt(id)).getTime() + 5 * HOUR);

    // A minute before the deadline the round leaves it; just after it, it releases it (a second
    // on: PostgreSQL keeps created_at in microseconds, the answer in milliseconds).
    const early = new Date(deadline.getTime() - 60_000);
    const late = new Date(deadline.getTime() + 1_000);
    expect(await unpaidRound(server.database.db, { now: early, rule, voucher })).toMatchObject({
      released: 0,
    });
    expect(await unpaidRound(server.database.db, { now: late, rule, voucher })).toEqual({
      reminded: 0,
      released: 1,
    });

    const detail = await server.request('GET', `/api/Buchung/Detail/${id}`, { cookie });
    expect(detail.body.buchungStamm).toMatchObject({ zahlungBis: null, stornoGrund: 'unbezahlt' });
    const tracked = await server.request('GET', `/api/Buchung/Detail/${voucher}?name=Musterfrau`);
    expect(tracked.body).toMatchObject({
      storniert: true,
      zahlungBis: null,
      stornoGrund: 'unbezahlt',
    });
    const list = await server.request(
      'GET',
      `/api/Buchung/Liste/30200?status=alle&suche=${voucher}`,
      {
        cookie,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.eintraege).toEqual([
      expect.objectContaining({ voucher, storniert: true, stornoGrund: 'unbezahlt' }),
    ]);
  });
});
