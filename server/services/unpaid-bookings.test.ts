// Card bookings never paid (docs/decisions/0024): one reminder an hour after booking, the
// release at 24 hours or when the first ride comes within the lead time, never while a payment
// attempt is open. The round runs with an injected clock; the bookings are made now.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { renderOutboxMail } from '../mail/render';
import { approveOnSandboxPage } from '../testing/sandbox-page';
import { startTestServer, type TestServer } from '../testing/test-server';
import { pickupIn, unpaidBooking } from '../testing/unpaid-booking';
import {
  companyBookingDraft,
  draftLeg,
  newKey,
  privateBookingDraft,
} from '../testing/booking-drafts';
import { unpaidRound } from './unpaid-bookings';

const HOUR = 60 * 60_000;
const links = { baseUrl: 'https://shuttle.example' };

let server: TestServer;
beforeAll(async () => {
  process.env.SANDBOX_NOTIFY = 'off';
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.SANDBOX_NOTIFY;
  await server?.close();
});

type Row = Record<string, unknown>;
async function rows(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A round `afterMs` from now, for this booking only (other tests' bookings stay out of it). */
const roundAt = (afterMs: number, voucher: string) =>
  unpaidRound(server.database.db, { now: new Date(Date.now() + afterMs), voucher });

async function mailsOf(voucher: string) {
  return (await server.database.db.select().from(outbox)).filter(
    (row) => (row.payload as { booking?: { voucher?: string } }).booking?.voucher === voucher,
  );
}

async function bookingRow(id: number): Promise<Row> {
  return (
    await rows(
      sql`SELECT storniert, storno_grund, erinnert_am, zahlungsstatus FROM bookings WHERE id = ${id}`,
    )
  )[0]!;
}

describe('the payment reminder', () => {
  it('goes out once an hour after booking, not before, not twice', async () => {
    const { id, voucher } = await unpaidBooking(server);
    expect(await roundAt(59 * 60_000, voucher)).toEqual({ reminded: 0, released: 0 });
    expect(await mailsOf(voucher)).toEqual([]);

    expect(await roundAt(61 * 60_000, voucher)).toEqual({ reminded: 1, released: 0 });
    expect(await roundAt(2 * HOUR, voucher)).toEqual({ reminded: 0, released: 0 });
    const mails = await mailsOf(voucher);
    expect(mails.map((mail) => [mail.art, mail.empfaenger, mail.sprach])).toEqual([
      ['zahlungserinnerung', 'erika@example.org', 'de'],
    ]);
    const row = await bookingRow(id);
    expect(row.erinnert_am).not.toBeNull();
    expect(row.storniert).toBe(false);
  });

  it('says in German that the booking binds only once paid, how to pay and until when', async () => {
    const { voucher } = await unpaidBooking(server);
    await roundAt(HOUR + 60_000, voucher);
    const [mail] = await mailsOf(voucher);
    const rendered = await renderOutboxMail(mail!, links);
    expect(rendered.subject).toBe(`Zahlung ausstehend – Buchung ${voucher}`);
    expect(rendered.text).toContain(`Ihre Buchung ${voucher} ist noch nicht bezahlt`);
    expect(rendered.text).toContain('deshalb ist die Buchung noch nicht verbindlich');
    expect(rendered.text).toContain('mit „Jetzt bezahlen“ die Zahlung abschließen');
    // The release moment: 24 hours after booking (the rides are days ahead).
    const release = new Intl.DateTimeFormat('de-DE', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }).format(new Date((mail!.payload as { freigabeAm: string }).freigabeAm));
    expect(rendered.text).toContain(`Bitte bezahlen Sie bis ${release} Uhr`);
    const releaseMs = Date.parse((mail!.payload as { freigabeAm: string }).freigabeAm);
    expect(Math.abs(releaseMs - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    // The tracking link of the confirmation mail; no edit link, no attachments.
    expect(rendered.text).toContain(
      `https://shuttle.example/tracking?voucher=${voucher}&name=Musterfrau`,
    );
    expect(rendered.text).not.toContain('/buchung/bearbeiten/');
    expect(rendered.attachments).toEqual([]);
  });

  it('is written in the booking’s language (English)', async () => {
    const draft = privateBookingDraft();
    const { voucher } = await unpaidBooking(server, {
      buchungStamm: { ...draft.buchungStamm, sprach: 'en' },
    });
    await roundAt(HOUR + 60_000, voucher);
    const [mail] = await mailsOf(voucher);
    expect(mail!.sprach).toBe('en');
    const rendered = await renderOutboxMail(mail!, links);
    expect(rendered.subject).toBe(`Payment outstanding – booking ${voucher}`);
    expect(rendered.text).toContain('so the booking is not binding yet');
    expect(rendered.text).toContain('where “Pay now” completes the payment');
    expect(rendered.text).toContain('&sprache=en');
  });

  it('is not sent for paid, on-account or cancelled bookings', async () => {
    // Paid by card.
    const paid = await unpaidBooking(server);
    const headers = { 'X-Buchung-Token': paid.token };
    const init = await server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
      body: { buchungId: paid.id },
      headers,
    });
    await approveOnSandboxPage(server, String(init.body.token));
    const captured = await server.request('GET', `/api/Saferpay/Capture/${init.body.token}`, {
      headers,
    });
    expect(captured.body.status).toBe('captured');
    // On account.
    const onAccount = await server.request('POST', '/api/Buchung/Neu', {
      body: companyBookingDraft(61817),
      cookie: await server.login(61817),
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(onAccount.body.buchungStamm.zahlungsstatus).toBe('rechnung');
    // Cancelled by the passenger before paying.
    const cancelled = await unpaidBooking(server);
    const cancel = await server.request(
      'POST',
      `/api/Buchung/Selbstservice/${cancelled.voucher}/Stornieren`,
      { body: { name: 'Musterfrau' } },
    );
    expect(cancel.status).toBe(200);

    for (const voucher of [paid.voucher, onAccount.body.buchungStamm.voucher, cancelled.voucher]) {
      const before = (await mailsOf(voucher)).length;
      expect(await roundAt(30 * HOUR, voucher)).toEqual({ reminded: 0, released: 0 });
      expect((await mailsOf(voucher)).length).toBe(before);
    }
  });

  it('of a company’s card booking goes to the company only, not to a passenger never told of it', async () => {
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: companyBookingDraft(30200, { zahlungsartId: 1 }),
      cookie: await server.login(30200),
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);
    expect(created.body.buchungStamm.zahlungsstatus).toBe('offen');
    const voucher = String(created.body.buchungStamm.voucher);
    await roundAt(HOUR + 60_000, voucher);
    const mails = await mailsOf(voucher);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.empfaenger).not.toBe('erika@example.org');
  });
});

describe('the release of a booking never paid', () => {
  it('cancels it 24 hours after booking, with one mail, and tracking says why', async () => {
    const { id, voucher } = await unpaidBooking(server);
    await roundAt(HOUR + 60_000, voucher);
    expect(await roundAt(23.9 * HOUR, voucher)).toEqual({ reminded: 0, released: 0 });
    expect(await roundAt(24 * HOUR + 60_000, voucher)).toEqual({ reminded: 0, released: 1 });
    expect(await roundAt(25 * HOUR, voucher)).toEqual({ reminded: 0, released: 0 });
    expect(await bookingRow(id)).toMatchObject({
      storniert: true,
      storno_grund: 'unbezahlt',
      zahlungsstatus: 'offen',
    });
    const legs = await rows(sql`SELECT status_id FROM booking_legs WHERE buchung_id = ${id}`);
    expect(legs.map((leg) => Number(leg.status_id))).toEqual([5, 5]);
    const mails = await mailsOf(voucher);
    expect(mails.map((mail) => mail.art)).toEqual(['zahlungserinnerung', 'verfall']);
    const rendered = await renderOutboxMail(mails[1]!, links);
    expect(rendered.subject).toBe(`Buchung ${voucher} storniert – nicht bezahlt`);
    expect(rendered.text).toContain(
      'Ihre Buchung wurde nicht bezahlt und ist deshalb nicht verbindlich geworden.',
    );
    expect(rendered.text).toContain('Es wurde nichts abgebucht.');
    expect(rendered.attachments).toEqual([]);

    const tracked = await server.request('GET', `/api/Buchung/Detail/${voucher}?name=Musterfrau`);
    expect(tracked.status).toBe(200);
    expect(tracked.body).toMatchObject({ storniert: true, stornoGrund: 'unbezahlt' });
    // The payment module treats it as cancelled: no grant, no new payment page.
    const grant = await server.request('POST', `/api/Buchung/Selbstservice/${voucher}/Zahlung`, {
      body: { name: 'Musterfrau' },
    });
    expect(grant.body.code).toBe('bookingCancelled');
  });

  it('says so in English', async () => {
    const draft = privateBookingDraft();
    const { voucher } = await unpaidBooking(server, {
      buchungStamm: { ...draft.buchungStamm, sprach: 'en' },
    });
    await roundAt(25 * HOUR, voucher);
    const mails = await mailsOf(voucher);
    // Due for the release at once: no reminder first.
    expect(mails.map((mail) => mail.art)).toEqual(['verfall']);
    const rendered = await renderOutboxMail(mails[0]!, links);
    expect(rendered.subject).toBe(`Booking ${voucher} cancelled – not paid`);
    expect(rendered.text).toContain('Your booking was not paid and so never became binding.');
    expect(rendered.text).toContain('Nothing has been charged.');
  });

  it('cancels it earlier when its first ride comes within the lead time', async () => {
    const ride = pickupIn(3);
    const { id, voucher } = await unpaidBooking(server, {
      mitRueckfahrt: false,
      hinfahrt: draftLeg('Abholung', ride.datum, ride.zeit),
    });
    // An hour after booking the ride is still bookable: the reminder names the earlier release.
    expect(await roundAt(HOUR + 60_000, voucher)).toEqual({ reminded: 1, released: 0 });
    const [reminder] = await mailsOf(voucher);
    const releaseMs = Date.parse((reminder!.payload as { freigabeAm: string }).freigabeAm);
    expect(releaseMs).toBeLessThan(Date.now() + 3 * HOUR);
    expect(await roundAt(releaseMs - Date.now() - 60_000, voucher)).toEqual({
      reminded: 0,
      released: 0,
    });
    expect(await roundAt(releaseMs - Date.now() + 1_000, voucher)).toEqual({
      reminded: 0,
      released: 1,
    });
    expect((await bookingRow(id)).storno_grund).toBe('unbezahlt');
  });

  it('waits while a payment attempt is open, and releases once it has ended', async () => {
    const { id, voucher, token } = await unpaidBooking(server);
    const init = await server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
      body: { buchungId: id },
      headers: { 'X-Buchung-Token': token },
    });
    expect(init.status).toBe(200);
    expect(await roundAt(25 * HOUR, voucher)).toEqual({ reminded: 0, released: 0 });
    expect((await bookingRow(id)).storniert).toBe(false);
    // The payer gave up; the reconciler found the page expired.
    await server.database.db.execute(
      sql`UPDATE payments SET status = 'expired' WHERE buchung_id = ${id}`,
    );
    expect(await roundAt(25 * HOUR, voucher)).toEqual({ reminded: 0, released: 1 });
  });

  it('a capture that comes after the release settles nothing: the authorization is released', async () => {
    const { id, voucher, token } = await unpaidBooking(server);
    const headers = { 'X-Buchung-Token': token };
    const init = await server.request('POST', '/api/Saferpay/PaymentPageInitialize', {
      body: { buchungId: id },
      headers,
    });
    const payToken = String(init.body.token);
    // The interleaving of a race: the round took the booking before this attempt's row was
    // written (as if it were not there yet), then the payer finished the hosted page.
    await server.database.db.execute(
      sql`UPDATE payments SET status = 'initializing', updated_at = now() - interval '1 hour' WHERE buchung_id = ${id}`,
    );
    expect(await roundAt(25 * HOUR, voucher)).toEqual({ reminded: 0, released: 1 });
    await server.database.db.execute(
      sql`UPDATE payments SET status = 'pending' WHERE buchung_id = ${id}`,
    );
    await approveOnSandboxPage(server, payToken);
    const captured = await server.request('GET', `/api/Saferpay/Capture/${payToken}`, {
      headers,
    });
    expect(captured.body.status).not.toBe('captured');
    const attempts = await rows(sql`SELECT status FROM payments WHERE buchung_id = ${id}`);
    expect(attempts.map((row) => row.status)).toEqual(['discarded']);
    expect(await bookingRow(id)).toMatchObject({ storniert: true, zahlungsstatus: 'offen' });
    expect((await mailsOf(voucher)).map((mail) => mail.art)).toEqual(['verfall']);
  });
});
