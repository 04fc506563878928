// Anonymous writes are limited per client address and kind (issue 12, point 6): contact and
// logistics messages, registrations, bookings without a company session. The counters live in
// the database, so every server process shares them (two processes: throttle-instances.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { newKey, privateBookingDraft } from '../testing/booking-drafts';
import { contactMessage, logisticsRequest, registration } from '../testing/request-bodies';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1, writeLimit: { max: 3, windowMs: 10 * 60_000 } });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.request('DELETE', '/api/test/login-failures');
});

const from = (address: string) => ({ 'X-Forwarded-For': address });
const contact = contactMessage();
const logistics = logisticsRequest();

describe('anonymous writes per client address', () => {
  it('contact: the 4th message within the window gets 429 with Retry-After and a translated message; others are not affected', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push(
        (
          await server.request('POST', '/api/NeuKontakt/SendEmail/', {
            body: contact,
            headers: from('198.51.100.1'),
          })
        ).status,
      );
    expect(statuses).toEqual([202, 202, 202]);
    const outboxBefore = (await server.request('GET', '/api/test/outbox?limit=500')).body.length;
    const refused = await server.request('POST', '/api/NeuKontakt/SendEmail/', {
      body: contact,
      headers: from('198.51.100.1'),
      lang: 'en',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: 'tooManyRequests',
      message: 'Too many attempts. Please wait a moment.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    const german = await server.request('POST', '/api/NeuKontakt/SendEmail/', {
      body: contact,
      headers: from('198.51.100.1'),
    });
    expect(german.body.message).toBe('Zu viele Versuche. Bitte warten Sie einen Moment.');
    expect((await server.request('GET', '/api/test/outbox?limit=500')).body.length).toBe(
      outboxBefore,
    );
    // Another kind and another address each have their own count.
    expect(
      (
        await server.request('POST', '/api/NeuKontakt/SendEmail/', {
          body: logistics,
          headers: from('198.51.100.1'),
        })
      ).status,
    ).toBe(202);
    expect(
      (
        await server.request('POST', '/api/NeuKontakt/SendEmail/', {
          body: contact,
          headers: from('203.0.113.5'),
        })
      ).status,
    ).toBe(202);
  });

  it('a rejected (400) message does not count', async () => {
    for (let i = 0; i < 5; i += 1)
      expect(
        (
          await server.request('POST', '/api/NeuKontakt/SendEmail/', {
            body: { ...contact, email: 'x' },
            headers: from('198.51.100.2'),
          })
        ).status,
      ).toBe(400);
    expect(
      (
        await server.request('POST', '/api/NeuKontakt/SendEmail/', {
          body: contact,
          headers: from('198.51.100.2'),
        })
      ).status,
    ).toBe(202);
  });

  it('registration', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (
          await server.request('POST', '/api/Firma/Neu/', {
            body: registration(),
            headers: from('198.51.100.3'),
          })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('private bookings: a replay of the same Idempotency-Key does not count; a company session is not limited', async () => {
    const book = (key: string) =>
      server.request('POST', '/api/Buchung/Neu', {
        body: privateBookingDraft(),
        headers: { ...from('198.51.100.4'), 'Idempotency-Key': key },
      });
    const first = newKey();
    expect((await book(first)).status).toBe(201);
    for (let i = 0; i < 4; i += 1) expect((await book(first)).status).toBe(200);
    expect((await book(newKey())).status).toBe(201);
    expect((await book(newKey())).status).toBe(201);
    const refused = await book(newKey());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Parallel duplicates of one new key: one booking; the replays give their slots back.
    await server.request('DELETE', '/api/test/login-failures');
    const shared = newKey();
    const parallel = await Promise.all(Array.from({ length: 3 }, () => book(shared)));
    expect(parallel.map((res) => res.status).sort()).toEqual([200, 200, 201]);
    expect((await book(newKey())).status).toBe(201);
    expect((await book(newKey())).status).toBe(201);
    expect((await book(newKey())).status).toBe(429);

    const company = DEMO_COMPANIES.plain;
    const cookie = await server.login(company.firmenId);
    const draft = privateBookingDraft();
    const companyDraft = {
      ...draft,
      zahlungsartId: 2,
      buchungStamm: { ...draft.buchungStamm, firmenId: company.firmenId, istPrivat: false },
      kundeStamm: { ...draft.kundeStamm, firmenId: company.firmenId },
    };
    for (let i = 0; i < 4; i += 1) {
      const res = await server.request('POST', '/api/Buchung/Neu', {
        body: companyDraft,
        cookie,
        headers: { ...from('198.51.100.4'), 'Idempotency-Key': newKey() },
      });
      expect(res.status).toBe(201);
    }
  });
});
