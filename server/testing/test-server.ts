// Test harness: one migrated and seeded database per test file (PGlite in memory, or a fresh
// schema in the PostgreSQL of TEST_DATABASE_URL) and the app called in-process.
import { createApp, type AppOptions } from '../app';
import type { Database } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { DEMO_COMPANIES } from '../db/seed-fixtures';
import { loadPaymentMount } from '../payment-mount';
import { openTestDatabase } from './test-database';

export interface TestServer {
  app: ReturnType<typeof createApp>;
  database: Database;
  request: (method: string, path: string, options?: RequestOptions) => Promise<TestResponse>;
  /** Logs in a company and returns its session cookie (`firma_session=...`). */
  login: (firmenId: number) => Promise<string>;
  close: () => Promise<void>;
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body text (malformed JSON tests). */
  raw?: string;
  headers?: Record<string, string>;
  cookie?: string;
  lang?: 'de' | 'en';
}

export interface TestResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const database = await openTestDatabase('t');
  await migrate(database);
  await seed(database.db);
  const app = createApp({
    db: database.db,
    testRoutes: true,
    payment: await loadPaymentMount(),
    ...options,
  });

  const request = async (
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse> => {
    const headers: Record<string, string> = {
      'Accept-Language': opts.lang ?? 'de',
      ...opts.headers,
    };
    if (opts.cookie) headers.Cookie = opts.cookie;
    let body: string | undefined;
    if (opts.raw !== undefined) body = opts.raw;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const res = await app.request(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (html, empty)
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };

  const login = async (firmenId: number) => {
    const company = Object.values(DEMO_COMPANIES).find((c) => c.firmenId === firmenId);
    if (!company) throw new Error(`no demo company ${firmenId}`);
    const res = await app.request('/api/Firma/LoginMitId/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firmenId, zugangscode: company.zugangscode }),
    });
    if (res.status !== 200) throw new Error(`login ${firmenId} failed: ${res.status}`);
    const cookie = res.headers.get('set-cookie') ?? '';
    return cookie.split(';')[0]!;
  };

  return { app, database, request, login, close: () => database.close() };
}

/** Hostile strings every text field must survive (stored verbatim or rejected, never executed). */
export const HOSTILE_STRINGS = [
  "'; DROP TABLE bookings; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${jndi:ldap://x}',
  '😀🚕✈️',
];

/** Rejected with 400 (PostgreSQL text cannot hold NUL). */
export const NUL_STRING = 'null\u0000byte';

export const LONG_STRING = 'x'.repeat(10_000);
