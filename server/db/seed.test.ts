// The seed without demo data (production): reference data and tariffs in place, a private
// booking works, and no company with a published access code exists.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { newKey, privateBookingDraft } from '../testing/booking-drafts';
import { openDatabase, type Database } from './client';
import { migrate } from './migrate';
import { bookings, companies, customers, tariffs } from './schema';
import { seed } from './seed';
import { DEMO_BOOKINGS, DEMO_COMPANIES } from './seed-fixtures';
import { VOUCHER_PATTERN } from '../lib/crypto';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  expect(await seed(database.db, { demo: false })).toBe(true);
});
afterAll(async () => {
  await database.close();
});

describe('seed without demo data', () => {
  it('has the reference data and private tariffs, but no demo company, customer or booking', async () => {
    const countOf = async (
      table: typeof companies | typeof customers | typeof bookings | typeof tariffs,
    ) => (await database.db.select({ n: count() }).from(table))[0]!.n;
    expect(await countOf(companies)).toBe(0);
    expect(await countOf(customers)).toBe(0);
    expect(await countOf(bookings)).toBe(0);
    expect(await countOf(tariffs)).toBeGreaterThan(0);
    expect(await seed(database.db, { demo: false })).toBe(false);
  });

  it("takes private bookings, and refuses the demo companies' published logins", async () => {
    const app = createApp({ db: database.db, testRoutes: false });
    const booked = await app.request('/api/Buchung/Neu', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify(privateBookingDraft()),
    });
    expect(booked.status).toBe(201);
    const login = await app.request('/api/Firma/LoginMitId/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        firmenId: DEMO_COMPANIES.mtu.firmenId,
        zugangscode: DEMO_COMPANIES.mtu.zugangscode,
      }),
    });
    expect(login.status).toBe(401);
  });
});

describe('demo bookings', () => {
  it('have booking numbers the tracking lookup takes (no I, L, O, 0 or 1)', () => {
    for (const booking of Object.values(DEMO_BOOKINGS))
      expect(booking.voucher).toMatch(VOUCHER_PATTERN);
  });
});
