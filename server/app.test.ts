import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { precompressFolder } from '../scripts/precompress';
import { createApp } from './app';
import { startTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await startTestServer();
  const dist = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>SPA</title><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // A bundle big enough to be compressed, with the build's brotli and gzip copies beside it.
  writeFileSync(
    join(dist, 'assets', 'app-def456.js'),
    `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Text ${i}`))};`,
  );
  precompressFolder(join(dist, 'assets'));
  app = createApp({ db: server.database.db, spaDir: dist, testRoutes: false });
});
afterAll(async () => {
  await server?.close();
});

describe('static SPA', () => {
  it('serves index.html for app routes with no-cache and the security headers', async () => {
    for (const path of [
      '/',
      '/start',
      '/privat-buchung/tarif-auswahl',
      '/login/abc/52460/start.html',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>SPA</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('caches hashed assets for a year and 404s unknown assets and API paths', async () => {
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    const api = await app.request('/api/unknown');
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ code: 'notFound' });
  });

  it('does not expose the test routes outside NODE_ENV=test', async () => {
    expect((await app.request('/api/test/outbox')).status).toBe(404);
  });

  it('rejects oversized bodies with a 400', async () => {
    const res = await app.request('/api/NeuKontakt/SendEmail/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ art: 'kontakt', nachricht: 'x'.repeat(300_000) }),
    });
    expect(res.status).toBe(400);
  });
});

describe('JSON only', () => {
  it('refuses bodies that are not application/json (no cross-site form posts)', async () => {
    const res = await app.request('/api/Firma/LoginMitId/', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ firmenId: 52460, zugangscode: 'x' }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors[0].path).toBe('header.Content-Type');
  });
});

describe('database unavailable', () => {
  it('answers 503 unavailable with Retry-After when the database is gone', async () => {
    const spare = await startTestServer();
    const appOnClosedDb = createApp({ db: spare.database.db, testRoutes: false });
    await spare.close();
    const res = await appOnClosedDb.request('/api/Buchung/Liste/52460', {
      headers: { Cookie: 'firma_session=x' },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ code: 'unavailable' });
  });
});

describe('compression', () => {
  it("serves the build's brotli copy to a browser that accepts it, gzip to one that takes only gzip, the file itself otherwise", async () => {
    const plain = await app.request('/assets/app-def456.js');
    const original = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();

    const br = await app.request('/assets/app-def456.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(brBody).toString()).toBe(original);

    const gz = await app.request('/assets/app-def456.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(original);
  });

  it('gzips JSON answers of the API for browsers that accept it', async () => {
    const body = JSON.stringify({
      art: 'ankunft',
      datum: new Date().toISOString().slice(0, 10),
      flughafen: 'HAJ',
    });
    const ask = (encoding?: string) =>
      app.request('/api/Flughafen/Infos/', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(encoding ? { 'Accept-Encoding': encoding } : {}),
        },
        body,
      });
    const plain = await ask();
    expect(plain.status).toBe(200);
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const gz = await ask('gzip, deflate, br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    const refused = await ask('gzip;q=0, identity');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(text);
  });

  it('leaves an answer below 1 KB as it is: gzip would save nothing there', async () => {
    const res = await app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.json()).toEqual({ ok: true, database: 'up' });
  });
});
