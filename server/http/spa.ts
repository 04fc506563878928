// The built SPA (production and the browser tests): static files, and the page for every path
// of the app's route list (src/domain/route-paths.ts); any other path gets the same page as 404.
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAppPath } from '../../src/domain/route-paths';
import type { AppEnv } from './context';

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
  // The build's brotli/gzip copies (scripts/precompress.ts) when the browser accepts them.
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  const indexPath = join(distDir, 'index.html');
  app.get('*', (c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/sandbox') || path.startsWith('/assets/'))
      return c.notFound();
    if (!existsSync(indexPath)) return c.text('The web app is not built yet (npm run build).', 503);
    c.header('Cache-Control', 'no-cache');
    // A path the router does not know gets the same page (the SPA shows its not-found page),
    // but as a 404 so that crawlers and link checkers see it is gone.
    return c.html(readFileSync(indexPath, 'utf8'), isAppPath(path) ? 200 : 404);
  });
}
