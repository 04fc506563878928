import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { companyBookingDraft, draftLeg, newKey } from '../testing/booking-drafts';

/*
 * The operator's lead time (src/domain/pickup.ts, 30 minutes on a five-minute step): a new or
 * moved pickup inside it is refused at its time field; a pickup left as it is may be inside it by
 * now, so the rest of the booking can still be changed.
 */

// 10:00 in Berlin (winter time, UTC+1): the earliest pickup is 10:30.
let clock = new Date('2026-12-10T09:00:00Z').getTime();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(async () => {
  await server?.close();
});

const DAY = '2026-12-10';
const draftAt = (zeit: string) =>
  companyBookingDraft(61817, {
    hinfahrt: draftLeg('Abholung', DAY, zeit),
    rueckfahrt: draftLeg('Rückfahrt', '2026-12-12', '18:00'),
  });

describe('the lead time of a pickup', () => {
  it('refuses a new booking inside it, in the request language, and takes one at its end', async () => {
    const cookie = await server.login(61817);
    const tooSoon = await server.request('POST', '/api/Buchung/Neu', {
      body: draftAt('10:25'),
      cookie,
      lang: 'en',
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.fieldErrors).toEqual([
      expect.objectContaining({
        path: 'hinfahrt.zeit',
        code: 'range',
        reason: 'leadTime',
        message: expect.stringMatching(/at least 30 minutes ahead/),
      }),
    ]);

    const inTime = await server.request('POST', '/api/Buchung/Neu', {
      body: draftAt('10:30'),
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(inTime.status).toBe(201);
  });

  it('lets a booking be changed while a pickup left as it is lies inside it; a moved one may not', async () => {
    clock = new Date('2026-12-10T09:00:00Z').getTime();
    const cookie = await server.login(61817);
    const created = await server.request('POST', '/api/Buchung/Neu', {
      body: draftAt('10:45'),
      cookie,
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(created.status).toBe(201);

    // 10:25: the outbound pickup at 10:45 is 20 minutes away.
    clock = new Date('2026-12-10T09:25:00Z').getTime();
    const booked = created.body;
    const returnMoved = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...booked, rueckfahrt: { ...booked.rueckfahrt, zeit: '19:00' } },
      cookie,
    });
    expect(returnMoved.status).toBe(200);
    expect(returnMoved.body.rueckfahrt.zeit).toBe('19:00');

    const outboundMoved = await server.request('PUT', '/api/Buchung/Aktualisieren', {
      body: { ...returnMoved.body, hinfahrt: { ...returnMoved.body.hinfahrt, zeit: '10:50' } },
      cookie,
    });
    expect(outboundMoved.status).toBe(400);
    expect(outboundMoved.body.fieldErrors).toEqual([
      expect.objectContaining({ path: 'hinfahrt.zeit', reason: 'leadTime' }),
    ]);
  });
});
