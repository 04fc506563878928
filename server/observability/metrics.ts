// Metrics in the Prometheus text format (prom-client), served only on METRICS_PORT (server/main.ts)
// so they are never public by accident. One registry per process; counters are bumped where the
// thing happens, gauges that need the database are read when Prometheus scrapes.
import { Hono } from 'hono';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP request latency by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const bookingEvents = new Counter({
  name: 'bookings_total',
  help: 'Bookings created, changed and cancelled',
  labelNames: ['event'] as const,
  registers: [registry],
});

/** Payments by outcome: captured, declined, aborted, expired, discarded, failed (refunded later). */
export const paymentOutcomes = new Counter({
  name: 'payments_total',
  help: 'Card payment attempts by final outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const providerErrors = new Counter({
  name: 'payment_provider_errors_total',
  help: 'Errors answered by the payment provider, by Saferpay ErrorName',
  labelNames: ['errorName', 'operation'] as const,
  registers: [registry],
});

export const throttleHits = new Counter({
  name: 'throttle_hits_total',
  help: 'Requests refused with 429 by the throttle or the rate limit of anonymous writes',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const databaseErrors = new Counter({
  name: 'database_errors_total',
  help: 'Connections lost or refused, and requests answered 503 because the database was away',
  registers: [registry],
});

/** Failed deliveries of outbox messages: `temporary` (tried again later) or `permanent` (given up). */
export const mailFailures = new Counter({
  name: 'mail_failures_total',
  help: 'Failed delivery attempts of outbox messages, by kind (temporary: retried, permanent: given up)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** Gauges read at scrape time from the database and its pool (main.ts wires the readers). */
export function registerDatabaseGauges(read: {
  outboxBacklog: () => Promise<number>;
  pool: () => { total: number; idle: number; waiting: number } | null;
}): void {
  new Gauge({
    name: 'outbox_backlog',
    help: 'Messages in the outbox not yet delivered',
    registers: [registry],
    async collect() {
      this.set(await read.outboxBacklog().catch(() => Number.NaN));
    },
  });
  const pool = new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = read.pool();
      if (!stats) return;
      pool.set({ state: 'in_use' }, stats.total - stats.idle);
      pool.set({ state: 'idle' }, stats.idle);
      pool.set({ state: 'waiting' }, stats.waiting);
    },
  });
}

/** The app of the METRICS_PORT listener: GET /metrics in the Prometheus text format, nothing else. */
export function metricsApp(): Hono {
  const app = new Hono();
  app.get('/metrics', async (c) => {
    c.header('Content-Type', registry.contentType);
    return c.body(await registry.metrics());
  });
  return app;
}
