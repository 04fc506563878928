// Throttling of guessable secrets (login codes, voucher + surname): failures are rows in
// `login_failures`, so several server processes share the count. A key is blocked once it has
// `maxFailures` failures within the window; a client address once it has `maxFailuresPerClient`.
import { and, count, eq, gt, inArray, lt, min } from 'drizzle-orm';
import { loginFailures } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { AppContext } from '../http/context';

export function clientAddress(c: AppContext): string {
  // Behind a reverse proxy (TRUST_PROXY=1) the client is the first X-Forwarded-For entry;
  // otherwise Node's socket address (set by @hono/node-server). In-process tests have neither.
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

export interface ThrottleKeys {
  /** e.g. `id:52460`, `email:a@b.example`, `voucher:K7M3Q9XTAB` */
  subject: string;
  client: string;
}

export function keysFor(c: AppContext, subject: string): ThrottleKeys {
  return { subject: subject.slice(0, 200).toLowerCase(), client: `client:${clientAddress(c)}` };
}

/** Throws 429 with Retry-After when the subject or the client is blocked. */
export async function assertNotThrottled(c: AppContext, keys: ThrottleKeys): Promise<void> {
  const { db, now, throttle } = c.var.deps;
  const since = new Date(now().getTime() - throttle.windowMs);
  const rows = await db
    .select({ key: loginFailures.key, n: count(), first: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [keys.subject, keys.client]), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  for (const row of rows) {
    const limit = row.key === keys.client ? throttle.maxFailuresPerClient : throttle.maxFailures;
    if (row.n >= limit) {
      const first = row.first ? new Date(row.first).getTime() : now().getTime();
      const retryAfter = Math.max(1, Math.ceil((first + throttle.windowMs - now().getTime()) / 1000));
      throw new ApiError('tooManyRequests', [], retryAfter);
    }
  }
}

export async function recordFailure(c: AppContext, keys: ThrottleKeys): Promise<void> {
  const { db, now, throttle } = c.var.deps;
  const at = now();
  await db.insert(loginFailures).values([
    { key: keys.subject, at },
    { key: keys.client, at },
  ]);
  // Keep the table small: forget failures older than the window.
  await db.delete(loginFailures).where(lt(loginFailures.at, new Date(at.getTime() - throttle.windowMs)));
}

/** A success clears the subject's failures (not the client's). */
export async function clearFailures(c: AppContext, keys: ThrottleKeys): Promise<void> {
  await c.var.deps.db.delete(loginFailures).where(eq(loginFailures.key, keys.subject));
}
