// A database of its own for a test: PGlite in memory, or with TEST_DATABASE_URL a fresh schema in
// that PostgreSQL, dropped when the database is closed. Test files run side by side on one
// PostgreSQL without seeing each other's rows.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/** A schema name no other test uses; the prefix tells whose it is when one is left behind. */
export const testSchemaName = (prefix: string) =>
  `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

export async function dropTestSchema(url: string, schemaName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
  } finally {
    await admin.end();
  }
}

export async function openTestDatabase(prefix: string): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: 'memory://' });
  const schemaName = testSchemaName(prefix);
  const opened = await openDatabase({ url, schemaName });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await dropTestSchema(url, schemaName);
    },
  };
}
