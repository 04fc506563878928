// Opens the database: a real PostgreSQL when a URL is given (node-postgres), otherwise PGlite
// (embedded Postgres in WebAssembly) on a data directory, or in memory for `memory://`.
// Both are wrapped in the same Drizzle type so the rest of the server never knows which.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { errorFields, log } from '../observability/log';
import { databaseErrors } from '../observability/metrics';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` on one connection that holds an advisory lock, so parallel starts migrate once.
   * `run` executes a (multi-statement) script on that connection and returns the last rows.
   */
  withLock<T>(fn: (run: LockedRun) => Promise<T>): Promise<T>;
  /** Connections of the pool (PostgreSQL), for the metrics; null for PGlite (one connection). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

export type LockedRun = (sql: string) => Promise<Record<string, unknown>[]>;

export interface OpenOptions {
  /** postgres://... : use a real PostgreSQL. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` keeps everything in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL only: work inside this schema (created if missing), e.g. one per test file. */
  schemaName?: string | undefined;
}

const LOCK_ID = 4_711_001;

export function applicationName(schemaName?: string): string {
  return (schemaName ? `shuttle-api:${schemaName}` : 'shuttle-api').slice(0, 63);
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.schemaName);
  return openPglite(options.dataDir ?? '.data/pglite');
}

async function openPglite(dataDir: string): Promise<Database> {
  // The folder's lock (server/db/data-dir-lock.ts); an in-memory database has no folder to share.
  let unlock: (() => void) | undefined;
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
  } catch (error) {
    unlock?.();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    poolStats: () => null,
    // PGlite is one connection in one process: nothing runs in parallel with the migrator.
    withLock: (fn) =>
      fn(async (sql) => {
        const results = await client.exec(sql);
        return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock?.();
      }
    },
  };
}

async function openPostgres(url: string, schemaName?: string): Promise<Database> {
  if (schemaName && !/^[a-z_][a-z0-9_]{0,62}$/.test(schemaName))
    throw new Error(`bad schema name ${schemaName}`);
  if (schemaName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schemaName}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX ?? 10),
    // Names this process's connections in pg_stat_activity (per schema, so tests and operators
    // can tell instances of different deployments apart).
    application_name: applicationName(schemaName),
    // A database that does not answer fails the request (503) instead of queueing it forever.
    connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 10_000),
    keepAlive: true,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  keepConnectionErrorsLocal(pool);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    withLock: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
        return await fn(async (sql) => {
          const result = (await conn.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(result) ? result.at(-1) : result;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
      } finally {
        await conn.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
        conn.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * A connection that breaks (restart, failover, pg_terminate_backend) emits 'error' on its client
 * and, while idle, on the pool; unhandled, either ends the process. The query that ran on it
 * fails on its own (503 via the app's error handler) and the pool drops the broken client and
 * opens a new one for the next query, so here it is only logged.
 */
function keepConnectionErrorsLocal(pool: pg.Pool) {
  // Every client gets a listener of its own: it covers clients checked out between two queries
  // (transactions, the migration lock) as well as idle ones.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      databaseErrors.inc();
      log().warn(
        { event: 'database.connectionLost', ...errorFields(error) },
        'database connection lost',
      );
    });
  });
  // The pool re-emits an idle client's error after dropping the client; logged above already.
  pool.on('error', () => undefined);
}
