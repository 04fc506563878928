// Test helpers for the payment module's own tests: an in-memory database with the real
// migrations and a few bookings, and a stand-in for the booking side's access check.
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { openTestDatabase } from '../testing/test-database';
import type { BookingAccess } from './routes';
import type { PayableBooking } from './service';

/**
 * The test database (with TEST_DATABASE_URL a PostgreSQL schema, so the exactly-once tests also
 * run with real concurrent connections), migrated, with the reference data and one customer.
 */
export async function openPaymentTestDatabase(): Promise<Database> {
  const database = await openTestDatabase('pay');
  await migrate(database);
  // The server's reference data (airports, transfer types, ...) so bookings can be inserted.
  await seed(database.db);
  await database.exec(`INSERT INTO customers (name) VALUES ('Zahlungstest')`);
  return database;
}

let voucherSeq = 0;

/** Inserts a private booking; its access token in these tests is `token-<id>`. */
export async function insertBooking(
  database: Database,
  {
    preisCent = 12_345,
    sprach = 'de',
    zahlungsstatus = 'offen',
  }: { preisCent?: number; sprach?: string; zahlungsstatus?: string } = {},
): Promise<number> {
  voucherSeq += 1;
  const voucher = `T${Date.now().toString(36)}${voucherSeq}`.toUpperCase();
  const result = await database.db.execute(sql`
    INSERT INTO bookings (voucher, externe_id, ist_privat, sprach, erw, kind, richtung,
      flughafen, transfer_art_id, mit_rueckfahrt, kunde_id, name, preis_cent, zahlungsstatus)
    VALUES (${voucher}, ${`ext-${voucher}`}, true, ${sprach}, 1, 0, 'zumFlughafen', 'HAJ', 1, false,
      (SELECT max(id) FROM customers WHERE name = 'Zahlungstest'), 'Zahlungstest',
      ${preisCent}, ${zahlungsstatus})
    RETURNING id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

export async function bookingZahlungsstatus(database: Database, id: number): Promise<string> {
  const result = await database.db.execute(
    sql`SELECT zahlungsstatus FROM bookings WHERE id = ${id}`,
  );
  return String(
    (result as unknown as { rows: { zahlungsstatus: string }[] }).rows[0]!.zahlungsstatus,
  );
}

/** Access like the real one in shape: the X-Buchung-Token header must be `token-<id>`. */
export function testAccess(database: Database): BookingAccess {
  const payableBooking = async (buchungId: number): Promise<PayableBooking | null> => {
    const result = await database.db.execute(
      sql`SELECT id, voucher, preis_cent, sprach, zahlungsstatus FROM bookings WHERE id = ${buchungId}`,
    );
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
    if (!row) return null;
    return {
      buchungId: Number(row.id),
      voucher: String(row.voucher),
      amountCent: Number(row.preis_cent),
      currency: 'EUR',
      language: row.sprach === 'en' ? 'en' : 'de',
      zahlungsstatus: row.zahlungsstatus as PayableBooking['zahlungsstatus'],
    };
  };
  return {
    payableBooking,
    async findPayableBooking(c: Context, buchungId: number): Promise<PayableBooking | null> {
      return c.req.header('x-buchung-token') === `token-${buchungId}`
        ? payableBooking(buchungId)
        : null;
    },
  };
}
