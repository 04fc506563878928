// Card bookings that are never paid (docs/decisions/0024): an unpaid booking (`offen`) gets one
// reminder an hour after it was made, and is released (cancelled, storno_grund 'unbezahlt') at
// the earlier of 24 hours after it was made and the moment its first ride comes within the
// operator's lead time (after that it could not have been booked anyway). Every server process
// runs the round (startUnpaidRound); each booking is claimed under its row lock with SKIP LOCKED
// and changed by a conditional UPDATE in the transaction that writes its e-mail, so rounds of
// several processes at the same moment send one reminder and one release mail.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookingLegs, bookings } from '../db/schema';
import { payments } from '../payment/schema';
import { berlinMoment } from '../../src/domain/berlin-time';
import { enqueueBookingMails } from '../mail/booking-mails';
import { errorFields, log, withLogContext } from '../observability/log';
import { LEG_CANCELLED, loadBooking } from './bookings';
import { referenceData } from './reference';
import { DEFAULT_UNPAID_RULE, LEAD_MS, releaseMoment, type UnpaidRule } from './unpaid-rule';

export { DEFAULT_UNPAID_RULE, releaseMoment, type UnpaidRule } from './unpaid-rule';

/**
 * A payment attempt the payer may still be in the middle of: the hosted page open or its
 * outcome not yet settled (0006's reconciler settles pending, authorized and capturing ones).
 * An attempt stuck in `initializing` (a process died before the provider answered) has no page
 * and would block the release for ever, so it counts only for a few minutes.
 */
const INITIALIZING_COUNTS_MS = 5 * 60_000;

export interface UnpaidRoundResult {
  reminded: number;
  released: number;
}

/**
 * One round at `now`: the unpaid bookings that are due (reminder or release) are handled, at most
 * `limit`, each in its own transaction. `voucher`: only that booking (the test-only route).
 */
export async function unpaidRound(
  db: Db,
  options: { now: Date; rule?: UnpaidRule; limit?: number; voucher?: string },
): Promise<UnpaidRoundResult> {
  const { now } = options;
  const rule = options.rule ?? DEFAULT_UNPAID_RULE;
  const remindBefore = new Date(now.getTime() - rule.remindAfterMs).toISOString();
  const releaseBefore = new Date(now.getTime() - rule.releaseAfterMs).toISOString();
  // Berlin wall-clock strings compare as text (src/domain/booking-lock.ts does the same).
  const leadMoment = berlinMoment(new Date(now.getTime() + LEAD_MS));
  const due = await db.execute(sql`
    SELECT b.id FROM bookings b
     WHERE b.zahlungsstatus = 'offen' AND NOT b.storniert
       ${options.voucher === undefined ? sql`` : sql`AND b.voucher = ${options.voucher}`}
       AND ((b.erinnert_am IS NULL AND b.created_at <= ${remindBefore}::timestamptz)
            OR b.created_at <= ${releaseBefore}::timestamptz
            OR EXISTS (SELECT 1 FROM booking_legs l
                        WHERE l.buchung_id = b.id AND l.status_id <> ${LEG_CANCELLED} AND l.datum <> ''
                          AND l.datum || ' ' || COALESCE(NULLIF(l.zeit, ''), '00:00') <= ${leadMoment}))
     ORDER BY b.created_at
     LIMIT ${options.limit ?? 50}`);
  const ids = (due as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  const result: UnpaidRoundResult = { reminded: 0, released: 0 };
  if (ids.length === 0) return result;
  const reference = await referenceData(db);
  for (const id of ids) {
    const done = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      // Another process's round, a capture or an edit holds the row: its turn; the next round
      // sees the booking as that change left it.
      const locked = await tx.execute(
        sql`SELECT id FROM bookings WHERE id = ${id} AND zahlungsstatus = 'offen' AND NOT storniert FOR UPDATE SKIP LOCKED`,
      );
      if ((locked as unknown as { rows: unknown[] }).rows.length === 0) return null;
      if (await paymentUnderWay(tx, id, now)) return null;
      const loaded = (await loadBooking(tx, { id }))!;
      const releaseAt = releaseMoment(loaded.booking.createdAt, loaded.legs, rule);
      if (now.getTime() >= releaseAt.getTime()) {
        const released = await tx
          .update(bookings)
          .set({
            storniert: true,
            stornoGrund: 'unbezahlt',
            updatedAt: new Date(),
            version: sql`${bookings.version} + 1`,
          })
          .where(
            and(
              eq(bookings.id, id),
              eq(bookings.zahlungsstatus, 'offen'),
              eq(bookings.storniert, false),
            ),
          )
          .returning({ id: bookings.id });
        if (released.length === 0) return null;
        await tx
          .update(bookingLegs)
          .set({ statusId: LEG_CANCELLED })
          .where(and(eq(bookingLegs.buchungId, id), ne(bookingLegs.statusId, LEG_CANCELLED)));
        const after = (await loadBooking(tx, { id }))!;
        await enqueueBookingMails(tx, 'unpaidReleased', after, { reference, freigabeAm: now });
        return 'released' as const;
      }
      if (loaded.booking.erinnertAm !== null) return null;
      if (now.getTime() - loaded.booking.createdAt.getTime() < rule.remindAfterMs) return null;
      const reminded = await tx
        .update(bookings)
        .set({ erinnertAm: now })
        .where(and(eq(bookings.id, id), isNull(bookings.erinnertAm)))
        .returning({ id: bookings.id });
      if (reminded.length === 0) return null;
      await enqueueBookingMails(tx, 'paymentReminder', loaded, {
        reference,
        freigabeAm: releaseAt,
      });
      return 'reminded' as const;
    });
    if (done) result[done] += 1;
  }
  if (result.reminded + result.released > 0)
    log().info({ event: 'unpaid.round', ...result }, 'unpaid bookings reminded or released');
  return result;
}

/** Whether an attempt to pay the booking is still open (hosted page, capture). */
async function paymentUnderWay(tx: Db, buchungId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .select({ status: payments.status, updatedAt: payments.updatedAt })
    .from(payments)
    .where(
      and(
        eq(payments.buchungId, buchungId),
        inArray(payments.status, ['initializing', 'pending', 'authorized', 'capturing']),
      ),
    );
  return rows.some(
    (row) =>
      row.status !== 'initializing' ||
      now.getTime() - row.updatedAt.getTime() < INITIALIZING_COUNTS_MS,
  );
}

/**
 * Runs `unpaidRound` every `everyMs` (UNPAID_CHECK_MS), like the payment reconciler: rounds
 * never overlap within a process; across processes the row locks keep them apart.
 */
export function startUnpaidRound(
  db: Db,
  options: {
    everyMs: number;
    now: () => Date;
    rule?: UnpaidRule | undefined;
    signal?: AbortSignal | undefined;
  },
): void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await withLogContext({ requestId: `unpaid-${randomUUID()}` }, () =>
        unpaidRound(db, { now: options.now(), ...(options.rule ? { rule: options.rule } : {}) }),
      );
    } catch (error) {
      log().error({ event: 'unpaid.roundFailed', ...errorFields(error) }, 'unpaid round failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), options.everyMs);
  // The round never keeps a process alive that is otherwise done.
  timer.unref();
  options.signal?.addEventListener('abort', () => clearInterval(timer), { once: true });
}
