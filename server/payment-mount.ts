// The seam between the server and the payment module (server/payment, owned by the payment
// engineer). server/payment/index.ts exports `mountPayment(app, deps)`, which adds
// /api/Saferpay/* and /sandbox/* to the app.
import type { Context, Hono } from 'hono';
import type { Db } from './db/client';
import type { AppEnv } from './http/context';
import { mountPayment } from './payment/index';

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

export interface PaymentBookingAccess {
  /**
   * The booking if this request may read it (X-Buchung-Token of the booking, or the session of
   * the booking's company), else null. Never throws for missing credentials.
   */
  findPayableBooking(c: Context, buchungId: number): Promise<PayableBooking | null>;
  /** The booking without any caller's credential: for the provider's notification and the reconciler. */
  payableBooking(buchungId: number): Promise<PayableBooking | null>;
}

export interface PaymentMountDeps {
  db: Db;
  now: () => Date;
  access: PaymentBookingAccess;
  /** NODE_ENV=test: the module may add test-only routes. */
  exposeTestRoutes: boolean;
  /** How often open attempts are reconciled with the provider; 0 or unset: never (tests). */
  reconcileEveryMs?: number | undefined;
  /** Stops background work (the reconciler) when the server shuts down. */
  signal?: AbortSignal | undefined;
  /** Runs in the transaction that marks a booking paid (writes the confirmation e-mail). */
  onCaptured?: ((tx: Db, buchungId: number) => Promise<void>) | undefined;
}

/** A cancelled paid booking's refund as the booking side sees it (docs/decisions/0009). */
export interface RefundInfo {
  status: 'pending' | 'refunding' | 'refunded' | 'failed';
  amountCent: number;
}

/** What the booking side may ask of the mounted payment module. */
export interface PaymentRefunds {
  /** Refunds a cancelled booking's captured payment exactly once; null when nothing was paid. */
  refundCancelled(buchungId: number): Promise<RefundInfo | null>;
  refundOf(buchungId: number): Promise<RefundInfo | null>;
}

export type PaymentMount = (
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  app: Hono<AppEnv, any, any>,
  deps: PaymentMountDeps,
) => { refunds: PaymentRefunds } | void;

/**
 * The payment module's mount (server/payment/index.ts). A static import, so that the production
 * build (one bundle, scripts/build-server.mjs) carries the module; a path computed at run time
 * would be missing from it and the server would start without payments.
 */
export async function loadPaymentMount(): Promise<PaymentMount | undefined> {
  return mountPayment;
}
