// POST /api/vitals (issue 13, part 6): a page view's Core Web Vitals are validated, stored without
// anything identifying, size-limited and limited per client address like other anonymous writes.
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webVitals } from '../db/schema';
import { pageOf } from '../services/web-vitals';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1, writeLimit: { max: 3, windowMs: 10 * 60_000 } });
});
afterAll(async () => {
  await server?.close();
});

const from = (address: string) => ({ 'X-Forwarded-For': address });
const report = {
  page: '/start',
  metrics: [
    { name: 'LCP', value: 1234.5, rating: 'good' },
    { name: 'CLS', value: 0.012, rating: 'good' },
    { name: 'INP', value: 240, rating: 'needs-improvement' },
  ],
};
const newest = (count: number) =>
  server.database.db.select().from(webVitals).orderBy(desc(webVitals.id)).limit(count);

describe('POST /api/vitals', () => {
  it('stores one row per metric with the page path and answers 204', async () => {
    const res = await server.request('POST', '/api/vitals', {
      body: report,
      headers: from('198.51.100.20'),
    });
    expect(res.status).toBe(204);
    const rows = await newest(3);
    expect(rows.map((r) => [r.page, r.name, r.value, r.rating]).sort()).toEqual([
      ['/start', 'CLS', 0.012, 'good'],
      ['/start', 'INP', 240, 'needs-improvement'],
      ['/start', 'LCP', 1234.5, 'good'],
    ]);
  });

  it('keeps no id or capability from the path', async () => {
    const page = '/buchung/bearbeiten/Qm9va2luZ0V4dGVybmVJZDEyMw';
    const res = await server.request('POST', '/api/vitals', {
      body: { page, metrics: [report.metrics[0]] },
      headers: from('198.51.100.21'),
    });
    expect(res.status).toBe(204);
    expect((await newest(1))[0]?.page).toBe('/buchung/bearbeiten/:id');
    expect(pageOf('/login/aB3xY/52460/start.html')).toBe('/login/:id/:id/start.html');
    expect(pageOf('/privat-buchung/reise-details')).toBe('/privat-buchung/reise-details');
  });

  it.each([
    [
      'an unknown metric',
      { ...report, metrics: [{ name: 'FID', value: 3, rating: 'good' }] },
      'metrics.0.name',
    ],
    [
      'a negative value',
      { ...report, metrics: [{ name: 'LCP', value: -1, rating: 'good' }] },
      'metrics.0.value',
    ],
    ['a metric twice', { ...report, metrics: [report.metrics[0], report.metrics[0]] }, 'metrics'],
    [
      'a query string in the page',
      { ...report, page: '/tracking?voucher=AB12&name=Muster' },
      'page',
    ],
    ['an extra field', { ...report, userAgent: 'x' }, 'body'],
  ])('refuses %s with a field error', async (_, body, path) => {
    const res = await server.request('POST', '/api/vitals', {
      body,
      headers: from('198.51.100.22'),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors.map((f: { path: string }) => f.path)).toContain(path);
  });

  it('refuses a body over 2 KB before reading it as JSON', async () => {
    const res = await server.request('POST', '/api/vitals', {
      raw: JSON.stringify({ ...report, page: `/${'a'.repeat(3000)}` }),
      headers: from('198.51.100.23'),
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0]).toMatchObject({ path: 'body', code: 'length' });
  });

  it('limits reports per client address like other anonymous writes (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (
          await server.request('POST', '/api/vitals', {
            body: report,
            headers: from('198.51.100.24'),
          })
        ).status,
      );
    expect(statuses).toEqual([204, 204, 204, 429]);
    const other = await server.request('POST', '/api/vitals', {
      body: report,
      headers: from('198.51.100.25'),
    });
    expect(other.status).toBe(204);
  });
});
