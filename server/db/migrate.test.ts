import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client';
import { listMigrations, migrate } from './migrate';

let database: Database;
const url = process.env.TEST_DATABASE_URL;
const schemaName = url ? `m_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;

beforeAll(async () => {
  database = await openDatabase(url ? { url, schemaName } : { dataDir: 'memory://' });
});
afterAll(async () => {
  await database?.close();
  if (url && schemaName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await admin.end();
  }
});

describe('migrator', () => {
  it('applies the files of several folders in name order, once', async () => {
    const a = mkdtempSync(join(tmpdir(), 'mig-a-'));
    const b = mkdtempSync(join(tmpdir(), 'mig-b-'));
    writeFileSync(join(a, '0001_one.sql'), 'CREATE TABLE one (id int PRIMARY KEY);');
    writeFileSync(join(b, '0002_two.sql'), 'CREATE TABLE two (id int REFERENCES one(id));');
    writeFileSync(
      join(a, '0003_three.sql'),
      'INSERT INTO one VALUES (1); INSERT INTO two VALUES (1);',
    );
    expect(listMigrations([b, a]).map((m) => m.name)).toEqual([
      '0001_one.sql',
      '0002_two.sql',
      '0003_three.sql',
    ]);
    expect(await migrate(database, [a, b])).toEqual([
      '0001_one.sql',
      '0002_two.sql',
      '0003_three.sql',
    ]);
    expect(await migrate(database, [a, b])).toEqual([]);
  });

  it('rolls a failing file back completely and stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mig-c-'));
    writeFileSync(
      join(dir, '0004_bad.sql'),
      'CREATE TABLE half (id int); SELECT * FROM does_not_exist;',
    );
    await expect(migrate(database, [dir])).rejects.toThrow(/0004_bad.sql/);
    await expect(database.exec('SELECT * FROM half')).rejects.toThrow();
    writeFileSync(join(dir, '0004_bad.sql'), 'CREATE TABLE half (id int);');
    expect(await migrate(database, [dir])).toEqual(['0004_bad.sql']);
  });
});
