// The server process: opens the database (PostgreSQL via DATABASE_URL, else PGlite in
// PGLITE_DATA_DIR, `memory://` for in-memory), migrates, seeds on first start, serves the API,
// the payment module and the built SPA, and closes the database on SIGINT/SIGTERM.
//   PORT (8080) · HOST (0.0.0.0) · DIST_DIR (dist) · SERVE_SPA (true)
//   DATABASE_URL · DATABASE_SCHEMA (PostgreSQL schema, e.g. one per test run)
//   PGLITE_DATA_DIR (.data/pglite) · NODE_ENV=test enables /api/test/*
//   NODE_ENV=production needs PAYMENT_PROVIDER and PUBLIC_BASE_URL (rules: server/config.ts)
//   PAYMENT_RECONCILE_MS (60000): how often open card payments are reconciled with the provider
//   UNPAID_CHECK_MS (60000), UNPAID_REMIND_AFTER_MINUTES (60), UNPAID_RELEASE_AFTER_HOURS (24):
//   card bookings never paid get one reminder, then are cancelled (docs/decisions/0024)
//   SMTP_URL, MAIL_FROM, MAIL_DIR, MAIL_POLL_MS, MAIL_RETRY_MS, MAIL_KEEP_DAYS: delivery of the outbox (server/mail)
//   TRUST_PROXY (0): number of reverse proxies in front; their X-Forwarded-For/-Proto entries
//   (client address for throttling and rate limits, https) are believed (server/http/proxy.ts)
import { serve } from '@hono/node-server';
import type { Server as HttpServer } from 'node:http';
import { createApp } from './app';
import { ConfigError, readServerConfig, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { count, inArray } from 'drizzle-orm';
import { outbox } from './db/schema';
import { createLogger, errorFields, log, setLogger } from './observability/log';
import { metricsApp, registerDatabaseGauges } from './observability/metrics';
import { logProcessWarnings } from './observability/process-warnings';
import { loadPaymentMount } from './payment-mount';
import { mailTransport } from './mail/transport';

/** Longer than the idle time of common clients and proxies (60 s). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** A start-up refusal the operator can act on: the message alone, no stack trace. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError || error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// First: a warning of any later step (a dependency's deprecation) is a log line, not stderr text.
logProcessWarnings();

let config: ServerConfig;
try {
  config = readServerConfig(process.env);
} catch (error) {
  refuseToStart(error);
}
setLogger(createLogger({ level: config.logLevel }));
for (const warning of config.warnings) log().warn({ event: 'config.warning' }, warning);
const { port, host, distDir, serveSpa } = config;

const database = await openDatabase({
  url: config.databaseUrl,
  schemaName: config.databaseSchema,
  dataDir: config.pgliteDataDir,
}).catch(refuseToStart);
const applied = await migrate(database);
if (applied.length > 0)
  log().info(
    { event: 'database.migrated', migrations: applied },
    `Migrations applied: ${applied.join(', ')}`,
  );
if (await seed(database.db, { demo: config.seedDemoData }))
  log().info(
    { event: 'database.seeded', demo: config.seedDemoData },
    config.seedDemoData
      ? 'Database seeded with demo data (see README.md, "Demo data").'
      : 'Database seeded with reference data (no demo companies: SEED_DEMO_DATA is off).',
  );

// Background work (the payment reconciler, the unpaid round, the mail worker) ends with the process's shutdown.
const background = new AbortController();
const transport = mailTransport(config.mail);
if (config.mail.pollMs > 0)
  log().info(
    { event: 'mail.configured', transport: transport.kind, target: transport.target },
    transport.kind === 'file'
      ? `No SMTP_URL: e-mails are written as .eml files to ${transport.target} (open them with any mail program)`
      : `E-mails are sent through ${transport.target}`,
  );
const app = createApp({
  db: database.db,
  spaDir: serveSpa ? distDir : undefined,
  payment: await loadPaymentMount(),
  paymentReconcileEveryMs: config.paymentReconcileMs,
  unpaid: {
    everyMs: config.unpaid.checkMs,
    rule: {
      remindAfterMs: config.unpaid.remindAfterMs,
      releaseAfterMs: config.unpaid.releaseAfterMs,
    },
  },
  mail: {
    transport,
    from: config.mail.from,
    links: { baseUrl: config.publicBaseUrl ?? `http://localhost:${port}` },
    everyMs: config.mail.pollMs,
    retryMs: config.mail.retryMs,
    keepDays: config.mail.keepDays,
  },
  signal: background.signal,
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) =>
  log().info(
    { event: 'server.listening', port: info.port, database: database.kind },
    `Listening on http://localhost:${info.port} (${database.kind}${serveSpa ? `, SPA from ${distDir}` : ''})`,
  ),
);
// Node closes an idle kept-alive connection after 5 s, while clients (a proxy, a browser, an API
// client) keep theirs longer: a request sent on it just as the server closes it fails with
// ECONNRESET. The server waits longer than its clients, so they close first.
// (`serve` makes a node:http server: no createServer option asks for HTTP/2.)
(server as HttpServer).keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
(server as HttpServer).headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;

// Metrics only on their own port, which the operator keeps off the public network.
const metricsServer =
  config.metricsPort === undefined
    ? undefined
    : (registerDatabaseGauges({
        outboxBacklog: async () =>
          (
            await database.db
              .select({ n: count() })
              .from(outbox)
              .where(inArray(outbox.status, ['pending', 'sending']))
          )[0]!.n,
        pool: () => database.poolStats(),
      }),
      serve({ fetch: metricsApp().fetch, port: config.metricsPort, hostname: host }, (info) =>
        log().info(
          { event: 'metrics.listening', port: info.port },
          `Metrics on http://localhost:${info.port}/metrics`,
        ),
      ));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log().info({ event: 'server.stopping', signal }, `${signal}: shutting down`);
  background.abort();
  transport.close();
  metricsServer?.close();
  // Stop accepting connections, let running requests finish, then close the database
  // (PGlite keeps the event loop alive until it is closed).
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await database
      .close()
      .catch((error: unknown) =>
        log().error(
          { event: 'database.closeFailed', ...errorFields(error) },
          'closing the database failed',
        ),
      );
    process.exit(0);
  });
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
