// The built SPA (production and the browser tests): static files, and the page for every path
// of the app's route list (src/domain/route-paths.ts); any other path gets the not-found page
// as 404. Pages come prerendered (scripts/prerender.ts) in the language of the langCode cookie.
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_PARAM, languageOfQuery } from '../../src/domain/language-link';
import { matchAppPath } from '../../src/domain/route-paths';
import type { AppEnv } from './context';

/** Written by scripts/prerender.ts; mirrors its PrerenderManifest. */
interface PrerenderManifest {
  languages: string[];
  pages: Record<string, string>;
  notFound: string;
}

/** The SPA's copy of localStorage langCode (src/session/language.ts, LANGUAGE_COOKIE). */
const LANGUAGE_COOKIE = 'langCode';
const PRERENDER_DIR = 'prerendered';

function readManifest(distDir: string): PrerenderManifest | undefined {
  const path = join(distDir, PRERENDER_DIR, 'manifest.json');
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as PrerenderManifest;
}

/**
 * The prerendered file for a request, or undefined for the plain SPA page (index.html): wizard
 * steps get their shell, unknown paths the not-found page. A query string can change what a
 * page shows first (/tracking?voucher=...), so such a request gets the plain SPA page; but for
 * a link's language alone (?sprache=en, src/domain/language-link.ts) the page in that language,
 * which the app, storing that language first, hydrates.
 */
function prerenderedFile(
  c: Context<AppEnv>,
  distDir: string,
  manifest: PrerenderManifest | undefined,
  pattern: string | undefined,
): string | undefined {
  if (!manifest) return undefined;
  const query = new URL(c.req.url).searchParams;
  const linked = languageOfQuery(query);
  query.delete(LANGUAGE_PARAM);
  if (query.size > 0) return undefined;
  const name = pattern ? manifest.pages[pattern] : manifest.notFound;
  if (!name) return undefined;
  const cookie = getCookie(c, LANGUAGE_COOKIE);
  const language =
    linked ?? (cookie && manifest.languages.includes(cookie) ? cookie : manifest.languages[0]!);
  const file = join(distDir, PRERENDER_DIR, language, `${name}.html`);
  return existsSync(file) ? file : undefined;
}

/** The build's brotli or gzip copy of `file` when the browser takes it, else the file itself. */
function compressedCopy(c: Context<AppEnv>, file: string) {
  const accepted = c.req.header('accept-encoding') ?? '';
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (accepted.includes(encoding) && existsSync(file + suffix))
      return { body: readFileSync(file + suffix), encoding };
  return { body: readFileSync(file), encoding: undefined };
}

/** Static files of the Vite build; hashed assets cached for a year, everything else revalidated. */
export function mountSpa(app: Hono<AppEnv>, distDir: string) {
  app.use('*', async (c, next) => {
    await next();
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/sandbox')) return;
    // Vite's hashed file names change with their content: cache them for good. Everything else
    // (index.html, locales, favicon) is revalidated so a deploy shows at once.
    const immutable = path.startsWith('/assets/') && c.res.status === 200;
    c.res.headers.set(
      'Cache-Control',
      immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  });
  // The build's brotli/gzip copies (scripts/precompress.ts) when the browser accepts them; not
  // for the app's own paths ('/' would be the plain index.html).
  const staticFiles = serveStatic<AppEnv>({ root: distDir, precompressed: true });
  app.use('*', (c, next) => (matchAppPath(c.req.path) ? next() : staticFiles(c, next)));
  const indexPath = join(distDir, 'index.html');
  let manifest: PrerenderManifest | undefined;
  app.get('*', (c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/sandbox') || path.startsWith('/assets/'))
      return c.notFound();
    if (!existsSync(indexPath)) return c.text('The web app is not built yet (npm run build).', 503);
    manifest ??= readManifest(distDir);
    const pattern = matchAppPath(path);
    // A path the router does not know gets the not-found page, as a 404 so that crawlers and
    // link checkers see it is gone.
    const status = pattern ? 200 : 404;
    c.header('Cache-Control', 'no-cache');
    const file = prerenderedFile(c, distDir, manifest, pattern) ?? indexPath;
    const { body, encoding } = compressedCopy(c, file);
    c.header('Vary', 'Accept-Encoding, Cookie');
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(body, status);
  });
}
