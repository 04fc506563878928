import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { listMigrations, migrate, MIGRATION_DIRS } from './migrate';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase('m');
});
afterAll(async () => {
  await database?.close();
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

/**
 * A database of its own (a schema of its own on PostgreSQL) migrated up to `name`, with `before`
 * run there; then `name` applied, and `after` run against it.
 */
async function acrossMigration(
  name: string,
  before: string,
  after: (db: Database) => Promise<void>,
): Promise<void> {
  const db = await openTestDatabase('m');
  try {
    const [core] = MIGRATION_DIRS as [string];
    const earlier = mkdtempSync(join(tmpdir(), 'mig-core-'));
    const all = listMigrations([core]);
    for (const file of all.filter((m) => m.name < name))
      copyFileSync(file.path, join(earlier, file.name));
    await migrate(db, [earlier]);
    await db.exec(`
      INSERT INTO airports (iata, ort_iata, name_de, name_en, lat, lon)
        VALUES ('HAJ', 'Hannover', 'Hannover', 'Hanover', 52.46, 9.68);
      INSERT INTO transfer_types (id, code, name_de, name_en, max_personen)
        VALUES (1, 'shuttle', 'Shuttle', 'Shuttle', 8);
      ${before}
    `);
    const this_ = mkdtempSync(join(tmpdir(), 'mig-this-'));
    const file = all.find((m) => m.name.startsWith(name))!;
    copyFileSync(file.path, join(this_, file.name));
    expect(await migrate(db, [earlier, this_])).toEqual([file.name]);
    await after(db);
  } finally {
    await db.close();
  }
}

const rowsOf = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.db.execute(query)) as unknown as { rows: unknown[] }).rows;

describe('0011: a booking keeps the cost centre and department it was booked on', () => {
  it("fills the existing bookings' from their customer's, and a later change of the customer no longer reaches them", async () => {
    await acrossMigration(
      '0011',
      `INSERT INTO customers (id, name, kst, bereich) VALUES
         (1, 'Mit Kostenstelle', '4711', 'Entwicklung'), (2, 'Ohne', '', '');
       INSERT INTO bookings (voucher, externe_id, ist_privat, sprach, erw, kind, richtung,
           flughafen, transfer_art_id, mit_rueckfahrt, kunde_id, preis_cent, zahlungsstatus)
         VALUES ('V1', 'E1', false, 'de', 1, 0, 'zumFlughafen', 'HAJ', 1, false, 1, 5000, 'rechnung'),
                ('V2', 'E2', false, 'de', 1, 0, 'zumFlughafen', 'HAJ', 1, false, 2, 5000, 'rechnung');`,
      async (db) => {
        await db.exec(`UPDATE customers SET kst = '9999', bereich = 'Vertrieb' WHERE id = 1`);
        expect(
          await rowsOf(db, sql`SELECT voucher, kst, bereich FROM bookings ORDER BY voucher`),
        ).toEqual([
          { voucher: 'V1', kst: '4711', bereich: 'Entwicklung' },
          { voucher: 'V2', kst: '', bereich: '' },
        ]);
      },
    );
  });
});

describe('0014: a booking keeps its passenger as booked (docs/decisions/0025)', () => {
  it("fills the existing bookings' passenger from their customer's, and a later change of the customer no longer reaches them", async () => {
    await acrossMigration(
      '0014',
      `INSERT INTO salutations (id, code, name_de, name_en) VALUES (2, 'frau', 'Frau', 'Ms');
       INSERT INTO customers (id, anrede_id, vorname, name, email, mobil, strasse, plz, ort)
         VALUES (1, 2, 'Erika', 'Musterfrau', 'erika@example.org', '+49 170 1', 'Lindenallee 12',
           '30159', 'Hannover');
       INSERT INTO bookings (voucher, externe_id, ist_privat, sprach, erw, kind, richtung,
           flughafen, transfer_art_id, mit_rueckfahrt, kunde_id, preis_cent, zahlungsstatus)
         VALUES ('V1', 'E1', false, 'de', 1, 0, 'zumFlughafen', 'HAJ', 1, false, 1, 5000, 'rechnung');`,
      async (db) => {
        await db.exec(`UPDATE customers SET name = 'Neuname', strasse = 'Am Wall 1' WHERE id = 1`);
        expect(
          await rowsOf(
            db,
            sql`SELECT anrede_id, vorname, name, email, mobil, strasse, plz, ort FROM bookings`,
          ),
        ).toEqual([
          {
            anrede_id: 2,
            vorname: 'Erika',
            name: 'Musterfrau',
            email: 'erika@example.org',
            mobil: '+49 170 1',
            strasse: 'Lindenallee 12',
            plz: '30159',
            ort: 'Hannover',
          },
        ]);
      },
    );
  });
});

describe('0015: each ride keeps its own price (docs/decisions/0026)', () => {
  it('gives each stored ride the share of the total it was charged', async () => {
    // V1: two rides and one extra (500): 2 x 3900 + 500. V2: its return ride cancelled, so one
    // ride charged: 3900 + 500. V3: cancelled whole, its total kept: 2 x 4100.
    const booking = (voucher: string, cent: number, storniert: boolean) =>
      `('${voucher}', 'E${voucher}', true, 'de', 1, 0, 'zumFlughafen', 'HAJ', 1, true, 1, ${cent},
        'offen', ${storniert})`;
    await acrossMigration(
      '0015',
      `INSERT INTO extras (id, code, name_de, name_en, preis_cent) VALUES (1, 'seat', 'Sitz', 'Seat', 500);
       INSERT INTO customers (id, name) VALUES (1, 'Fahrgast');
       INSERT INTO bookings (voucher, externe_id, ist_privat, sprach, erw, kind, richtung,
           flughafen, transfer_art_id, mit_rueckfahrt, kunde_id, preis_cent, zahlungsstatus,
           storniert)
         VALUES ${booking('V1', 8300, false)}, ${booking('V2', 4400, false)},
                ${booking('V3', 8200, true)};
       INSERT INTO booking_extras (buchung_id, extra_id, anzahl)
         SELECT id, 1, 1 FROM bookings WHERE voucher IN ('V1', 'V2');
       INSERT INTO booking_legs (buchung_id, typ, art, status_id)
         SELECT b.id, l.typ, l.art,
           CASE WHEN b.voucher = 'V3' OR (b.voucher = 'V2' AND l.typ = 'rueck') THEN 5 ELSE 1 END
         FROM bookings b
         CROSS JOIN (VALUES ('hin', 'Abholung'), ('rueck', 'Rückfahrt')) AS l (typ, art);`,
      async (db) => {
        expect(
          await rowsOf(
            db,
            sql`SELECT b.voucher, l.typ, l.preis_cent AS cent FROM booking_legs l
                JOIN bookings b ON b.id = l.buchung_id ORDER BY b.voucher, l.typ`,
          ),
        ).toEqual([
          { voucher: 'V1', typ: 'hin', cent: 3900 },
          { voucher: 'V1', typ: 'rueck', cent: 3900 },
          { voucher: 'V2', typ: 'hin', cent: 3900 },
          { voucher: 'V2', typ: 'rueck', cent: 3900 },
          { voucher: 'V3', typ: 'hin', cent: 4100 },
          { voucher: 'V3', typ: 'rueck', cent: 4100 },
        ]);
      },
    );
  });
});
