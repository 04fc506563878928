// The seam between the server and the payment module (server/payment, owned by the payment
// engineer). server/payment/index.ts exports `mountPayment(app, deps)`, which adds
// /api/Saferpay/* and /sandbox/* to the app. Until that file exists the server runs without it.
import type { Context, Hono } from 'hono';
import type { Db } from './db/client';
import type { AppEnv } from './http/context';

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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PaymentMount = (app: Hono<AppEnv, any, any>, deps: PaymentMountDeps) => void;

interface PaymentModuleExports {
  mountPayment?: PaymentMount;
  createPaymentModule?: (options: {
    db: Db;
    access: PaymentBookingAccess;
    exposeTestRoutes?: boolean;
    now?: () => Date;
  }) => { api: Hono; sandbox: Hono };
}

/**
 * Loads server/payment/index.ts when it exists: its `mountPayment(app, deps)`, or its
 * `createPaymentModule(options)` whose `api` and `sandbox` apps are mounted at /api/Saferpay
 * and /sandbox.
 */
export async function loadPaymentMount(): Promise<PaymentMount | undefined> {
  const path = './payment/index.ts';
  let module: PaymentModuleExports;
  try {
    module = (await import(/* @vite-ignore */ path)) as PaymentModuleExports;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (
      code === 'ERR_MODULE_NOT_FOUND' ||
      /Cannot find module|Failed to load url/.test(String(error))
    )
      return undefined;
    throw error;
  }
  if (module.mountPayment) return module.mountPayment;
  const create = module.createPaymentModule;
  if (!create) return undefined;
  return (app, deps) => {
    const payment = create({
      db: deps.db,
      access: deps.access,
      exposeTestRoutes: deps.exposeTestRoutes,
      now: deps.now,
    });
    app.route('/api/Saferpay', payment.api);
    app.route('/sandbox', payment.sandbox);
  };
}
