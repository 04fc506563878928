import type { Hono } from 'hono';
import { trustedProxyHops } from '../http/proxy';
import type { PaymentDb } from './db';
import type { PaymentProvider } from './provider';
import { paymentRoutes as createPaymentRoutes, type BookingAccess } from './routes';
import { createSaferpayAdapter, saferpayConfigFromEnv } from './saferpay-adapter';
import { createSandboxProvider } from './sandbox-provider';
import { sandboxRoutes as createSandboxRoutes } from './sandbox-routes';
import { startReconciler } from './reconciler';
import { createPaymentService, observedProvider, type PaymentService } from './service';
import { createRefundService, type RefundService } from './refunds';

/**
 * The payment module as the server mounts it:
 *
 *   const payment = createPaymentModule({ db, access });
 *   app.route('/api/Saferpay', payment.api);
 *   app.route('/sandbox', payment.sandbox);
 *
 * PAYMENT_PROVIDER=sandbox (default) uses the local hosted page under /sandbox;
 * PAYMENT_PROVIDER=saferpay talks to SAFERPAY_BASE_URL with SAFERPAY_* credentials.
 */
export interface PaymentModuleOptions {
  db: PaymentDb;
  access: BookingAccess;
  /** Test-only routes; default NODE_ENV === 'test' or PAYMENT_TEST_ROUTES=1. */
  exposeTestRoutes?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Overrides the provider chosen from the environment (tests). */
  provider?: PaymentProvider;
  /** Overrides how the sandbox calls notify URLs (tests route them into the app in-process). */
  sandboxNotify?: ((url: string) => Promise<void>) | false;
  now?: () => Date;
  /** In the transaction that marks a booking paid (the confirmation e-mail). */
  onCaptured?: ((tx: PaymentDb, buchungId: number) => Promise<void>) | undefined;
}

export interface PaymentModule {
  api: Hono;
  sandbox: Hono;
  service: PaymentService;
  refunds: RefundService;
  provider: PaymentProvider;
}

export function createPaymentProvider(
  db: PaymentDb,
  env: NodeJS.ProcessEnv = process.env,
  now?: () => Date,
): PaymentProvider {
  const name = env.PAYMENT_PROVIDER ?? 'sandbox';
  if (name === 'sandbox') return createSandboxProvider(db, now ? { now } : {});
  if (name === 'saferpay') return createSaferpayAdapter(saferpayConfigFromEnv(env));
  throw new Error(`PAYMENT_PROVIDER must be sandbox or saferpay, not ${name}`);
}

export function createPaymentModule(options: PaymentModuleOptions): PaymentModule {
  const env = options.env ?? process.env;
  const provider = options.provider ?? createPaymentProvider(options.db, env, options.now);
  const service = createPaymentService({
    db: options.db,
    provider,
    payableBooking: (buchungId) => options.access.payableBooking(buchungId),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onCaptured ? { onCaptured: options.onCaptured } : {}),
    ...(numberFromEnv(env.PAYMENT_RECONCILE_AFTER_MS) !== undefined
      ? { reconcileAfterMs: numberFromEnv(env.PAYMENT_RECONCILE_AFTER_MS) }
      : {}),
    ...(numberFromEnv(env.PAYMENT_RECHECK_MS) !== undefined
      ? { recheckMs: numberFromEnv(env.PAYMENT_RECHECK_MS) }
      : {}),
  });
  const refunds = createRefundService({
    db: options.db,
    provider: observedProvider(provider),
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    provider,
    service,
    refunds,
    api: createPaymentRoutes({
      service,
      access: options.access,
      publicBaseUrl: env.PUBLIC_BASE_URL,
      trustedProxies: trustedProxyHops(env.TRUST_PROXY),
      exposeTestRoutes:
        options.exposeTestRoutes ?? (env.NODE_ENV === 'test' || env.PAYMENT_TEST_ROUTES === '1'),
    }),
    sandbox: createSandboxRoutes({
      db: options.db,
      ...(options.now ? { now: options.now } : {}),
      // SANDBOX_NOTIFY=off: the sandbox loses every notification (the reconciler must step in).
      notify: options.sandboxNotify ?? (env.SANDBOX_NOTIFY === 'off' ? false : undefined),
      ...(numberFromEnv(env.SANDBOX_NOTIFY_DELAY_MS) !== undefined
        ? { notifyDelayMs: numberFromEnv(env.SANDBOX_NOTIFY_DELAY_MS) }
        : {}),
    }),
  };
}

/**
 * The seam server/app.ts calls (see server/payment-mount.ts): adds /api/Saferpay/* and /sandbox/*.
 */
export function mountPayment(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  app: Hono<any, any, any>,
  deps: {
    db: PaymentDb;
    now: () => Date;
    access: BookingAccess;
    exposeTestRoutes: boolean;
    reconcileEveryMs?: number | undefined;
    signal?: AbortSignal | undefined;
    onCaptured?: ((tx: PaymentDb, buchungId: number) => Promise<void>) | undefined;
  },
): PaymentModule {
  const module = createPaymentModule({
    db: deps.db,
    access: deps.access,
    now: deps.now,
    exposeTestRoutes: deps.exposeTestRoutes,
    onCaptured: deps.onCaptured,
  });
  if (deps.reconcileEveryMs && deps.reconcileEveryMs > 0) {
    // One round settles open attempts, then refunds that a dead process or a failure left open.
    const reconcile = async () =>
      (await module.service.reconcile()) + (await module.refunds.reconcile());
    startReconciler({ reconcile }, { everyMs: deps.reconcileEveryMs, signal: deps.signal });
  }
  app.route('/api/Saferpay', module.api);
  // The local hosted page exists only while it is the provider (it would be an empty shell otherwise).
  if (module.provider.name === 'sandbox') app.route('/sandbox', module.sandbox);
  return module;
}

export type { BookingAccess } from './routes';
export type { PayableBooking, PaymentService } from './service';
export type { PaymentProvider } from './provider';
export type { RefundService } from './refunds';
export { canSeedCardPayments, seedCapturedCardPayment, type SeededCardPayment } from './seed';

function numberFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}
