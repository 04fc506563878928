// Passenger self-service with voucher + surname (issue 15, docs/decisions/0009): the window is
// enforced on the server, a wrong surname changes nothing, a paid booking is refunded once
// however often the cancel is sent, and a moved pickup never changes paid card money.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowInBerlin } from '../../src/domain/berlin-time';
import { invalidateReferenceData } from '../services/reference';
import { approveOnSandboxPage } from '../testing/sandbox-page';
import { startTestServer, type TestServer } from '../testing/test-server';
import { dayFromToday, newKey, privateBookingDraft } from '../testing/booking-drafts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A private card booking; `pay` settles it through the sandbox's hosted page. */
async function booking({ pay = false } = {}) {
  const created = await server.request('POST', '/api/Buchung/Neu', {
    body: privateBookingDraft(),
    headers: { 'Idempotency-Key': newKey() },
  });
  expect(created.status).toBe(201);
  const id = Number(created.body.buchungStamm.id);
  const voucher = String(created.body.buchungStamm.voucher);
  const headers = { 'X-Buchung-Token': String(created.body.buchungStamm.zugriffsToken) };
  if (pay) {
    const init = await server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
      body: { buchungId: id },
      headers,
    });
    expect(init.status).toBe(200);
    const token = String(init.body.token);
    await approveOnSandboxPage(server, token);
    const capture = await server.request('GET', `/api/Saferpay/Capture/${token}`, { headers });
    expect(capture.body.status).toBe('captured');
  }
  return { id, voucher, headers, preisCent: Number(created.body.preis.betragCent) };
}

const cancel = (voucher: string, name = 'Musterfrau') =>
  server.request('POST', `/api/Buchung/Selbstservice/${voucher}/Stornieren`, { body: { name } });
const movePickup = (voucher: string, body: Record<string, unknown>) =>
  server.request('POST', `/api/Buchung/Selbstservice/${voucher}/Abholzeit`, {
    body: { name: 'Musterfrau', ...body },
  });

const sandboxRefunds = async (id: number) =>
  rows(
    sql`SELECT r.* FROM sandbox_refunds r JOIN payments p ON p.capture_id = r.refunded_capture_id WHERE p.buchung_id = ${id}`,
  );

describe('cancelling with voucher + surname', () => {
  it('cancels an unpaid booking inside the window, with nothing to refund', async () => {
    const { id, voucher } = await booking();
    const res = await cancel(voucher, 'musterfrau');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ voucher, storniert: true, erstattung: null });
    const [row] = await rows(sql`SELECT storniert FROM bookings WHERE id = ${id}`);
    expect(row!.storniert).toBe(true);
  });

  it('refuses a wrong surname like an unknown voucher and changes nothing', async () => {
    const { id, voucher } = await booking();
    const res = await cancel(voucher, 'Mustermann');
    expect(res.status).toBe(404);
    const [row] = await rows(sql`SELECT storniert FROM bookings WHERE id = ${id}`);
    expect(row!.storniert).toBe(false);
  });

  it('refuses inside the last 24 hours before the pickup (409 selfServiceClosed)', async () => {
    const { id, voucher } = await booking();
    const soon = nowInBerlin(new Date(Date.now() + 12 * 3_600_000));
    await rows(
      sql`UPDATE booking_legs SET datum = ${soon.date}, zeit = ${soon.time} WHERE buchung_id = ${id} AND typ = 'hin'`,
    );
    const res = await cancel(voucher);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('selfServiceClosed');
    const [row] = await rows(sql`SELECT storniert FROM bookings WHERE id = ${id}`);
    expect(row!.storniert).toBe(false);
  });

  it('refunds a paid booking once: the answer, the provider, the money trail; a repeated cancel refunds nothing more', async () => {
    const { id, voucher, preisCent } = await booking({ pay: true });
    const first = await cancel(voucher);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      storniert: true,
      zahlungsstatus: 'bezahlt',
      erstattung: { status: 'refunded', betragCent: preisCent },
    });
    // The answer was lost, the passenger presses again.
    const again = await cancel(voucher);
    expect(again.status).toBe(200);
    expect(again.body.erstattung).toEqual({ status: 'refunded', betragCent: preisCent });
    expect(await sandboxRefunds(id)).toHaveLength(1);
    const trail = await rows(
      sql`SELECT kind, from_status, to_status, amount_cent FROM payment_events WHERE buchung_id = ${id} AND kind = 'refund' ORDER BY id`,
    );
    expect(trail).toEqual([
      { kind: 'refund', from_status: null, to_status: 'pending', amount_cent: preisCent },
      { kind: 'refund', from_status: 'pending', to_status: 'refunding', amount_cent: preisCent },
      { kind: 'refund', from_status: 'refunding', to_status: 'refunded', amount_cent: preisCent },
    ]);
    // Tracking shows it too, and the cancellation e-mail went out.
    const tracked = await server.request('GET', `/api/Buchung/Detail/${voucher}?name=Musterfrau`);
    expect(tracked.body.erstattung).toEqual({ status: 'refunded', betragCent: preisCent });
    const mails = await rows(
      sql`SELECT art FROM outbox WHERE payload::text LIKE ${`%${voucher}%`} ORDER BY id`,
    );
    expect(mails.map((mail) => mail.art)).toContain('stornierung');
  });

  it('a paid booking cancelled by its token holder (DELETE /Buchung/Stornieren) is refunded too, once', async () => {
    const { id, preisCent, headers } = await booking({ pay: true });
    const res = await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers });
    expect(res.status).toBe(200);
    expect(await sandboxRefunds(id)).toHaveLength(1);
    const [refund] = await rows(
      sql`SELECT status, amount_cent FROM refunds WHERE buchung_id = ${id}`,
    );
    expect(refund).toMatchObject({ status: 'refunded', amount_cent: preisCent });
    expect(
      (await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers })).status,
    ).toBe(409);
    expect(await sandboxRefunds(id)).toHaveLength(1);
  });

  it('two cancels at the same time: one cancellation, one refund', async () => {
    const { id, voucher, preisCent } = await booking({ pay: true });
    const answers = await Promise.all([cancel(voucher), cancel(voucher), cancel(voucher)]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body.erstattung).toEqual({ status: 'refunded', betragCent: preisCent });
    }
    expect(await sandboxRefunds(id)).toHaveLength(1);
    expect(await rows(sql`SELECT id FROM refunds WHERE buchung_id = ${id}`)).toHaveLength(1);
  });
});

describe('moving a pickup with voucher + surname', () => {
  it('moves the outbound pickup to another day and time, with the change e-mail', async () => {
    const { voucher } = await booking({ pay: true });
    const res = await movePickup(voucher, { fahrt: 'hin', datum: dayFromToday(6), zeit: '06:45' });
    expect(res.status).toBe(200);
    expect(res.body.hinfahrt).toMatchObject({ datum: dayFromToday(6), zeit: '06:45' });
    expect(res.body.zahlungsstatus).toBe('bezahlt');
    const mails = await rows(
      sql`SELECT art FROM outbox WHERE payload::text LIKE ${`%${voucher}%`} ORDER BY id`,
    );
    expect(mails.map((mail) => mail.art)).toContain('buchungsaenderung');
  });

  it('refuses a new time inside the window or the lead time, at the field', async () => {
    const { voucher } = await booking();
    const soon = nowInBerlin(new Date(Date.now() + 3 * 3_600_000));
    const res = await movePickup(voucher, { fahrt: 'hin', datum: soon.date, zeit: soon.time });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      expect.objectContaining({ path: 'zeit', code: 'range' }),
    ]);
    const past = await movePickup(voucher, {
      fahrt: 'hin',
      datum: dayFromToday(-1),
      zeit: '10:00',
    });
    expect(past.status).toBe(400);
  });

  it('refuses a change that would change the price of a paid booking (tariffs raised since)', async () => {
    const { id, voucher, preisCent } = await booking({ pay: true });
    await rows(sql`UPDATE tariffs SET preis_cent = preis_cent + 500`);
    invalidateReferenceData(server.database.db);
    try {
      const res = await movePickup(voucher, {
        fahrt: 'rueck',
        datum: dayFromToday(10),
        zeit: '12:00',
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('alreadyPaid');
      const [row] = await rows(sql`SELECT preis_cent FROM bookings WHERE id = ${id}`);
      expect(Number(row!.preis_cent)).toBe(preisCent);
    } finally {
      await rows(sql`UPDATE tariffs SET preis_cent = preis_cent - 500`);
      invalidateReferenceData(server.database.db);
    }
  });

  it('refuses a cancelled booking and a wrong surname', async () => {
    const { voucher } = await booking();
    expect(
      (
        await movePickup(voucher, {
          name: 'Anders',
          fahrt: 'hin',
          datum: dayFromToday(6),
          zeit: '09:00',
        })
      ).status,
    ).toBe(404);
    await cancel(voucher);
    const res = await movePickup(voucher, { fahrt: 'hin', datum: dayFromToday(6), zeit: '09:00' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('bookingCancelled');
  });
});

describe('the edit token keeps the same 24-hour window (docs/decisions/0009)', () => {
  /** Moves a ride of the booking to `hours` from now (Berlin wall clock), behind the API's back. */
  async function pickupIn(id: number, typ: 'hin' | 'rueck', hours: number) {
    const at = nowInBerlin(new Date(Date.now() + hours * 3_600_000));
    await rows(
      sql`UPDATE booking_legs SET datum = ${at.date}, zeit = ${at.time} WHERE buchung_id = ${id} AND typ = ${typ}`,
    );
  }
  const detail = async (id: number, headers: Record<string, string>) =>
    (await server.request('GET', `/api/Buchung/Detail/${id}`, { headers })).body;

  it('cancelling a paid booking inside the last 24 hours: 409 selfServiceClosed, nothing cancelled or refunded', async () => {
    const { id, headers } = await booking({ pay: true });
    await pickupIn(id, 'hin', 12);
    const res = await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('selfServiceClosed');
    const legs = await rows(sql`SELECT status_id FROM booking_legs WHERE buchung_id = ${id}`);
    expect(legs.map((leg) => Number(leg.status_id))).toEqual([1, 1]);
    expect(await sandboxRefunds(id)).toHaveLength(0);
    expect(await rows(sql`SELECT id FROM refunds WHERE buchung_id = ${id}`)).toHaveLength(0);
    // Ride by ride: the ride inside the window stays; the return days ahead is paid money, which
    // is refunded only whole (bookings.ts cancelLegs: 409 alreadyPaid).
    const hin = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${id}/${(await detail(id, headers)).hinfahrt.id}`,
      { headers },
    );
    expect(hin.status).toBe(409);
    expect(hin.body.code).toBe('selfServiceClosed');
    const paidReturn = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${id}/${(await detail(id, headers)).rueckfahrt.id}`,
      { headers },
    );
    expect(paidReturn.body.code).toBe('alreadyPaid');
  });

  it('ride by ride, unpaid: the ride inside the window stays, the return days ahead may go', async () => {
    const { id, headers } = await booking();
    await pickupIn(id, 'hin', 12);
    const hin = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${id}/${(await detail(id, headers)).hinfahrt.id}`,
      { headers },
    );
    expect(hin.status).toBe(409);
    expect(hin.body.code).toBe('selfServiceClosed');
    const rueck = await server.request(
      'DELETE',
      `/api/Buchung/PosStornieren/${id}/${(await detail(id, headers)).rueckfahrt.id}`,
      { headers },
    );
    expect(rueck.status).toBe(200);
    expect(rueck.body.hinfahrt.statusId).toBe(1);
    expect(rueck.body.rueckfahrt.statusId).toBe(5);
  });

  it('an edit inside the last 24 hours: 409 selfServiceClosed, the booking unchanged', async () => {
    const { id, headers } = await booking();
    await pickupIn(id, 'hin', 20);
    const current = await detail(id, headers);
    const res = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...current, erw: 1 },
      headers,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('selfServiceClosed');
    expect((await detail(id, headers)).erw).toBe(2);
  });

  it('an edit may not move a pickup into the last 24 hours (400 at the time), but further out', async () => {
    const { id, headers } = await booking();
    const current = await detail(id, headers);
    const soon = nowInBerlin(new Date(Date.now() + 10 * 3_600_000));
    const res = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...current, hinfahrt: { ...current.hinfahrt, datum: soon.date, zeit: soon.time } },
      headers,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual([
      expect.objectContaining({ path: 'hinfahrt.zeit', code: 'range' }),
    ]);
    expect((await detail(id, headers)).hinfahrt.datum).toBe(current.hinfahrt.datum);
    const later = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: {
        ...current,
        hinfahrt: { ...current.hinfahrt, datum: dayFromToday(3), zeit: '07:30' },
      },
      headers,
    });
    expect(later.status).toBe(200);
    expect(later.body.hinfahrt).toMatchObject({ datum: dayFromToday(3), zeit: '07:30' });
  });

  it('a cancel racing an edit: one cancellation, the edit either before it or refused', async () => {
    const { id, headers } = await booking();
    const current = await detail(id, headers);
    const [edit, cancelled] = await Promise.all([
      server.request('PUT', '/api/Buchung/Aktualisieren', {
        body: { ...current, hinfahrt: { ...current.hinfahrt, zeit: '06:30' } },
        headers,
      }),
      server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers }),
    ]);
    expect(cancelled.status).toBe(200);
    expect([200, 409]).toContain(edit.status);
    if (edit.status === 409) expect(edit.body.code).toBe('bookingCancelled');
    const [row] = await rows(sql`SELECT storniert FROM bookings WHERE id = ${id}`);
    expect(row!.storniert).toBe(true);
  });

  it('the company session of a company booking keeps its own rules; its edit link keeps the window', async () => {
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
    const id = Number(created.body.buchungStamm.id);
    const headers = { 'X-Buchung-Token': String(created.body.buchungStamm.zugriffsToken) };
    await pickupIn(id, 'hin', 6);
    const current = await detail(id, headers);
    const changed = { ...current, hinfahrt: { ...current.hinfahrt, flugnummer: 'LH 9' } };
    const byToken = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: changed,
      headers,
    });
    expect(byToken.status).toBe(409);
    expect(byToken.body.code).toBe('selfServiceClosed');
    const bySession = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: changed,
      cookie,
    });
    expect(bySession.status).toBe(200);
    expect(
      (await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { headers })).body.code,
    ).toBe('selfServiceClosed');
    const cancelled = await server.request('DELETE', `/api/Buchung/Stornieren/${id}`, { cookie });
    expect(cancelled.status).toBe(200);
  });
});
