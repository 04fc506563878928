// Refunds across processes (issue 15, docs/decisions/0009): two server processes on one
// PostgreSQL. A paid booking cancelled by the passenger on both at once, several times, is
// cancelled once and refunded once, at the provider (the sandbox) and in the money trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeOnHostedPage, book, call } from '../testing/payment-flows';
import { queryInSchema, startInstances, type ServerProcess } from '../testing/server-process';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('self-service cancel refunds once (two instances, PostgreSQL)', () => {
  let pair: Awaited<ReturnType<typeof startInstances>>;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    pair = await startInstances(url!, 2, { PAYMENT_RECONCILE_MS: '0' });
    [a, b] = pair.instances as [ServerProcess, ServerProcess];
  }, 90_000);
  afterAll(async () => {
    await pair?.close();
  });

  it('6 tries: four cancels at once on two processes give one cancellation, one refund, one trail', async () => {
    for (let i = 0; i < 6; i += 1) {
      const { booking, headers } = await book(a.origin);
      const id = Number(booking.buchungStamm.id);
      const token = await authorizeOnHostedPage(a.origin, b.origin, id, headers);
      expect(
        (await call(b.origin, 'GET', `/api/Saferpay/Capture/${token}`, { headers })).body?.status,
      ).toBe('captured');
      const voucher = String(booking.buchungStamm.voucher);
      const surname = String(booking.kundeStamm.name);
      const answers = await Promise.all(
        [a, b, a, b].map((instance) =>
          call(instance.origin, 'POST', `/api/Buchung/Selbstservice/${voucher}/Stornieren`, {
            body: { name: surname },
          }),
        ),
      );
      const label = `try ${i}: ${answers.map((res) => `${res.status} ${res.body?.erstattung?.status ?? res.body?.code}`).join(', ')}`;
      // Four right tries at once stay under the voucher's free attempts on every process: none
      // is throttled (a clock read a moment behind another process's once made them 429).
      expect(
        answers.map((res) => res.status),
        label,
      ).toEqual([200, 200, 200, 200]);
      for (const res of answers) {
        expect(res.body!.storniert, label).toBe(true);
        // Each answer is final or still on its way, never a second refund.
        expect(['refunded', 'pending'], label).toContain(res.body!.erstattung.status);
      }
      expect(
        answers.some((res) => res.body!.erstattung.status === 'refunded'),
        label,
      ).toBe(true);
      const providerRefunds = await queryInSchema(
        url!,
        pair.schemaName,
        'SELECT r.amount_cent FROM sandbox_refunds r JOIN payments p ON p.capture_id = r.refunded_capture_id WHERE p.buchung_id = $1',
        [id],
      );
      expect(providerRefunds, label).toEqual([{ amount_cent: booking.preis.betragCent }]);
      const trail = await queryInSchema<{ to_status: string }>(
        url!,
        pair.schemaName,
        "SELECT to_status FROM payment_events WHERE buchung_id = $1 AND kind = 'refund' ORDER BY id",
        [id],
      );
      expect(
        trail.map((row) => row.to_status),
        label,
      ).toEqual(['pending', 'refunding', 'refunded']);
      const mails = await queryInSchema(
        url!,
        pair.schemaName,
        "SELECT id FROM outbox WHERE art = 'stornierung' AND payload::text LIKE $1",
        [`%${voucher}%`],
      );
      expect(mails.length, label).toBeGreaterThanOrEqual(1);
      expect(mails.length, label).toBeLessThanOrEqual(2); // booker and, for company bookings, passenger
    }
  }, 180_000);
});
