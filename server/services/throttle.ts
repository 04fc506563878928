// Throttling of guessable secrets (access codes, voucher + surname, external ids) and of
// anonymous writes. Every attempt first takes a slot from a counter row in `throttle_counters`
// with one INSERT ... ON CONFLICT DO UPDATE ... WHERE: PostgreSQL serialises upserts on the same
// key, so parallel requests on any number of processes can never all pass a check that none of
// them has counted yet. Only an attempt that got its slot is checked against the secret.
//
// Two kinds of counter:
// - backoff, per subject AND client address (`id:52460|client:203.0.113.9`): the first
//   `maxFailures - 1` attempts pass freely, then each attempt locks the pair for a delay that
//   doubles (1 s, 2 s, 4 s, ... up to `maxDelayMs`). Someone elsewhere failing for the same
//   company or voucher never locks the real user out; a quiet `windowMs` after the last lock
//   resets the pair.
// - fixed window, per client address (`client:...`, `write:kontakt|client:...`): at most `max`
//   attempts per window, across all subjects (credential stuffing, floods of anonymous writes).
import { eq, lte, sql } from 'drizzle-orm';
import { throttleCounters } from '../db/schema';
import type { Db } from '../db/client';
import { ApiError } from '../lib/errors';
import type { AppContext, AppDeps } from '../http/context';
import { clientAddress } from '../http/proxy';
import { log } from '../observability/log';
import { throttleHits } from '../observability/metrics';

export interface ThrottleKeys {
  /** Counter of the subject from this client, e.g. `id:52460|client:203.0.113.9` */
  pair: string;
  /** Counter of the client over all subjects, e.g. `client:203.0.113.9` */
  client: string;
}

export function keysFor(c: AppContext, subject: string): ThrottleKeys {
  const client = `client:${clientAddress(c)}`;
  return { pair: `${subject.slice(0, 200).toLowerCase()}|${client}`, client };
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const plusMs = (base: ReturnType<typeof sql>, ms: ReturnType<typeof sql> | number) =>
  sql`(${base} + (${ms})::double precision * interval '1 millisecond')`;

export interface BackoffPolicy {
  /** Attempts that pass without delay; the last of them starts the first lock. */
  maxFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Quiet time after the last lock that resets the counter. */
  windowMs: number;
}

/** Lock after the n-th attempt: 0 before `maxFailures`, then base, 2 base, 4 base ... capped. */
export function backoffDelayMs(n: number, policy: BackoffPolicy): number {
  if (n < policy.maxFailures) return 0;
  return Math.min(
    policy.maxDelayMs,
    policy.baseDelayMs * 2 ** Math.min(n - policy.maxFailures, 30),
  );
}

/** Seconds until `key` lets the next attempt through (at least 1, for Retry-After). */
async function secondsBlocked(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ until: throttleCounters.blockedUntil })
    .from(throttleCounters)
    .where(eq(throttleCounters.key, key));
  const until = row ? new Date(row.until).getTime() : now.getTime();
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/** Takes a backoff slot for `key`; `null` when granted, else the seconds to wait. */
export async function takeBackoff(
  db: Db,
  key: string,
  policy: BackoffPolicy,
  now: Date,
): Promise<number | null> {
  const t = throttleCounters;
  const expired = sql`${plusMs(sql`${t.blockedUntil}`, policy.windowMs)} <= ${at(now)}`;
  const next = sql`(CASE WHEN ${expired} THEN 1 ELSE ${t.attempts} + 1 END)`;
  const delay = sql`(CASE WHEN ${next} < ${policy.maxFailures} THEN 0
    ELSE LEAST(${policy.maxDelayMs}::double precision,
      ${policy.baseDelayMs}::double precision * power(2, LEAST(${next} - ${policy.maxFailures}, 30))) END)`;
  const granted = await db
    .insert(t)
    .values({
      key,
      attempts: 1,
      windowStart: now,
      blockedUntil: new Date(now.getTime() + backoffDelayMs(1, policy)),
    })
    .onConflictDoUpdate({
      target: t.key,
      set: { attempts: next, windowStart: at(now), blockedUntil: plusMs(at(now), delay) },
      // No lock (the last attempt was one of the free ones: its blocked_until is its own time)
      // or a lock that has ended. Not only the clock: a concurrent request that read its time a
      // moment before the last writer's (another process, a slower start) would be refused.
      setWhere: sql`${t.blockedUntil} <= ${t.windowStart} OR ${t.blockedUntil} <= ${at(now)}`,
    })
    .returning({ attempts: t.attempts });
  return granted.length > 0 ? null : secondsBlocked(db, key, now);
}

/** Takes one of `max` slots per window for `key`; `null` when granted, else the seconds to wait. */
export async function takeFromWindow(
  db: Db,
  key: string,
  max: number,
  windowMs: number,
  now: Date,
): Promise<number | null> {
  const t = throttleCounters;
  const expired = sql`${t.blockedUntil} <= ${at(now)}`;
  const granted = await db
    .insert(t)
    .values({
      key,
      attempts: 1,
      windowStart: now,
      blockedUntil: new Date(now.getTime() + windowMs),
    })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${at(now)} ELSE ${t.windowStart} END`,
        blockedUntil: sql`CASE WHEN ${expired} THEN ${plusMs(at(now), windowMs)} ELSE ${t.blockedUntil} END`,
      },
      setWhere: sql`${expired} OR ${t.attempts} < ${max}`,
    })
    .returning({ attempts: t.attempts });
  return granted.length > 0 ? null : secondsBlocked(db, key, now);
}

/** Gives a slot back (a success, a replay): it should not count against the client. */
export async function giveBack(db: Db, key: string): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ attempts: sql`GREATEST(${throttleCounters.attempts} - 1, 0)` })
    .where(eq(throttleCounters.key, key));
}

const lastSweep = new WeakMap<object, number>();

/** Forgets counters that can no longer block anything; at most once a minute per database. */
async function sweep({ db, throttle, writeLimit }: AppDeps, now: Date): Promise<void> {
  const last = lastSweep.get(db) ?? 0;
  if (now.getTime() - last < 60_000) return;
  lastSweep.set(db, now.getTime());
  // A row is reset (backoff) or ends (window) one window after its blocked_until at the latest.
  const horizonMs = Math.max(throttle.windowMs, writeLimit.windowMs);
  await db
    .delete(throttleCounters)
    .where(lte(throttleCounters.blockedUntil, new Date(now.getTime() - horizonMs)));
}

/**
 * Before checking a secret: takes a slot of the client's cap and of the subject+client backoff,
 * or throws 429 with Retry-After. Returns the keys to settle with `attemptSucceeded`.
 */
export async function beginAttempt(c: AppContext, subject: string): Promise<ThrottleKeys> {
  const { db, now, throttle } = c.var.deps;
  const at = now();
  const keys = keysFor(c, subject);
  await sweep(c.var.deps, at);
  const clientWait = await takeFromWindow(
    db,
    keys.client,
    throttle.maxFailuresPerClient,
    throttle.windowMs,
    at,
  );
  if (clientWait !== null) throw refused('client', clientWait);
  const pairWait = await takeBackoff(db, keys.pair, throttle, at);
  if (pairWait !== null) {
    await giveBack(db, keys.client);
    throw refused('backoff', pairWait);
  }
  return keys;
}

/** A right secret: the pair starts afresh and the attempt does not count against the client. */
export async function attemptSucceeded(c: AppContext, keys: ThrottleKeys): Promise<void> {
  const { db } = c.var.deps;
  await db.delete(throttleCounters).where(eq(throttleCounters.key, keys.pair));
  await giveBack(db, keys.client);
}

/** Only the client's cap (a secret without a subject, e.g. an external id in a link). */
export async function beginClientAttempt(c: AppContext): Promise<string> {
  const { db, now, throttle } = c.var.deps;
  const key = `client:${clientAddress(c)}`;
  const wait = await takeFromWindow(
    db,
    key,
    throttle.maxFailuresPerClient,
    throttle.windowMs,
    now(),
  );
  if (wait !== null) throw refused('client', wait);
  return key;
}

export type WriteKind = 'kontakt' | 'logistik' | 'registrierung' | 'buchung' | 'vitals';

/**
 * Anonymous writes (contact, logistics, registration, a booking without a company session):
 * `writeLimit.max` per window per client address and kind, or 429 with Retry-After. Returns
 * the key so a write that turns out to be a replay can give its slot back. `within`: a
 * transaction to take the slot in, so it is given back with a rollback (the sweep of old
 * counters is left to a call outside one: it uses a connection of its own).
 */
export async function takeWriteSlot(c: AppContext, kind: WriteKind, within?: Db): Promise<string> {
  const { now, writeLimit } = c.var.deps;
  const db = within ?? c.var.deps.db;
  const at = now();
  const key = `write:${kind}|client:${clientAddress(c)}`;
  if (!within) await sweep(c.var.deps, at);
  const wait = await takeFromWindow(db, key, writeLimit.max, writeLimit.windowMs, at);
  if (wait !== null) throw refused(`write:${kind}`, wait);
  return key;
}

/** A 429 with Retry-After, logged and counted by what refused it (never the address itself). */
function refused(kind: string, retryAfterSeconds: number): ApiError {
  throttleHits.inc({ kind });
  log().warn({ event: 'throttle.hit', kind, retryAfterSeconds }, 'request throttled');
  return new ApiError('tooManyRequests', [], retryAfterSeconds);
}
