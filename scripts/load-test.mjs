// `npm run test:load`: a bounded load test on loopback. Starts the server in-process on a free
// port with an in-memory database, lets 50 concurrent clients create bookings with distinct and
// with repeated Idempotency-Keys, and checks that no booking is lost and none is duplicated.
// Stops by itself (hard limit LOAD_TEST_TIMEOUT_MS, default 180 s).
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { seed } from '../server/db/seed.ts';
import { privateBookingDraft } from '../server/testing/test-server.ts';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 50);
const REQUESTS_PER_CLIENT = Number(process.env.LOAD_REQUESTS_PER_CLIENT ?? 4);
const KEYS = (CLIENTS * REQUESTS_PER_CLIENT) / 2; // every key is sent by two clients
const timeout = setTimeout(() => {
  console.error('load test: time limit reached');
  process.exit(1);
}, Number(process.env.LOAD_TEST_TIMEOUT_MS ?? 180_000));
timeout.unref();

// In memory by default; TEST_DATABASE_URL runs it on PostgreSQL in a throw-away schema.
const pgUrl = process.env.TEST_DATABASE_URL || undefined;
const schemaName = pgUrl ? `load_${Date.now()}` : undefined;
const database = await openDatabase({ url: pgUrl, dataDir: 'memory://', schemaName });
await migrate(database);
await seed(database.db);
const app = createApp({ db: database.db, testRoutes: false, logErrors: true });
const server = await new Promise((resolve) => {
  const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
});
const { port } = server.address();
const base = `http://127.0.0.1:${port}/api`;
const runId = Date.now().toString(36);

const bodies = Array.from({ length: KEYS }, (_, k) => {
  const draft = privateBookingDraft();
  return { ...draft, kundeStamm: { ...draft.kundeStamm, name: `Last${k}`, email: `last${k}@example.org` } };
});
const keyOf = (k) => `load-${runId}-${String(k).padStart(4, '0')}`;

/** Client i sends keys 2i, 2i+1 and the two keys half the range away: each key by two clients. */
function keysOfClient(i) {
  const first = (i * 2) % KEYS;
  const half = Math.floor(KEYS / 2);
  return [first, first + 1, (first + half) % KEYS, (first + half + 1) % KEYS].slice(0, REQUESTS_PER_CLIENT);
}

const results = [];
const started = performance.now();
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, i) => {
    for (const k of keysOfClient(i)) {
      const t0 = performance.now();
      const res = await fetch(`${base}/Buchung/Neu`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': keyOf(k), 'Accept-Language': 'de' },
        body: JSON.stringify(bodies[k]),
      });
      const body = await res.json();
      results.push({ k, status: res.status, voucher: body?.buchungStamm?.voucher, ms: performance.now() - t0 });
    }
  }),
);
const seconds = (performance.now() - started) / 1000;

const problems = [];
const byKey = new Map();
for (const r of results) {
  if (r.status !== 200 && r.status !== 201) problems.push(`key ${r.k}: status ${r.status}`);
  byKey.set(r.k, [...(byKey.get(r.k) ?? []), r]);
}
for (const [k, list] of byKey) {
  const vouchers = new Set(list.map((r) => r.voucher));
  if (vouchers.size !== 1) problems.push(`key ${k}: ${vouchers.size} different bookings`);
  const created = list.filter((r) => r.status === 201).length;
  if (created !== 1) problems.push(`key ${k}: ${created} answers with 201`);
}
const rows = await database.db.execute(
  `SELECT idempotency_key, count(*)::int AS n FROM bookings WHERE idempotency_key LIKE 'load-${runId}-%' GROUP BY idempotency_key`,
);
const stored = rows.rows;
if (stored.length !== KEYS) problems.push(`stored ${stored.length} bookings for ${KEYS} keys (lost bookings)`);
if (stored.some((row) => row.n !== 1)) problems.push('a key has more than one stored booking (duplicates)');
const vouchers = await database.db.execute(`SELECT count(DISTINCT voucher)::int AS n, count(*)::int AS total FROM bookings`);
if (vouchers.rows[0].n !== vouchers.rows[0].total) problems.push('duplicate vouchers');

const times = results.map((r) => r.ms).sort((a, b) => a - b);
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
console.log(
  `load test: ${results.length} requests from ${CLIENTS} clients, ${KEYS} keys, ${seconds.toFixed(1)} s ` +
    `(${(results.length / seconds).toFixed(0)} req/s), latency p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`,
);
console.log(`stored bookings for this run: ${stored.length} (expected ${KEYS}), each key once: ${stored.every((row) => row.n === 1)}`);

server.close();
await database.close();
if (pgUrl && schemaName) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
  await admin.end();
}
if (problems.length > 0) {
  console.error(`load test FAILED:\n  ${problems.slice(0, 20).join('\n  ')}`);
  process.exit(1);
}
console.log('load test passed: no lost and no duplicated booking');
process.exit(0);
