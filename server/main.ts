// Minimal bootstrap; the API issue replaces this with the full server (app, db, routes, sandbox).
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.env.PORT ?? 8080);
const distDir = process.env.DIST_DIR ?? 'dist';
const app = new Hono();
app.get('/api/health', (c) => c.json({ ok: true }));
if (process.env.SERVE_SPA !== 'false') {
  app.use('/*', serveStatic({ root: distDir }));
  app.get('*', (c) => c.html(readFileSync(join(distDir, 'index.html'), 'utf8')));
}
const server = serve({ fetch: app.fetch, port, hostname: '0.0.0.0' }, () =>
  console.log(`Listening on http://localhost:${port}`),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
