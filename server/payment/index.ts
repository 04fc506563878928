import type { Hono } from 'hono';
import type { PaymentDb } from './db';
import type { PaymentProvider } from './provider';
import { paymentRoutes as createPaymentRoutes, type BookingAccess } from './routes';
import { createSaferpayAdapter, saferpayConfigFromEnv } from './saferpay-adapter';
import { createSandboxProvider } from './sandbox-provider';
import { sandboxRoutes as createSandboxRoutes } from './sandbox-routes';
import { createPaymentService, type PaymentService } from './service';

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
  /** The booking side's "mark this booking paid"; see PaymentServiceOptions.markPaid. */
  markPaid?: (buchungId: number) => Promise<void>;
  /** Test-only routes; default NODE_ENV === 'test' or PAYMENT_TEST_ROUTES=1. */
  exposeTestRoutes?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Overrides the provider chosen from the environment (tests). */
  provider?: PaymentProvider;
  now?: () => Date;
}

export interface PaymentModule {
  api: Hono;
  sandbox: Hono;
  service: PaymentService;
  provider: PaymentProvider;
}

export function createPaymentProvider(db: PaymentDb, env: NodeJS.ProcessEnv = process.env, now?: () => Date): PaymentProvider {
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
    ...(options.now ? { now: options.now } : {}),
    ...(options.markPaid ? { markPaid: options.markPaid } : {}),
  });
  return {
    provider,
    service,
    api: createPaymentRoutes({
      service,
      access: options.access,
      publicBaseUrl: env.PUBLIC_BASE_URL,
      exposeTestRoutes: options.exposeTestRoutes ?? (env.NODE_ENV === 'test' || env.PAYMENT_TEST_ROUTES === '1'),
    }),
    sandbox: createSandboxRoutes({ db: options.db, ...(options.now ? { now: options.now } : {}) }),
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
    access: BookingAccess & { markPaid(buchungId: number): Promise<void> };
    exposeTestRoutes: boolean;
  },
): PaymentModule {
  const module = createPaymentModule({
    db: deps.db,
    access: deps.access,
    markPaid: (buchungId) => deps.access.markPaid(buchungId),
    now: deps.now,
    exposeTestRoutes: deps.exposeTestRoutes,
  });
  app.route('/api/Saferpay', module.api);
  // The local hosted page exists only while it is the provider (it would be an empty shell otherwise).
  if (module.provider.name === 'sandbox') app.route('/sandbox', module.sandbox);
  return module;
}

export type { BookingAccess } from './routes';
export type { PayableBooking, PaymentService } from './service';
export type { PaymentProvider } from './provider';
