// The app factory: one Hono app with the API under /api, the payment module under
// /api/Saferpay and /sandbox, and (optionally) the built SPA. Tests call createApp() with an
// in-memory database and use app.request() without a port.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Db } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import type { AppDeps, AppEnv, ThrottleConfig, WriteLimitConfig } from './http/context';
import { trustedProxyHops } from './http/proxy';
import { healthHandler } from './http/health';
import { compressAnswers } from './http/compress';
import { securityHeaders } from './http/security';
import { mountSpa } from './http/spa';
import { ApiError } from './lib/errors';
import { languageOf } from './lib/i18n';
import type { PaymentMount } from './payment-mount';
import { bookingRoutes } from './routes/bookings';
import { selfServiceRoutes } from './routes/self-service';
import { companyRoutes } from './routes/companies';
import { contactRoutes } from './routes/contact';
import { customerRoutes } from './routes/customers';
import { flightRoutes } from './routes/flights';
import { lookupRoutes } from './routes/lookups';
import { priceRoutes } from './routes/prices';
import { testRoutes } from './routes/test-only';
import { webVitalsRoutes } from './routes/web-vitals';
import { bookingAccessForPayment } from './services/booking-access';
import { errorFields, log } from './observability/log';
import { databaseErrors } from './observability/metrics';
import { requestLog } from './observability/request-log';
import type { MailLinks } from './mail/render';
import type { MailTransport } from './mail/transport';
import { createMailWorker, startMailWorker } from './mail/worker';
import { confirmPaidBooking } from './mail/booking-mails';
import { DEFAULT_UNPAID_RULE, startUnpaidRound, type UnpaidRule } from './services/unpaid-bookings';

export interface AppOptions {
  db: Db;
  now?: () => Date;
  throttle?: Partial<ThrottleConfig>;
  /** Anonymous writes per client address and kind; default: ANONYMOUS_WRITE_LIMIT per 10 minutes. */
  writeLimit?: Partial<WriteLimitConfig>;
  /** Trusted reverse proxies in front (X-Forwarded-For/-Proto); default: TRUST_PROXY. */
  trustProxy?: number;
  sessionTtlMs?: number;
  /** /api/test/* helpers; default: NODE_ENV === 'test'. */
  testRoutes?: boolean;
  /** Serve the built SPA from this folder with SPA fallback (production). */
  spaDir?: string | undefined;
  /** Mounts the card payment routes (server/payment). */
  payment?: PaymentMount | undefined;
  /** How often open card payments are reconciled with the provider; unset: never (tests). */
  paymentReconcileEveryMs?: number | undefined;
  /**
   * Unpaid card bookings (0024): reminded and released by a round every `everyMs`; unset or 0:
   * no round (tests run it themselves). `rule` defaults to an hour and 24 hours.
   */
  unpaid?: { everyMs?: number | undefined; rule?: UnpaidRule | undefined } | undefined;
  /** Delivers the outbox every `everyMs` (server/mail/worker.ts); unset or 0: no worker (tests). */
  mail?:
    | {
        transport: MailTransport;
        from: string;
        links: MailLinks;
        everyMs: number;
        retryMs?: number | undefined;
        keepDays?: number | undefined;
      }
    | undefined;
  /** Ends background work (the payment reconciler, the unpaid round, the mail worker) when the server shuts down. */
  signal?: AbortSignal | undefined;
  /** Extra form-action source for the CSP (a payment provider that needs a form post). */
  formAction?: string;
}

export const DEFAULT_THROTTLE: ThrottleConfig = {
  maxFailures: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  maxFailuresPerClient: 50,
  windowMs: 15 * 60_000,
};

/**
 * ANONYMOUS_WRITE_LIMIT per 10 minutes; 20 by default. NODE_ENV=test (the browser tests' and
 * the server tests' processes) raises the default, since all their clients share 127.0.0.1.
 */
export function defaultWriteLimit(env: NodeJS.ProcessEnv = process.env): WriteLimitConfig {
  const configured = env.ANONYMOUS_WRITE_LIMIT?.trim();
  if (configured && !/^\d{1,7}$/.test(configured))
    throw new Error(
      `ANONYMOUS_WRITE_LIMIT must be a number of writes per 10 minutes, not "${configured}"`,
    );
  const max = configured ? Number(configured) : env.NODE_ENV === 'test' ? 100_000 : 20;
  return { max, windowMs: 10 * 60_000 };
}

export function createApp(options: AppOptions) {
  const deps: AppDeps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    throttle: { ...DEFAULT_THROTTLE, ...options.throttle },
    writeLimit: { ...defaultWriteLimit(), ...options.writeLimit },
    trustProxy: options.trustProxy ?? trustedProxyHops(),
    sessionTtlMs: options.sessionTtlMs ?? 8 * 60 * 60_000,
    testRoutes: options.testRoutes ?? process.env.NODE_ENV === 'test',
    refunds: null,
    unpaidRule: options.unpaid?.rule ?? DEFAULT_UNPAID_RULE,
  };
  const app = new Hono<AppEnv>({ strict: false });

  // Outermost: every answer made at run time (API JSON, the sandbox) is gzipped for browsers
  // that accept it; the build's files and pages come precompressed (mountSpa).
  app.use('*', compressAnswers());
  app.use(
    '*',
    securityHeaders({ formAction: options.formAction ?? process.env.PAYMENT_FORM_ACTION ?? '' }),
  );
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('lang', languageOf(c.req.header('accept-language')));
    await next();
  });
  app.use('*', requestLog());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 256 * 1024,
      onError: (c) => {
        const error = new ApiError('validation', [
          { path: 'body', code: 'length', params: { max: 256 * 1024 } },
        ]);
        return c.json(error.body(languageOf(c.req.header('accept-language'))), 400);
      },
    }),
  );

  app.onError((error, c) => {
    const lang = languageOf(c.req.header('accept-language'));
    if (error instanceof ApiError) {
      if (error.retryAfter) c.header('Retry-After', String(error.retryAfter));
      return c.json(error.body(lang), error.status as 400);
    }
    const unavailable = isDatabaseUnavailable(error);
    if (unavailable) databaseErrors.inc();
    log().error(
      { event: unavailable ? 'database.unavailable' : 'http.error', ...errorFields(error) },
      'request failed',
    );
    const apiError = new ApiError(unavailable ? 'unavailable' : 'internal');
    if (unavailable) c.header('Retry-After', '5');
    return c.json(apiError.body(lang), apiError.status as 500);
  });

  app.get('/api/health', healthHandler(deps.db));
  app.route('/api', lookupRoutes());
  app.route('/api', companyRoutes());
  app.route('/api', priceRoutes());
  app.route('/api', bookingRoutes());
  app.route('/api', selfServiceRoutes());
  app.route('/api', customerRoutes());
  app.route('/api', flightRoutes());
  app.route('/api', contactRoutes());
  app.route('/api', webVitalsRoutes());
  if (deps.testRoutes) app.route('/api/test', testRoutes());
  const mounted = options.payment?.(app, {
    db: deps.db,
    now: deps.now,
    access: bookingAccessForPayment(deps.db),
    exposeTestRoutes: deps.testRoutes,
    reconcileEveryMs: options.paymentReconcileEveryMs,
    signal: options.signal,
    onCaptured: confirmPaidBooking(),
  });
  if (mounted) deps.refunds = mounted.refunds;

  const unpaidEveryMs = options.unpaid?.everyMs;
  if (unpaidEveryMs && unpaidEveryMs > 0)
    startUnpaidRound(deps.db, {
      everyMs: unpaidEveryMs,
      now: deps.now,
      rule: deps.unpaidRule,
      signal: options.signal,
    });

  if (options.mail && options.mail.everyMs > 0) {
    const worker = createMailWorker({
      db: deps.db,
      now: deps.now,
      transport: options.mail.transport,
      from: options.mail.from,
      links: options.mail.links,
      retryMs: options.mail.retryMs,
      keepDays: options.mail.keepDays,
    });
    startMailWorker(worker, { everyMs: options.mail.everyMs, signal: options.signal });
  }

  app.all('/api/*', (c) => {
    c.header('X-Route-Missing', '1');
    return c.json(new ApiError('notFound').body(c.var.lang), 404);
  });

  if (options.spaDir) mountSpa(app, options.spaDir);
  return app;
}
