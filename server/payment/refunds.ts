import { and, eq, lt, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { PaymentDb } from './db';
import { currentRequestId, log } from '../observability/log';
import type { PaymentProvider, ProviderError } from './provider';
import { payments, refunds, type RefundRow } from './schema';

/**
 * Refunds of cancelled paid bookings (docs/decisions/0009), exactly once:
 *
 * - The refund is a row of its own (one per booking, UNIQUE buchung_id), inserted under the
 *   booking's row lock and only while the booking is cancelled and has a captured attempt. A
 *   second cancel, a retry after a lost answer, another process or the reconciler all find the
 *   same row.
 * - Only the caller that moves the row from `pending` to `refunding` (conditional UPDATE) calls
 *   the provider; a `refunding` row whose process died is taken over after `staleMs`, and every
 *   try after the first is sent as a repeat of the same RequestId, so the provider answers it
 *   with the refund it already made instead of making a second one.
 * - A technical failure gives the row back to `pending` (the reconciler and the next look try
 *   again); any other answer ends `failed` for the operator (the passenger sees the hotline).
 * Every status change is in the money trail (payment_events, kind 'refund', by a trigger).
 */
export interface RefundServiceOptions {
  db: PaymentDb;
  provider: PaymentProvider;
  now?: () => Date;
  /** A `refunding` row older than this is taken over (> the provider's 100 s timeout). */
  staleMs?: number;
  /** How long a concurrent caller waits for another one's refund to finish. */
  waitMs?: number;
}

export type RefundService = ReturnType<typeof createRefundService>;

function isTechnical(error: ProviderError): boolean {
  return (
    error.behavior === 'RETRY' ||
    error.behavior === 'RETRY_LATER' ||
    error.errorName.startsWith('COMMUNICATION_') ||
    error.errorName === 'INTERNAL_ERROR' ||
    (error.httpStatus ?? 0) >= 500
  );
}

export function createRefundService(options: RefundServiceOptions) {
  const { db, provider } = options;
  const now = options.now ?? (() => new Date());
  const staleMs = options.staleMs ?? 150_000;
  const waitMs = options.waitMs ?? 10_000;
  const stamp = () => ({ updatedAt: now(), lastRequestId: currentRequestId() });

  async function byBooking(buchungId: number): Promise<RefundRow | null> {
    const [row] = await db.select().from(refunds).where(eq(refunds.buchungId, buchungId));
    return row ?? null;
  }

  /** The booking's refund, recorded now if it is cancelled and paid; null when nothing is owed. */
  async function record(buchungId: number): Promise<RefundRow | null> {
    return db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`SELECT storniert FROM bookings WHERE id = ${buchungId} FOR UPDATE`,
      );
      const booking = (locked as unknown as { rows: { storniert: boolean }[] }).rows[0];
      if (!booking?.storniert) return null;
      const [paid] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.buchungId, buchungId), eq(payments.status, 'captured')));
      if (!paid) return null;
      await tx
        .insert(refunds)
        .values({
          buchungId,
          paymentId: paid.id,
          provider: paid.provider,
          requestId: randomUUID(),
          status: 'pending',
          amountCent: paid.amountCent,
          currency: paid.currency,
          lastRequestId: currentRequestId(),
        })
        .onConflictDoNothing({ target: refunds.buchungId });
      const [row] = await tx.select().from(refunds).where(eq(refunds.buchungId, buchungId));
      return row ?? null;
    });
  }

  async function waitWhileRefunding(id: number): Promise<RefundRow> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      if (row!.status !== 'refunding' || Date.now() >= deadline) return row!;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function carryOut(row: RefundRow): Promise<RefundRow> {
    if (row.status === 'refunded' || row.status === 'failed') return row;
    const staleBefore = new Date(now().getTime() - staleMs);
    const [claimed] = await db
      .update(refunds)
      .set({ status: 'refunding', tries: sql`${refunds.tries} + 1`, ...stamp() })
      .where(
        and(
          eq(refunds.id, row.id),
          or(
            eq(refunds.status, 'pending'),
            and(eq(refunds.status, 'refunding'), lt(refunds.updatedAt, staleBefore)),
          ),
        ),
      )
      .returning();
    if (!claimed) return waitWhileRefunding(row.id);
    const [payment] = await db.select().from(payments).where(eq(payments.id, claimed.paymentId));
    const result = await provider.refund({
      requestId: claimed.requestId,
      captureId: payment!.captureId,
      transactionId: payment!.transactionId!,
      amountCent: claimed.amountCent,
      currency: 'EUR',
      orderId: payment!.orderId,
      repeat: claimed.tries > 1,
    });
    const outcome = result.ok
      ? {
          status: 'refunded' as const,
          transactionId: result.value.transactionId,
          captureId: result.value.captureId,
        }
      : isTechnical(result.error)
        ? { status: 'pending' as const, errorName: result.error.errorName }
        : { status: 'failed' as const, errorName: result.error.errorName };
    await db
      .update(refunds)
      .set({ ...outcome, ...stamp() })
      .where(and(eq(refunds.id, claimed.id), eq(refunds.status, 'refunding')));
    log().info(
      {
        event: 'payment.refund',
        buchungId: claimed.buchungId,
        refundId: claimed.id,
        status: outcome.status,
        ...(result.ok ? {} : { errorName: result.error.errorName }),
      },
      `refund ${claimed.id} ${outcome.status}`,
    );
    return (await byBooking(claimed.buchungId))!;
  }

  /**
   * Refunds a cancelled booking's captured payment, once however often it is called; null when
   * the booking is not cancelled or nothing was captured.
   */
  async function refundCancelled(buchungId: number): Promise<RefundRow | null> {
    const row = await record(buchungId);
    return row ? carryOut(row) : null;
  }

  return {
    refundCancelled,

    /** The booking's refund as recorded, without acting on it. */
    refundOf: byBooking,

    /**
     * One round for lost work: cancelled paid bookings without a refund (a process died between
     * the cancellation and the refund), refunds given back after a technical failure and
     * refunds left `refunding` by a dead process.
     */
    async reconcile(limit = 20): Promise<number> {
      const staleBefore = new Date(now().getTime() - staleMs).toISOString();
      const result = await db.execute(sql`
        SELECT b.id FROM bookings b
          JOIN payments p ON p.buchung_id = b.id AND p.status = 'captured'
          LEFT JOIN refunds r ON r.buchung_id = b.id
         WHERE b.storniert
           AND (r.id IS NULL OR r.status = 'pending'
                OR (r.status = 'refunding' AND r.updated_at < ${staleBefore}::timestamptz))
         ORDER BY b.id
         LIMIT ${limit}`);
      const due = (result as unknown as { rows: { id: number }[] }).rows;
      for (const { id } of due) await refundCancelled(Number(id));
      return due.length;
    },
  };
}
