import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { mountSpa } from './spa';

let app: Hono<AppEnv>;
beforeAll(() => {
  const dist = mkdtempSync(join(tmpdir(), 'spa-pages-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = new Hono<AppEnv>({ strict: false });
  mountSpa(app, dist);
});

describe('the SPA fallback follows the route list', () => {
  it.each([
    '/',
    '/start',
    '/kontakt/',
    '/privat-buchung',
    '/privat-buchung/zusammenfassung',
    '/buchung/gebuchte-fahrten-bearbeiten/V123/4',
    '/buchung/bearbeiten/ext-42',
    '/login/abc/52460/start.html',
  ])('%s is a page of the app: 200', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>SPA</title>');
  });

  it.each(['/gibt-es-nicht', '/start/unbekannt', '/a/b/c.html', '/privat-buchung/schritt-9'])(
    '%s is not: 404 with the same page, which shows the not-found text',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toContain('<title>SPA</title>');
    },
  );

  it('files of the build are served as they are', async () => {
    const res = await app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<svg');
  });
});
