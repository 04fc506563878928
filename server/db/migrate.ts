// A tiny migrator: applies every *.sql file of the migration folders in file-name order, each in
// its own transaction, and records it in `schema_migrations`. The core schema lives in
// server/db/migrations (0001_..., 0002_...); the payment module adds its own files in
// server/payment/migrations with higher numbers (0100_payment.sql, ...).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

// From the sources this file is server/db/migrate.ts; in the production build it is part of one
// bundle, dist-server/main.js, with the folders copied to dist-server/{db,payment}/migrations
// (scripts/build-server.mjs). Either way: <server root>/db/migrations and .../payment/migrations.
const here = fileURLToPath(new URL('.', import.meta.url));
const serverRoot = basename(here) === 'db' ? join(here, '..') : here;
export const MIGRATION_DIRS = [
  join(serverRoot, 'db', 'migrations'),
  join(serverRoot, 'payment', 'migrations'),
];

export function listMigrations(dirs: string[] = MIGRATION_DIRS): { name: string; path: string }[] {
  const files = dirs.flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.sql'))
          .map((file) => ({ name: basename(file), path: join(dir, file) }))
      : [],
  );
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

export async function migrate(
  database: Database,
  dirs: string[] = MIGRATION_DIRS,
): Promise<string[]> {
  return database.withLock(async (run) => {
    await run(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await run('SELECT name FROM schema_migrations');
    const done = new Set(rows.map((row) => String(row.name)));
    const applied: string[] = [];
    for (const migration of listMigrations(dirs)) {
      if (done.has(migration.name)) continue;
      const body = readFileSync(migration.path, 'utf8');
      const name = migration.name.replace(/'/g, "''");
      try {
        await run('BEGIN');
        await run(body);
        await run(`INSERT INTO schema_migrations (name) VALUES ('${name}')`);
        await run('COMMIT');
      } catch (error) {
        await run('ROLLBACK').catch(() => undefined);
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
    }
    return applied;
  });
}
