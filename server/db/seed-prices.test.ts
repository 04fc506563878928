// The demo data's prices are the server's own: a company that opens a seeded ride and saves it
// unchanged (or only moves its time) keeps the price. The seed once priced every company ride
// by zone, so the engine maker's rides (route or per-km tariff) changed price on any edit.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { bookings } from './schema';
import { DEMO_COMPANIES } from './seed-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

it("a seeded company ride saved unchanged keeps its price (every company's open rides)", async () => {
  const rides = await server.database.db
    .select({ id: bookings.id, firmenId: bookings.firmenId, preisCent: bookings.preisCent })
    .from(bookings)
    .where(and(isNotNull(bookings.firmenId), eq(bookings.storniert, false)));
  const cookies = new Map<number, string>();
  const saved: number[] = [];
  for (const ride of rides) {
    const firmenId = ride.firmenId!;
    if (!cookies.has(firmenId)) cookies.set(firmenId, await server.login(firmenId));
    const cookie = cookies.get(firmenId)!;
    const detail = await server.request('GET', `/api/Buchung/Detail/${ride.id}`, { cookie });
    expect(detail.status).toBe(200);
    const put = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: detail.body,
      cookie,
    });
    // A ride under way or done can no longer be changed; that is not what this is about.
    if (put.status === 409) continue;
    expect(put.status, `ride ${ride.id} of ${firmenId}`).toBe(200);
    expect(put.body.preis.betragCent, `ride ${ride.id} of ${firmenId}`).toBe(ride.preisCent);
    saved.push(firmenId);
  }
  expect(saved).toContain(DEMO_COMPANIES.mtu.firmenId);
  expect(new Set(saved).size).toBeGreaterThan(1);
});
