import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { listMigrations, migrate, MIGRATION_DIRS } from './migrate';

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

describe('0011: a booking keeps the cost centre and department it was booked on', () => {
  it("fills the existing bookings' from their customer's, and a later change of the customer no longer reaches them", async () => {
    // The core schema up to 0010, in a schema of its own (PostgreSQL) or a fresh database.
    const own = url ? `m_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
    const db = await openDatabase(url ? { url, schemaName: own } : { dataDir: 'memory://' });
    try {
      const [core] = MIGRATION_DIRS as [string];
      const before = mkdtempSync(join(tmpdir(), 'mig-core-'));
      const all = listMigrations([core]);
      for (const file of all.filter((m) => m.name < '0011'))
        copyFileSync(file.path, join(before, file.name));
      await migrate(db, [before]);
      await db.exec(`
        INSERT INTO airports (iata, ort_iata, name_de, name_en, lat, lon)
          VALUES ('HAJ', 'Hannover', 'Hannover', 'Hanover', 52.46, 9.68);
        INSERT INTO transfer_types (id, code, name_de, name_en, max_personen)
          VALUES (1, 'shuttle', 'Shuttle', 'Shuttle', 8);
        INSERT INTO customers (id, name, kst, bereich) VALUES
          (1, 'Mit Kostenstelle', '4711', 'Entwicklung'), (2, 'Ohne', '', '');
        INSERT INTO bookings (voucher, externe_id, ist_privat, sprach, erw, kind, richtung,
            flughafen, transfer_art_id, mit_rueckfahrt, kunde_id, preis_cent, zahlungsstatus)
          VALUES ('V1', 'E1', false, 'de', 1, 0, 'zumFlughafen', 'HAJ', 1, false, 1, 5000, 'rechnung'),
                 ('V2', 'E2', false, 'de', 1, 0, 'zumFlughafen', 'HAJ', 1, false, 2, 5000, 'rechnung');
      `);
      const after = mkdtempSync(join(tmpdir(), 'mig-0011-'));
      for (const file of all.filter((m) => m.name.startsWith('0011')))
        copyFileSync(file.path, join(after, file.name));
      expect(await migrate(db, [before, after])).toEqual(['0011_booking_cost_centre.sql']);
      await db.exec(`UPDATE customers SET kst = '9999', bereich = 'Vertrieb' WHERE id = 1`);
      const result = await db.db.execute(
        sql`SELECT voucher, kst, bereich FROM bookings ORDER BY voucher`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { voucher: 'V1', kst: '4711', bereich: 'Entwicklung' },
        { voucher: 'V2', kst: '', bereich: '' },
      ]);
    } finally {
      await db.close();
      if (url && own) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`DROP SCHEMA IF EXISTS ${own} CASCADE`);
        await admin.end();
      }
    }
  });
});
