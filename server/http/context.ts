// Types shared by the app factory, middleware and routes.
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { Lang } from '../lib/i18n';
import type { PaymentRefunds } from '../payment-mount';
import type { UnpaidRule } from '../services/unpaid-bookings';

export interface ThrottleConfig {
  /** Attempts per subject (company id, email, voucher, ...) and client address without delay. */
  maxFailures: number;
  /** Lock after the maxFailures-th attempt; doubles with every further one, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failed attempts per client address (over all subjects) within the window before 429. */
  maxFailuresPerClient: number;
  windowMs: number;
}

/** Anonymous writes (contact, logistics, registration, private bookings) per client address and kind. */
export interface WriteLimitConfig {
  max: number;
  windowMs: number;
}

export interface AppDeps {
  db: Db;
  now: () => Date;
  throttle: ThrottleConfig;
  writeLimit: WriteLimitConfig;
  /** Reverse proxies in front of the server whose X-Forwarded-* headers are believed (TRUST_PROXY). */
  trustProxy: number;
  /** Session lifetime of a company login. */
  sessionTtlMs: number;
  /** Enables /api/test/* helpers (NODE_ENV=test only). */
  testRoutes: boolean;
  /** Refunds of cancelled paid bookings, once the payment module is mounted (else null). */
  refunds: PaymentRefunds | null;
  /** When unpaid card bookings are reminded and released (0024). */
  unpaidRule: UnpaidRule;
}

export interface AppEnv {
  Variables: {
    lang: Lang;
    deps: AppDeps;
    requestId: string;
  };
}

export type AppContext = Context<AppEnv>;
