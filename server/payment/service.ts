import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type {
  PaymentFailureReason,
  PaymentInitResponse,
  PaymentStatus,
  PaymentStatusResponse,
} from '../../src/domain/payment';
import type { PaymentDb } from './db';
import { mapProviderError } from './error-names';
import { currentRequestId, log } from '../observability/log';
import { paymentOutcomes, providerErrors } from '../observability/metrics';
import type {
  PaymentProvider,
  ProviderError,
  ProviderResult,
  ProviderTransaction,
} from './provider';
import { closeSandboxPage } from './sandbox-provider';
import { payments, type PaymentRow, type PaymentRowStatus } from './schema';

/**
 * The payment service: one row per attempt (token) and a small state machine on it,
 *
 *   initializing -> pending -> authorized -> capturing -> captured
 *                      \-> aborted | declined | failed | expired | discarded
 *
 * where every step is a conditional UPDATE from the expected previous status. That makes Assert
 * and Capture idempotent (a double return, a reload, a second tab, the provider's notification,
 * the reconciler, a retried call) and the partial unique index payments_one_capture_per_booking
 * lets only one attempt per booking ever reach `capturing`, so a booking is never charged twice.
 *
 * Claiming and finishing a capture lock the booking row (SELECT ... FOR UPDATE), as every change
 * of a booking does (server/services/bookings.ts): a capture only starts while the authorized
 * amount is the booking's current price, and an edit that would change the price of a booking
 * whose money is authorized, being captured or captured is refused (409).
 */

/** What the booking side tells the payment module about a booking the caller may pay. */
export interface PayableBooking {
  buchungId: number;
  voucher: string;
  /** The server's own price of the booking, in cents. */
  amountCent: number;
  currency: 'EUR';
  language: 'de' | 'en';
  zahlungsstatus: 'offen' | 'bezahlt' | 'rechnung';
}

export class PaymentError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 503,
    readonly code: string,
    message: string,
    readonly reason: PaymentFailureReason | null = null,
  ) {
    super(message);
  }
}

export interface PaymentServiceOptions {
  db: PaymentDb;
  provider: PaymentProvider;
  now?: () => Date;
  /** A `capturing` row older than this is taken over (its process died mid-capture). */
  staleCaptureMs?: number;
  /** How long a concurrent caller waits for another one's capture to finish. */
  waitForCaptureMs?: number;
  /**
   * The booking as the payment side sees it, read on the server without a caller's credential:
   * for the provider's notification and the reconciler, which act on no browser's behalf.
   */
  payableBooking: (buchungId: number) => Promise<PayableBooking | null>;
  /** The reconciler asks about an open attempt only after it has been quiet this long. */
  reconcileAfterMs?: number;
  /** First pause between two reconciler checks of one attempt; doubles up to an hour. */
  recheckMs?: number;
  /**
   * Runs in the transaction that marks a booking paid, under its row lock (the confirmation
   * e-mail is written there, so it exists exactly when the booking is paid).
   */
  onCaptured?: (tx: PaymentDb, buchungId: number) => Promise<void>;
}

const FINAL_FAILURES: PaymentRowStatus[] = [
  'aborted',
  'declined',
  'failed',
  'expired',
  'discarded',
];
const OPEN: PaymentRowStatus[] = ['initializing', 'pending'];
const MAX_RECHECK_MS = 60 * 60_000;

/** Who an answer about an attempt goes to: the payer's browser, or no payer at all. */
type Audience = 'payer' | 'server';

/** What a capture may go ahead on: the booking row, locked until the transaction ends. */
interface LockedBooking {
  preisCent: number;
  zahlungsstatus: string;
  storniert: boolean;
}

async function lockBooking(tx: PaymentDb, buchungId: number): Promise<LockedBooking | null> {
  const result = await tx.execute(
    sql`SELECT preis_cent, zahlungsstatus, storniert FROM bookings WHERE id = ${buchungId} FOR UPDATE`,
  );
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  return {
    preisCent: Number(row.preis_cent),
    zahlungsstatus: String(row.zahlungsstatus),
    storniert: Boolean(row.storniert),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/** The provider with every error answer logged and counted (shared with the refunds). */
export { observed as observedProvider };

export function createPaymentService(options: PaymentServiceOptions) {
  const { db } = options;
  const provider = observed(options.provider);
  const now = options.now ?? (() => new Date());
  const staleCaptureMs = options.staleCaptureMs ?? 150_000; // > the provider's 100 s timeout
  const waitForCaptureMs = options.waitForCaptureMs ?? 10_000;
  const reconcileAfterMs = options.reconcileAfterMs ?? 30_000;
  /** Every write to an attempt says when and for which request (the money trail copies it). */
  const changeStamp = () => ({ updatedAt: now(), lastRequestId: currentRequestId() });
  const recheckMs = options.recheckMs ?? 60_000;

  async function markBookingPaid(tx: PaymentDb, buchungId: number): Promise<void> {
    await tx.execute(
      sql`UPDATE bookings SET zahlungsstatus = 'bezahlt', updated_at = now() WHERE id = ${buchungId} AND zahlungsstatus <> 'bezahlt'`,
    );
  }

  async function rowByToken(booking: PayableBooking, token: string): Promise<PaymentRow> {
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.token, token), eq(payments.buchungId, booking.buchungId)));
    if (!row)
      throw new PaymentError(404, 'notFound', 'no payment with this token for this booking');
    return row;
  }

  async function reload(id: number): Promise<PaymentRow> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row!;
  }

  async function bookingPaid(booking: PayableBooking): Promise<boolean> {
    if (booking.zahlungsstatus === 'bezahlt') return true;
    const rows = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.buchungId, booking.buchungId), eq(payments.status, 'captured')));
    return rows.length > 0;
  }

  /** alreadyCaptured: by default every answer about a captured attempt found it done already. */
  /**
   * Records that the payer's browser has been told of this captured attempt; true only the
   * first time. A capture the server made on its own (notification, reconciler) is news to the
   * payer who comes back: "paid", not "was paid already".
   */
  async function tellPayer(row: PaymentRow): Promise<boolean> {
    const told = await db
      .update(payments)
      .set({ payerTold: true })
      .where(and(eq(payments.id, row.id), eq(payments.payerTold, false)))
      .returning({ id: payments.id });
    return told.length === 1;
  }

  /**
   * The answer about an attempt. alreadyCaptured, unless a caller knows better: the attempt is
   * captured and its payer heard of it before (a double return, a reload, a second look).
   * `audience` 'server': the answer goes to no payer (notification, reconciler, read-only check).
   */
  async function view(
    booking: PayableBooking,
    row: PaymentRow,
    alreadyCaptured?: boolean,
    audience: Audience = 'payer',
  ): Promise<PaymentStatusResponse> {
    // Self-healing: a capture recorded before a crash that kept the booking from being marked.
    if (row.status === 'captured' && booking.zahlungsstatus === 'offen')
      await markBookingPaid(db, booking.buchungId);
    return {
      buchungId: row.buchungId,
      token: row.token!,
      status: apiStatus(row.status),
      reason: (row.reason as PaymentFailureReason | null) ?? null,
      errorName: row.errorName,
      bookingPaid: row.status === 'captured' || (await bookingPaid(booking)),
      alreadyCaptured:
        alreadyCaptured ??
        (row.status === 'captured' && (audience === 'server' || !(await tellPayer(row)))),
      amountCent: row.amountCent,
      currency: 'EUR',
    };
  }

  /** Moves a row on only if it is still in one of `from`; returns whether this call did it. */
  async function transition(
    id: number,
    from: PaymentRowStatus[],
    set: Partial<
      Pick<PaymentRow, 'status' | 'reason' | 'errorName' | 'transactionId' | 'captureId'>
    >,
  ): Promise<boolean> {
    const updated = await db
      .update(payments)
      .set({ ...set, ...changeStamp() })
      .where(and(eq(payments.id, id), inArray(payments.status, from)))
      .returning({ id: payments.id, buchungId: payments.buchungId });
    if (updated.length === 1 && set.status) noteStatus(updated[0]!, set.status, set.errorName);
    return updated.length === 1;
  }

  async function recordFailure(
    row: PaymentRow,
    error: ProviderError,
    operation: 'assert' | 'capture',
  ) {
    const mapping = mapProviderError(error.errorName, error.behavior, operation);
    if (mapping.outcome === 'pending' || mapping.outcome === 'alreadyCaptured') return;
    await transition(row.id, OPEN, {
      status: mapping.outcome,
      reason: mapping.reason,
      errorName: error.errorName,
    });
  }

  /** Asks the provider about an attempt that is still open; never captures. */
  async function refresh(booking: PayableBooking, row: PaymentRow): Promise<PaymentRow> {
    if (!OPEN.includes(row.status) || !row.token) return row;
    const result = await provider.assert({
      requestId: `${row.requestId}.a${Date.now().toString(36)}`,
      token: row.token,
    });
    if (!result.ok) {
      const mapping = mapProviderError(result.error.errorName, result.error.behavior, 'assert');
      if (mapping.outcome === 'failed' && mapping.reason === 'technical') {
        // The provider could not answer now: the attempt is not over, the caller may retry.
        throw new PaymentError(503, 'unavailable', result.error.message, 'technical');
      }
      await recordFailure(row, result.error, 'assert');
      return reload(row.id);
    }
    const transaction = result.value;
    if (!matchesAmount(row, transaction)) {
      // Never accept a payment of another amount than the booking's price.
      await transition(row.id, OPEN, {
        status: 'failed',
        reason: 'configuration',
        errorName: 'AMOUNT_INVALID',
      });
      await provider.cancel({
        requestId: `${row.requestId}.x`,
        transactionId: transaction.transactionId,
      });
      return reload(row.id);
    }
    if (transaction.status === 'PENDING') return row;
    await transition(row.id, OPEN, {
      status: 'authorized',
      transactionId: transaction.transactionId,
    });
    let current = await reload(row.id);
    if (transaction.status === 'CAPTURED' && current.status === 'authorized') {
      // Captured at the provider already (e.g. our answer to an earlier capture was lost).
      current = (await finishCapture(current, transaction.captureId)).row;
    }
    return current;
  }

  async function finishCapture(
    row: PaymentRow,
    captureId: string | null,
  ): Promise<{ row: PaymentRow; won: boolean }> {
    let won = false;
    try {
      await db.transaction(async (tx) => {
        await lockBooking(tx, row.buchungId);
        const updated = await tx
          .update(payments)
          .set({ status: 'captured', captureId, ...changeStamp() })
          .where(
            and(eq(payments.id, row.id), inArray(payments.status, ['authorized', 'capturing'])),
          )
          .returning({ id: payments.id });
        won = updated.length === 1;
        if (won) {
          await markBookingPaid(tx, row.buchungId);
          await options.onCaptured?.(tx, row.buchungId);
        }
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another attempt of this booking holds the capture: this one must not be charged.
      won = false;
    }
    if (won) noteStatus(row, 'captured');
    return { row: await reload(row.id), won };
  }

  /**
   * Takes the capture of an authorized attempt, under the booking's row lock: only while the
   * booking is not cancelled and its price is still the authorized amount ('stale' otherwise),
   * and only one caller per attempt ('lost' for the others).
   */
  async function claimCapture(row: PaymentRow): Promise<'claimed' | 'lost' | 'stale'> {
    const staleBefore = new Date(now().getTime() - staleCaptureMs);
    return db.transaction(async (tx) => {
      const booking = await lockBooking(tx, row.buchungId);
      if (!booking || booking.storniert || booking.preisCent !== row.amountCent) return 'stale';
      const claimed = await tx
        .update(payments)
        .set({ status: 'capturing', ...changeStamp() })
        .where(
          and(
            eq(payments.id, row.id),
            sql`(${payments.status} = 'authorized' OR (${payments.status} = 'capturing' AND ${payments.updatedAt} < ${staleBefore}))`,
          ),
        )
        .returning({ id: payments.id });
      if (claimed.length === 1) noteStatus(row, 'capturing');
      return claimed.length === 1 ? 'claimed' : 'lost';
    });
  }

  /** Another attempt of the booking was paid: release this attempt's authorization. */
  async function releaseSurplus(row: PaymentRow): Promise<PaymentRow> {
    if (row.status === 'authorized' && row.transactionId) {
      await provider.cancel({ requestId: `${row.requestId}.x`, transactionId: row.transactionId });
    }
    if (OPEN.includes(row.status) && row.token && provider.name === 'sandbox')
      await closeSandboxPage(db, row.token);
    await transition(row.id, ['authorized', ...OPEN], { status: 'discarded', reason: 'discarded' });
    return reload(row.id);
  }

  async function waitWhileCapturing(id: number): Promise<PaymentRow> {
    const deadline = Date.now() + waitForCaptureMs;
    let row = await reload(id);
    while (row.status === 'capturing' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await reload(id);
    }
    return row;
  }

  async function otherCaptureOf(
    booking: PayableBooking,
    exceptId: number,
  ): Promise<PaymentRow | undefined> {
    const rows = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.buchungId, booking.buchungId),
          inArray(payments.status, ['capturing', 'captured']),
        ),
      );
    return rows.find((r) => r.id !== exceptId);
  }

  async function captureRow(
    booking: PayableBooking,
    row: PaymentRow,
    audience: Audience,
  ): Promise<PaymentStatusResponse> {
    if (row.status === 'captured') return view(booking, row, undefined, audience);
    if (OPEN.includes(row.status)) row = await refresh(booking, row);
    if (row.status === 'captured') return view(booking, row, undefined, audience);
    if (row.status === 'capturing') {
      const stale = now().getTime() - row.updatedAt.getTime() > staleCaptureMs;
      if (!stale) {
        row = await waitWhileCapturing(row.id);
        if (row.status === 'captured') return view(booking, row, undefined, audience);
        if (row.status === 'capturing') {
          throw new PaymentError(503, 'unavailable', 'capture still in progress', 'technical');
        }
      }
    }
    if (row.status !== 'authorized' && row.status !== 'capturing')
      return view(booking, row, undefined, audience);
    const other = await otherCaptureOf(booking, row.id);
    if (other) {
      const settled = other.status === 'capturing' ? await waitWhileCapturing(other.id) : other;
      if (settled.status === 'captured')
        return view(booking, await releaseSurplus(row), true, audience);
    }

    // Claim the capture. Only one caller gets the row (conditional update); only one attempt
    // per booking can be capturing (unique index) — the loser is told it is already captured.
    let claim: Awaited<ReturnType<typeof claimCapture>>;
    try {
      claim = await claimCapture(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const competitor = await otherCaptureOf(booking, row.id);
      const settled = competitor ? await waitWhileCapturing(competitor.id) : undefined;
      if (settled?.status === 'captured')
        return view(booking, await releaseSurplus(row), true, audience);
      throw new PaymentError(
        503,
        'unavailable',
        'another capture of this booking is running',
        'technical',
      );
    }
    if (claim === 'stale') {
      // The booking was cancelled or its price changed after this attempt began (edited in
      // another tab): never settle the old amount. The authorization is released; a new
      // attempt pays the new price.
      return view(booking, await releaseSurplus(row), undefined, audience);
    }
    if (claim === 'lost') {
      const settled = await waitWhileCapturing(row.id);
      return view(booking, settled, undefined, audience);
    }

    const result = await provider.capture({
      requestId: `${row.requestId}.c`,
      transactionId: row.transactionId!,
    });
    if (result.ok || result.error.errorName === 'TRANSACTION_ALREADY_CAPTURED') {
      const captureId = result.ok ? result.value.captureId : null;
      const { row: done } = await finishCapture(row, captureId);
      return view(booking, done, result.ok ? undefined : true, audience);
    }
    const mapping = mapProviderError(result.error.errorName, result.error.behavior, 'capture');
    if (
      mapping.outcome === 'failed' &&
      (mapping.reason === 'technical' || mapping.reason === 'retryLater')
    ) {
      // The authorization stands; give the capture back so a retry can take it again.
      await transition(row.id, ['capturing'], { status: 'authorized' });
      throw new PaymentError(503, 'unavailable', result.error.message, mapping.reason);
    }
    await transition(row.id, ['capturing'], {
      status:
        mapping.outcome === 'pending' || mapping.outcome === 'alreadyCaptured'
          ? 'failed'
          : mapping.outcome,
      reason: mapping.reason ?? 'technical',
      errorName: result.error.errorName,
    });
    return view(booking, await reload(row.id), undefined, audience);
  }

  /**
   * The provider's notification for the attempt with this RequestId (it names no booking and
   * carries no credential, so nothing in it is believed): asks the provider and captures
   * what it confirms, exactly as the browser's return would.
   */
  async function settle(requestId: string): Promise<void> {
    const [row] = await db.select().from(payments).where(eq(payments.requestId, requestId));
    if (!row || row.status === 'captured' || FINAL_FAILURES.includes(row.status) || !row.token)
      return;
    const booking = await options.payableBooking(row.buchungId);
    if (booking) await captureRow(booking, row, 'server');
  }

  return {
    /**
     * Starts an attempt. `notifyBaseUrl` (e.g. https://shop.example/api/Saferpay/Notify/) + the
     * attempt's RequestId is the URL the provider calls when the payer is done.
     */
    async initialize(
      booking: PayableBooking,
      returnUrl: string,
      notifyBaseUrl?: string,
    ): Promise<PaymentInitResponse> {
      if (await bookingPaid(booking)) {
        throw new PaymentError(409, 'PAYMENT_ALREADY_PAID', 'the booking is already paid');
      }
      // Cancelled (in another tab, or by self-service while the payer paid later, 0022): nothing
      // to pay, and no hosted page that would authorize the card only to be released. (Outside
      // a transaction the row lock ends with the read.)
      if ((await lockBooking(db, booking.buchungId))?.storniert) {
        throw new PaymentError(409, 'bookingCancelled', 'the booking is cancelled');
      }
      if (booking.zahlungsstatus === 'rechnung') {
        throw new PaymentError(
          409,
          'paymentNotPossible',
          'the booking is billed to the company account',
        );
      }
      if (!Number.isInteger(booking.amountCent) || booking.amountCent <= 0) {
        throw new PaymentError(409, 'paymentNotPossible', 'the booking has no price to pay');
      }
      const requestId = randomUUID();
      const [row] = await db
        .insert(payments)
        .values({
          buchungId: booking.buchungId,
          provider: provider.name,
          requestId,
          status: 'initializing',
          lastRequestId: currentRequestId(),
          amountCent: booking.amountCent,
          currency: booking.currency,
          orderId: booking.voucher,
          language: booking.language,
        })
        .returning();
      const result = await provider.initialize({
        requestId,
        amountCent: booking.amountCent,
        currency: booking.currency,
        orderId: booking.voucher,
        description:
          booking.language === 'en'
            ? `Airport transfer ${booking.voucher}`
            : `Flughafentransfer ${booking.voucher}`,
        returnUrl,
        notifyUrl: notifyBaseUrl ? `${notifyBaseUrl}${encodeURIComponent(requestId)}` : null,
        language: booking.language,
      });
      if (!result.ok) {
        const mapping = mapProviderError(
          result.error.errorName,
          result.error.behavior,
          'initialize',
        );
        await transition(row!.id, ['initializing'], {
          status: 'failed',
          reason: mapping.reason,
          errorName: result.error.errorName,
        });
        throw new PaymentError(503, 'unavailable', result.error.message, mapping.reason);
      }
      const expiresAt = new Date(result.value.expiration);
      await db
        .update(payments)
        .set({
          token: result.value.token,
          redirectUrl: result.value.redirectUrl,
          expiresAt: Number.isNaN(expiresAt.getTime()) ? null : expiresAt,
          status: 'pending',
          ...changeStamp(),
        })
        .where(eq(payments.id, row!.id));
      noteStatus(row!, 'pending');
      return {
        buchungId: booking.buchungId,
        token: result.value.token,
        expiration: result.value.expiration,
        redirectUrl: result.value.redirectUrl,
        amountCent: booking.amountCent,
        currency: 'EUR',
      };
    },

    /** The browser came back from the hosted page: learn the outcome from the provider. */
    async assert(booking: PayableBooking, token: string): Promise<PaymentStatusResponse> {
      const row = await refresh(booking, await rowByToken(booking, token));
      return view(booking, row);
    },

    /** GetStatus: the attempt's state, refreshed from the provider while it is open. */
    async status(booking: PayableBooking, token: string): Promise<PaymentStatusResponse> {
      let row = await rowByToken(booking, token);
      if (row.status === 'capturing') row = await waitWhileCapturing(row.id);
      return view(booking, await refresh(booking, row));
    },

    /** Bezahlt: read-only "is this attempt / the booking paid". */
    async paid(booking: PayableBooking, token: string): Promise<PaymentStatusResponse> {
      return view(booking, await rowByToken(booking, token), undefined, 'server');
    },

    async capture(booking: PayableBooking, token: string): Promise<PaymentStatusResponse> {
      return captureRow(booking, await rowByToken(booking, token), 'payer');
    },

    settle,

    /**
     * One round of reconciliation: open attempts that have been quiet for a while (a lost
     * notification, a process that died mid-capture) are asked about and settled. Each instance
     * claims its rows with FOR UPDATE SKIP LOCKED and moves their next check on, with a pause
     * that doubles per check. Returns how many attempts it looked at.
     */
    async reconcile(limit = 20): Promise<number> {
      const at = now();
      const quietSince = new Date(at.getTime() - reconcileAfterMs);
      const result = await db.execute(sql`
        UPDATE payments
           SET next_check_at = ${at.toISOString()}::timestamptz
                 + make_interval(secs => LEAST(${recheckMs / 1000} * power(2, checks), ${MAX_RECHECK_MS / 1000})),
               checks = checks + 1
         WHERE id IN (
           SELECT id FROM payments
            WHERE status IN ('pending', 'authorized', 'capturing') AND token IS NOT NULL
              AND next_check_at <= ${at.toISOString()}::timestamptz
              AND updated_at <= ${quietSince.toISOString()}::timestamptz
            ORDER BY next_check_at
            LIMIT ${limit}
            FOR UPDATE SKIP LOCKED)
        RETURNING request_id`);
      const due = (result as unknown as { rows: { request_id: string }[] }).rows;
      for (const { request_id: requestId } of due) {
        // One attempt's trouble (provider away, capture running elsewhere) must not stop the round.
        await settle(requestId).catch((error: unknown) => {
          if (!(error instanceof PaymentError && error.status === 503)) throw error;
        });
      }
      return due.length;
    },

    /**
     * DeleteStatus (the user leaves for the summary or another card) and Abort (the user cancels):
     * an attempt that is not paid is closed for good; a paid one stays paid.
     */
    async close(
      booking: PayableBooking,
      token: string,
      as: 'discarded' | 'aborted',
    ): Promise<PaymentStatusResponse> {
      const row = await rowByToken(booking, token);
      if (row.status === 'authorized' && row.transactionId) {
        const claimed = await transition(row.id, ['authorized'], { status: as, reason: as });
        if (claimed)
          await provider.cancel({
            requestId: `${row.requestId}.x`,
            transactionId: row.transactionId,
          });
      } else if (OPEN.includes(row.status)) {
        if (row.token && provider.name === 'sandbox') await closeSandboxPage(db, row.token);
        await transition(row.id, OPEN, { status: as, reason: as });
      }
      return view(booking, await reload(row.id));
    },

    /** Fail: the browser says the hosted page failed; the provider is asked, never the browser believed. */
    async fail(booking: PayableBooking, token: string): Promise<PaymentStatusResponse> {
      const row = await refresh(booking, await rowByToken(booking, token));
      return view(booking, row);
    },

    /** Test and support helper: every attempt of a booking, newest first. */
    async attempts(buchungId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.buchungId, buchungId))
        .orderBy(desc(payments.id));
    },

    /** The booking an attempt belongs to, for routes that only carry the token. */
    async bookingIdOfToken(token: string): Promise<number | null> {
      const [row] = await db
        .select({ buchungId: payments.buchungId })
        .from(payments)
        .where(eq(payments.token, token));
      return row?.buchungId ?? null;
    },

    isFinal(status: PaymentRowStatus): boolean {
      return status === 'captured' || FINAL_FAILURES.includes(status);
    },
  };
}

function apiStatus(status: PaymentRowStatus): PaymentStatus {
  switch (status) {
    case 'initializing':
    case 'pending':
      return 'pending';
    case 'capturing':
      return 'authorized';
    default:
      return status;
  }
}

function matchesAmount(row: PaymentRow, transaction: ProviderTransaction): boolean {
  return (
    transaction.amountValue === String(row.amountCent) && transaction.currency === row.currency
  );
}

function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return /duplicate key|unique constraint/i.test(String((error as Error)?.message ?? ''));
}

/** A status change as a log line and, for a final outcome, in the payments counter. */
function noteStatus(
  row: { id: number; buchungId: number },
  status: PaymentRowStatus,
  errorName?: string | null,
): void {
  log().info(
    {
      event: 'payment.status',
      paymentId: row.id,
      buchungId: row.buchungId,
      status,
      ...(errorName ? { errorName } : {}),
    },
    `payment attempt ${row.id} ${status}`,
  );
  if (status === 'captured' || FINAL_FAILURES.includes(status))
    paymentOutcomes.inc({ outcome: status });
}

/** The provider as the service uses it: every error it answers is logged and counted. */
function observed(provider: PaymentProvider): PaymentProvider {
  const watch =
    <A, R>(operation: string, call: (request: A) => Promise<ProviderResult<R>>) =>
    async (request: A): Promise<ProviderResult<R>> => {
      const result = await call(request);
      if (!result.ok) {
        providerErrors.inc({ errorName: result.error.errorName, operation });
        log().warn(
          {
            event: 'payment.providerError',
            provider: provider.name,
            operation,
            errorName: result.error.errorName,
            behavior: result.error.behavior,
            httpStatus: result.error.httpStatus,
          },
          'payment provider answered an error',
        );
      }
      return result;
    };
  return {
    name: provider.name,
    initialize: watch('initialize', (request) => provider.initialize(request)),
    assert: watch('assert', (request) => provider.assert(request)),
    capture: watch('capture', (request) => provider.capture(request)),
    cancel: watch('cancel', (request) => provider.cancel(request)),
    refund: watch('refund', (request) => provider.refund(request)),
  };
}
