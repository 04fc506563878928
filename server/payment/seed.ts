// The payment module's part of the demo data (server/db/seed.ts): a seeded booking that is paid
// by card gets the captured sandbox payment a payer would have left behind on the hosted page, so
// that cancelling it refunds the money exactly once, like any booking paid in the app
// (server/payment/refunds.ts, docs/decisions/0009).
import { and, eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentDb } from './db';
import { createSandboxProvider } from './sandbox-provider';
import { payments, sandboxPaymentPages, type PaymentRow } from './schema';

/** The request id of the seed's writes, as the money trail shows it (payment_events.request_id). */
export const SEED_REQUEST_ID = 'seed';

export interface SeededCardPayment {
  buchungId: number;
  voucher: string;
  /** The booking's price in cents: the amount captured (and refunded in full on cancellation). */
  amountCent: number;
  language: 'de' | 'en';
}

/**
 * Whether seeded bookings can be paid by card with this configuration. Only the local sandbox
 * can hold a payment that nobody made; Saferpay has no such transaction, so a refund of it would
 * fail (PAYMENT_PROVIDER=saferpay: the seed leaves such bookings unpaid instead).
 */
export function canSeedCardPayments(env: NodeJS.ProcessEnv = process.env): boolean {
  return (env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox';
}

/**
 * Records a captured sandbox card payment of the booking, with the state the hosted page and the
 * capture leave: the sandbox page initialized, authorized (the payer's card) and captured through
 * the sandbox provider, and the booking's attempt `captured`. Idempotent per booking (returns the
 * captured attempt if there is one already). Runs in the caller's transaction if given one.
 */
export async function seedCapturedCardPayment(
  db: PaymentDb,
  booking: SeededCardPayment,
  options: { now?: () => Date } = {},
): Promise<PaymentRow> {
  if (!Number.isInteger(booking.amountCent) || booking.amountCent <= 0)
    throw new Error(`seed: booking ${booking.buchungId} has no price to pay by card`);
  const [existing] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.buchungId, booking.buchungId), eq(payments.status, 'captured')));
  if (existing) {
    if (existing.amountCent !== booking.amountCent)
      throw new Error(`seed: booking ${booking.buchungId} is paid with another amount`);
    return existing;
  }

  const provider = createSandboxProvider(db, options.now ? { now: options.now } : {});
  const requestId = randomUUID();
  const page = await provider.initialize({
    requestId,
    amountCent: booking.amountCent,
    currency: 'EUR',
    orderId: booking.voucher,
    description:
      booking.language === 'en'
        ? `Airport transfer ${booking.voucher}`
        : `Flughafentransfer ${booking.voucher}`,
    returnUrl: `/zahlung?buchung=${booking.buchungId}`,
    notifyUrl: null,
    language: booking.language,
  });
  if (!page.ok) throw new Error(`seed: sandbox initialize failed: ${page.error.errorName}`);

  // What the payer does on the hosted page (server/payment/sandbox-routes.ts): the card is
  // authorized and the page gets its transaction.
  const transactionId = `sbx${randomBytes(9).toString('hex')}`;
  const authorized = await db
    .update(sandboxPaymentPages)
    .set({ status: 'authorized', transactionId })
    .where(
      and(eq(sandboxPaymentPages.token, page.value.token), eq(sandboxPaymentPages.status, 'open')),
    )
    .returning({ token: sandboxPaymentPages.token });
  if (authorized.length !== 1) throw new Error('seed: sandbox page not authorized');

  const captured = await provider.capture({ requestId: `${requestId}.c`, transactionId });
  if (!captured.ok) throw new Error(`seed: sandbox capture failed: ${captured.error.errorName}`);

  const expiresAt = new Date(page.value.expiration);
  const [row] = await db
    .insert(payments)
    .values({
      buchungId: booking.buchungId,
      provider: provider.name,
      requestId,
      token: page.value.token,
      status: 'captured',
      amountCent: booking.amountCent,
      currency: 'EUR',
      orderId: booking.voucher,
      language: booking.language,
      redirectUrl: page.value.redirectUrl,
      expiresAt: Number.isNaN(expiresAt.getTime()) ? null : expiresAt,
      transactionId,
      captureId: captured.value.captureId,
      // Nobody waits for news of this payment on a return page.
      payerTold: true,
      lastRequestId: SEED_REQUEST_ID,
    })
    .returning();
  return row!;
}
