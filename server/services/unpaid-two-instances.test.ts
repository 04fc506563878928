// Unpaid bookings across processes (docs/decisions/0024): two server processes on one PostgreSQL
// run the round at the same moment, several times, over the same unpaid bookings. Each booking
// gets one reminder and one release, each with one e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, call } from '../testing/payment-flows';
import { queryInSchema, startInstances, type ServerProcess } from '../testing/server-process';

const url = process.env.TEST_DATABASE_URL;
const HOUR = 60 * 60_000;

describe.skipIf(!url)('the unpaid round on two instances at once (PostgreSQL)', () => {
  let pair: Awaited<ReturnType<typeof startInstances>>;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    // No timers: only the rounds this test starts run (POST /api/test/unpaid-round); the outbox
    // keeps its rows (no mail worker).
    pair = await startInstances(url!, 2, {
      PAYMENT_RECONCILE_MS: '0',
      UNPAID_CHECK_MS: '0',
      MAIL_POLL_MS: '0',
    });
    [a, b] = pair.instances as [ServerProcess, ServerProcess];
  }, 90_000);
  afterAll(async () => {
    await pair?.close();
  });

  const roundsAt = async (afterMs: number) => {
    const at = new Date(Date.now() + afterMs).toISOString();
    const answers = await Promise.all(
      [a, b, a, b].map((instance) =>
        call(instance.origin, 'POST', '/api/test/unpaid-round', { body: { at } }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    return answers.reduce(
      (sum, answer) => ({
        reminded: sum.reminded + Number(answer.body!.reminded),
        released: sum.released + Number(answer.body!.released),
      }),
      { reminded: 0, released: 0 },
    );
  };

  it('8 unpaid bookings, four rounds at once: 8 reminders, then 8 releases, one mail each', async () => {
    const vouchers: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { booking } = await book(i % 2 === 0 ? a.origin : b.origin);
      vouchers.push(String(booking.buchungStamm.voucher));
    }
    const list = vouchers.map((v) => `'${v}'`).join(', ');

    expect(await roundsAt(HOUR + 60_000)).toEqual({ reminded: 8, released: 0 });
    expect(await roundsAt(HOUR + 120_000)).toEqual({ reminded: 0, released: 0 });
    expect(await roundsAt(24 * HOUR + 60_000)).toEqual({ reminded: 0, released: 8 });
    expect(await roundsAt(24 * HOUR + 120_000)).toEqual({ reminded: 0, released: 0 });

    const mails = await queryInSchema<{ art: string; voucher: string; n: string }>(
      url!,
      pair.schemaName,
      `SELECT art, payload->'booking'->>'voucher' AS voucher, count(*) AS n FROM outbox
        WHERE payload->'booking'->>'voucher' IN (${list}) GROUP BY 1, 2 ORDER BY 2, 1`,
    );
    expect(mails).toHaveLength(16);
    for (const mail of mails) expect([mail.art, mail.n]).toEqual([mail.art, '1']);
    expect(new Set(mails.map((mail) => mail.art))).toEqual(
      new Set(['verfall', 'zahlungserinnerung']),
    );
    const bookings = await queryInSchema<{
      storniert: boolean;
      storno_grund: string;
      version: number;
    }>(
      url!,
      pair.schemaName,
      `SELECT storniert, storno_grund, version FROM bookings WHERE voucher IN (${list})`,
    );
    // Released once: cancelled, and its version raised by one only.
    expect(bookings).toEqual(
      vouchers.map(() => ({ storniert: true, storno_grund: 'unbezahlt', version: 2 })),
    );
  });
});
