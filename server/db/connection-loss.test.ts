// In-process checks of the database fault handling: broken connections are logged, not fatal;
// which errors count as "database away" (503); /api/health while the database is unreachable.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { freePort } from '../testing/server-process';
import { newKey, privateBookingDraft } from '../testing/booking-drafts';
import { dropTestSchema, testSchemaName } from '../testing/test-database';
import { applicationName, openDatabase, type Database } from './client';
import { isDatabaseUnavailable } from './unavailable';
import { createLogger, setLogger } from '../observability/log';

const url = process.env.TEST_DATABASE_URL;
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

describe('isDatabaseUnavailable', () => {
  it('knows connection loss, shutdown and overload, also wrapped as cause', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error('Client has encountered a connection error and is not queryable'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(
      true,
    );
  });

  it('leaves other errors to the 500 path', () => {
    expect(
      isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('57P01')).toBe(false);
  });
});

describe('a database that cannot be reached', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close().catch(() => undefined);
    database = undefined;
  });

  it('answers 503 on /api/health and on writes, with Retry-After', async () => {
    // Nothing listens on this port: every connection attempt is refused.
    database = await openDatabase({
      url: `postgres://postgres:postgres@127.0.0.1:${await freePort()}/postgres`,
    });
    const app = createApp({ db: database.db });
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBeTruthy();
    expect(await health.json()).toEqual({ ok: false, database: 'down' });

    const booking = await app.request('/api/Buchung/Neu', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify(privateBookingDraft()),
    });
    expect(booking.status).toBe(503);
    expect(booking.headers.get('retry-after')).toBeTruthy();
    expect(((await booking.json()) as { code: string }).code).toBe('unavailable');
  });

  it('reports a closed embedded database as down', async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const app = createApp({ db: database.db });
    expect(await (await app.request('/api/health')).json()).toEqual({ ok: true, database: 'up' });
    await database.close();
    const health = await app.request('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false, database: 'down' });
  });
});

describe.skipIf(!url)('connections terminated under a running pool (PostgreSQL)', () => {
  const schemaName = testSchemaName('c');
  let database: Database | undefined;

  afterEach(async () => {
    await database?.close().catch(() => undefined);
    await dropTestSchema(url!, schemaName);
  });

  async function terminate(): Promise<number> {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const result = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND application_name = $1`,
        [applicationName(schemaName)],
      );
      return result.rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('survives losing idle and checked-out connections and reconnects', async () => {
    const lines: string[] = [];
    setLogger(
      createLogger({
        level: 'warn',
        destination: { write: (line: string) => void lines.push(line) },
      }),
    );
    try {
      database = await openDatabase({ url, schemaName });
      const { db } = database;
      await Promise.all([1, 2, 3].map(() => db.execute(sql`SELECT pg_sleep(0.01)`)));

      // Idle connections in the pool: unhandled, the pool's 'error' event ended the process.
      expect(await terminate()).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rowsOf(await db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);

      // A connection checked out by a transaction, killed between two of its statements.
      const transaction = db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await terminate();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`SELECT 2`);
      });
      const failure = await transaction.then(
        () => null,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      expect(rowsOf(await db.execute(sql`SELECT 3 AS three`))).toEqual([{ three: 3 }]);
      expect(lines.some((line) => line.includes('"event":"database.connectionLost"'))).toBe(true);
    } finally {
      setLogger(createLogger());
    }
  });
});
