import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { companyRegistrations } from '../db/schema';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import {
  HOSTILE_STRINGS,
  LONG_STRING,
  startTestServer,
  type TestServer,
} from '../testing/test-server';
import { registration } from '../testing/request-bodies';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const { mtu, hiddenA, conti, privateLike } = DEMO_COMPANIES;

describe('company login', () => {
  it('logs in by id with the access code and sets an HttpOnly session cookie', async () => {
    const res = await server.request('POST', '/api/Firma/LoginMitId/', {
      body: { firmenId: mtu.firmenId, zugangscode: mtu.zugangscode },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      firmenId: mtu.firmenId,
      name: mtu.name,
      name2: mtu.name2,
      alsPrivat: false,
      buchungListeAktiv: true,
      kundeListeAktiv: true,
    });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^firma_session=[\w-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('ignores X-Forwarded-Proto without TRUST_PROXY (a trusted proxy: server/http/hardening.test.ts)', async () => {
    const res = await server.request('POST', '/api/Firma/LoginMitId/', {
      body: { firmenId: mtu.firmenId, zugangscode: mtu.zugangscode },
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('logs in by email (case-insensitive) and by external id', async () => {
    const byEmail = await server.request('POST', '/api/Firma/LoginMitEmail/', {
      body: { email: conti.email.toUpperCase(), zugangscode: conti.zugangscode },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.firmenId).toBe(conti.firmenId);
    const byExternal = await server.request('POST', '/api/Firma/LoginMitExterneId/', {
      body: { externeId: privateLike.externeId, firmenId: privateLike.firmenId },
    });
    expect(byExternal.status).toBe(200);
    expect(byExternal.body.alsPrivat).toBe(true);
    const mismatch = await server.request('POST', '/api/Firma/LoginMitExterneId/', {
      body: { externeId: privateLike.externeId, firmenId: conti.firmenId },
    });
    expect(mismatch.status).toBe(401);
  });

  it('answers wrong id and wrong code the same way (401 loginFailed) and never stores a session', async () => {
    const wrongCode = await server.request('POST', '/api/Firma/LoginMitId/', {
      body: { firmenId: hiddenA.firmenId, zugangscode: 'nope' },
      lang: 'en',
    });
    const unknownId = await server.request('POST', '/api/Firma/LoginMitId/', {
      body: { firmenId: 424242, zugangscode: 'nope' },
      lang: 'en',
    });
    expect(wrongCode.status).toBe(401);
    expect(unknownId.status).toBe(401);
    expect(wrongCode.body).toEqual(unknownId.body);
    expect(wrongCode.body.code).toBe('loginFailed');
    expect(wrongCode.headers.get('set-cookie')).toBeNull();
  });

  it('throttles after 5 failures for the same id (429 with Retry-After), even with the right code', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push(
        (
          await server.request('POST', '/api/Firma/LoginMitId/', {
            body: { firmenId: DEMO_COMPANIES.plain.firmenId, zugangscode: `bad-${i}` },
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const blocked = await server.request('POST', '/api/Firma/LoginMitId/', {
      body: {
        firmenId: DEMO_COMPANIES.plain.firmenId,
        zugangscode: DEMO_COMPANIES.plain.zugangscode,
      },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('tooManyRequests');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    await server.request('DELETE', '/api/test/login-failures');
  });

  it('rejects bad input with field errors', async () => {
    const cases: [unknown, string][] = [
      [{ firmenId: '52460', zugangscode: 'x' }, 'firmenId'],
      [{ firmenId: 52460 }, 'zugangscode'],
      [{ firmenId: 52460, zugangscode: LONG_STRING }, 'zugangscode'],
      [{ firmenId: -1, zugangscode: 'x' }, 'firmenId'],
    ];
    for (const [body, path] of cases) {
      const res = await server.request('POST', '/api/Firma/LoginMitId/', { body });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors[0].path).toBe(path);
    }
    for (const hostile of HOSTILE_STRINGS) {
      const res = await server.request('POST', '/api/Firma/LoginMitEmail/', {
        body: { email: hostile, zugangscode: hostile },
      });
      expect([400, 401]).toContain(res.status);
    }
    await server.request('DELETE', '/api/test/login-failures');
  });

  it('logout ends the session', async () => {
    const cookie = await server.login(mtu.firmenId);
    expect(
      (await server.request('GET', `/api/Zahlungsart/Firma/${mtu.firmenId}`, { cookie })).status,
    ).toBe(200);
    const out = await server.request('POST', '/api/Firma/Logout/', { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/firma_session=;/);
    expect(
      (await server.request('GET', `/api/Zahlungsart/Firma/${mtu.firmenId}`, { cookie })).status,
    ).toBe(401);
    expect((await server.request('POST', '/api/Firma/Logout/')).status).toBe(204);
  });
});

describe('company-scoped lookups', () => {
  it('lists payment types and airports of the session company only', async () => {
    const cookie = await server.login(DEMO_COMPANIES.hiddenB.firmenId);
    const types = await server.request(
      'GET',
      `/api/Zahlungsart/Firma/${DEMO_COMPANIES.hiddenB.firmenId}`,
      { cookie },
    );
    expect(types.body.map((t: { art: string }) => t.art)).toEqual(['karte', 'rechnung']);
    const airports = await server.request(
      'GET',
      `/api/Firma/Flughafen/${DEMO_COMPANIES.hiddenB.firmenId}`,
      { cookie },
    );
    expect(airports.body.map((a: { iata: string }) => a.iata)).toEqual(['BRE', 'HAM']);
    expect(
      (await server.request('GET', `/api/Zahlungsart/Firma/${mtu.firmenId}`, { cookie })).status,
    ).toBe(403);
    expect((await server.request('GET', `/api/Firma/Flughafen/${mtu.firmenId}`)).status).toBe(401);
    expect((await server.request('GET', '/api/Firma/Flughafen/0')).body).toHaveLength(4);
    expect((await server.request('GET', '/api/Firma/Flughafen/abc')).status).toBe(400);
  });

  it('lists the company groups', async () => {
    expect((await server.request('GET', '/api/Firma/MtuCompanies')).body).toEqual([mtu.firmenId]);
    expect((await server.request('GET', '/api/Firma/ContiCompanies')).body).toEqual([
      conti.firmenId,
    ]);
    expect((await server.request('GET', '/api/Firma/VWCompanies')).body).toEqual([30100, 30200]);
  });
});

describe('POST /Firma/Neu/ (registration)', () => {
  it('stores the registration in the outbox', async () => {
    const res = await server.request('POST', '/api/Firma/Neu/', { body: registration() });
    expect(res.status).toBe(201);
    expect(res.body.referenz).toMatch(/^REG-\d{6}$/);
    const outbox = await server.request('GET', '/api/test/outbox?art=registrierung&limit=1');
    expect(outbox.body[0].payload.firma.name).toBe('Nordwind Logistik GmbH');
  });

  it('a retry with the same Idempotency-Key, also at once, answers the first receipt and stores once', async () => {
    const outboxSize = async () =>
      (await server.request('GET', '/api/test/outbox?limit=500')).body.length as number;
    const registrations = async () =>
      (
        await server.database.db
          .select({ n: count() })
          .from(companyRegistrations)
          .where(eq(companyRegistrations.firma, 'Südwind KG'))
      )[0]!.n;
    const body = registration({ firma: { name: 'Südwind KG' } });
    const send = (key: string, payload: object = body) =>
      server.request('POST', '/api/Firma/Neu/', {
        body: payload,
        headers: { 'Idempotency-Key': key },
      });
    const before = await outboxSize();
    const answers = await Promise.all([1, 2, 3].map(() => send('registration-0001')));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.referenz)).size).toBe(1);
    expect((await send('registration-0001')).body).toEqual(answers[0]!.body);
    // The sales team's notification and the sender's copy, and one registration, once.
    expect(await outboxSize()).toBe(before + 2);
    expect(await registrations()).toBe(1);
    const changed = await send('registration-0001', { ...body, bemerkung: 'Anders' });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('idempotencyKeyReused');
  });

  it('needs consent and valid emails; stores nothing otherwise', async () => {
    const before = (await server.request('GET', '/api/test/outbox?limit=500')).body.length;
    const res = await server.request('POST', '/api/Firma/Neu/', {
      body: {
        ...registration({ firma: { email: 'nope', name: LONG_STRING } }),
        einwilligungDatenschutz: false,
      },
    });
    expect(res.status).toBe(400);
    const codes = Object.fromEntries(
      res.body.fieldErrors.map((e: { path: string; code: string }) => [e.path, e.code]),
    );
    expect(codes).toMatchObject({
      einwilligungDatenschutz: 'consentRequired',
      'firma.email': 'invalidEmail',
      'firma.name': 'length',
    });
    expect((await server.request('GET', '/api/test/outbox?limit=500')).body.length).toBe(before);
  });
});
