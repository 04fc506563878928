// GET /api/health for load balancers and orchestrators: 200 while this process can reach its
// database, 503 while it cannot (so a proxy takes the instance out of rotation instead of
// sending it requests that would all fail). One `SELECT 1`, bounded in time, no other work.
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';

export async function databaseReachable(db: Db, timeoutMs = 2_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthHandler(db: Db, timeoutMs?: number) {
  return async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    if (await databaseReachable(db, timeoutMs)) return c.json({ ok: true, database: 'up' });
    c.header('Retry-After', '5');
    return c.json({ ok: false, database: 'down' }, 503);
  };
}
