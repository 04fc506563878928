// Issue 12, points 6 and 7: TRUST_PROXY as a number of hops, HSTS over https only, and JSON
// nested deeper than any real body answered 400 instead of overflowing the stack (500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { jsonNestsDeeperThan } from '../lib/validation';
import { startTestServer, type TestServer } from '../testing/test-server';
import { newKey } from '../testing/booking-drafts';
import { trustedProxyHops } from './proxy';
import { HSTS } from './security';

let direct: TestServer;
let behindProxy: TestServer['app'];

beforeAll(async () => {
  direct = await startTestServer({ trustProxy: 0 });
  const { createApp } = await import('../app');
  behindProxy = createApp({ db: direct.database.db, trustProxy: 1, testRoutes: true });
});
afterAll(async () => {
  await direct?.close();
});

describe('TRUST_PROXY', () => {
  it('is a number of proxy hops; anything else stops the start with a message naming it', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('')).toBe(0);
    expect(trustedProxyHops('0')).toBe(0);
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops('2')).toBe(2);
    expect(() => trustedProxyHops('true')).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxyHops('10.0.0.1')).toThrow(/TRUST_PROXY/);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent over https, not over http', async () => {
    expect(
      (await direct.app.request('https://shuttle.example/api/health')).headers.get(
        'strict-transport-security',
      ),
    ).toBe(HSTS);
    expect(
      (await direct.app.request('http://shuttle.example/api/health')).headers.get(
        'strict-transport-security',
      ),
    ).toBeNull();
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy (and so does the Secure cookie)', async () => {
    const headers = { 'X-Forwarded-Proto': 'https' };
    const untrusted = await direct.app.request('http://shuttle.example/api/health', { headers });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
    const trusted = await behindProxy.request('http://shuttle.example/api/health', { headers });
    expect(trusted.headers.get('strict-transport-security')).toBe(HSTS);
    const plain = await behindProxy.request('http://shuttle.example/api/health', {
      headers: { 'X-Forwarded-Proto': 'http' },
    });
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const { firmenId, zugangscode } = DEMO_COMPANIES.mtu;
    const login = (app: TestServer['app']) =>
      app.request('http://shuttle.example/api/Firma/LoginMitId/', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ firmenId, zugangscode }),
      });
    expect((await login(behindProxy)).headers.get('set-cookie')).toMatch(/; Secure/);
    expect((await login(direct.app)).headers.get('set-cookie')).not.toMatch(/Secure/);
  });
});

describe('deeply nested JSON', () => {
  // `art` lets the contact route get past its first check to the body walk that overflowed.
  const deep = (levels: number) =>
    `{"art":"kontakt","a":${'['.repeat(levels)}${']'.repeat(levels)}}`;

  it('50,000 levels answer 400 on every JSON route, not 500', async () => {
    const routes: [string, string, Record<string, string>][] = [
      ['POST', '/api/NeuKontakt/SendEmail/', {}],
      ['POST', '/api/Buchung/Neu', { 'Idempotency-Key': newKey() }],
      ['PUT', '/api/Buchung/Aktualisieren', {}],
      ['POST', '/api/Firma/Neu/', {}],
      ['POST', '/api/Firma/LoginMitId/', {}],
    ];
    for (const [method, path, headers] of routes) {
      const res = await direct.request(method, path, { raw: deep(50_000), headers, lang: 'en' });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.code).toBe('validation');
      expect(res.body.fieldErrors).toEqual([
        {
          path: 'body',
          code: 'format',
          reason: 'depth',
          message: 'The body is nested too deeply.',
        },
      ]);
    }
  });

  it('counts nesting without recursion and ignores brackets inside strings', () => {
    expect(jsonNestsDeeperThan(deep(31), 32)).toBe(false);
    expect(jsonNestsDeeperThan(deep(32), 32)).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 32)).toBe(false);
    expect(jsonNestsDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
  });
});
