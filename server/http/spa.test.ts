import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
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

describe('prerendered pages', () => {
  let prerendered: Hono<AppEnv>;
  beforeAll(() => {
    const dist = mkdtempSync(join(tmpdir(), 'spa-prerendered-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>SPA</title>');
    for (const language of ['de', 'en']) {
      mkdirSync(join(dist, 'prerendered', language), { recursive: true });
      for (const name of ['index', 'start', 'not-found', 'private-booking'])
        writeFileSync(
          join(dist, 'prerendered', language, `${name}.html`),
          `<!doctype html><title>${name} ${language}</title>`,
        );
    }
    for (const brotli of [join(dist, 'prerendered', 'de', 'start.html'), join(dist, 'index.html')])
      writeFileSync(`${brotli}.br`, brotliCompressSync(readFileSync(brotli)));
    writeFileSync(
      join(dist, 'prerendered', 'manifest.json'),
      JSON.stringify({
        languages: ['de', 'en'],
        pages: {
          '/': 'index',
          '/start': 'start',
          '/privat-buchung': 'private-booking',
          '/privat-buchung/reise-details': 'private-booking',
        },
        notFound: 'not-found',
      }),
    );
    prerendered = new Hono<AppEnv>({ strict: false });
    mountSpa(prerendered, dist);
  });

  const titleOf = async (res: Response) => (await res.text()).replace(/^.*<title>|<\/title>$/g, '');

  it.each([
    ['/', 'index de'],
    ['/start/', 'start de'],
    ['/privat-buchung/reise-details', 'private-booking de'],
  ])('%s: the German page without a cookie', async (path, title) => {
    const res = await prerendered.request(path);
    expect(res.status).toBe(200);
    expect(await titleOf(res)).toBe(title);
    expect(res.headers.get('vary')).toMatch(/cookie/i);
  });

  it('the English page with the langCode cookie; an unknown value counts as German', async () => {
    const english = await prerendered.request('/start', { headers: { Cookie: 'langCode=en' } });
    expect(await titleOf(english)).toBe('start en');
    const other = await prerendered.request('/start', { headers: { Cookie: 'langCode=../x' } });
    expect(await titleOf(other)).toBe('start de');
  });

  it('an unknown path gets the prerendered not-found page with 404', async () => {
    const res = await prerendered.request('/gibt-es-nicht', { headers: { Cookie: 'langCode=en' } });
    expect(res.status).toBe(404);
    expect(await titleOf(res)).toBe('not-found en');
  });

  it('with a query string (it may change the first screen) the plain SPA page', async () => {
    const res = await prerendered.request('/start?flug=LH123');
    expect(await titleOf(res)).toBe('SPA');
  });

  it("a link's language alone (?sprache=, from an e-mail) wins over the cookie", async () => {
    const english = await prerendered.request('/start?sprache=en');
    expect(await titleOf(english)).toBe('start en');
    const german = await prerendered.request('/start?sprache=de', {
      headers: { Cookie: 'langCode=en' },
    });
    expect(await titleOf(german)).toBe('start de');
    const unknown = await prerendered.request('/start?sprache=fr', {
      headers: { Cookie: 'langCode=en' },
    });
    expect(await titleOf(unknown)).toBe('start en');
    // With anything else in the query, the plain page, as for any query.
    const more = await prerendered.request('/start?sprache=en&flug=LH123');
    expect(await titleOf(more)).toBe('SPA');
  });

  it.each([
    ['/start', 'start de'],
    ['/start?flug=LH123', 'SPA'],
  ])("%s: the build's brotli copy when the browser takes it", async (path, title) => {
    const res = await prerendered.request(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain(
      `<title>${title}</title>`,
    );
  });
});
