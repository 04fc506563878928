// Types shared by the app factory, middleware and routes.
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { Lang } from '../lib/i18n';

export interface ThrottleConfig {
  /** Failed attempts per key (company id, email, voucher, ...) within the window before 429. */
  maxFailures: number;
  /** Failed attempts per client address within the window before 429. */
  maxFailuresPerClient: number;
  windowMs: number;
}

export interface AppDeps {
  db: Db;
  now: () => Date;
  throttle: ThrottleConfig;
  /** Session lifetime of a company login. */
  sessionTtlMs: number;
  /** Enables /api/test/* helpers (NODE_ENV=test only). */
  testRoutes: boolean;
}

export interface AppEnv {
  Variables: {
    lang: Lang;
    deps: AppDeps;
    requestId: string;
  };
}

export type AppContext = Context<AppEnv>;
