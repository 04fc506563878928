// The mail worker: delivers the outbox. Each server process runs one (server/main.ts wires it
// through createApp like the payment reconciler); across processes every message goes out once:
//
//   pending --claim (FOR UPDATE SKIP LOCKED, committed)--> sending --SMTP accepts--> sent
//      ^                                                      |
//      +---- temporary failure (4xx, connection): backoff ----+--- permanent (5xx) --> failed
//
// The claim commits before the SMTP call (no transaction stays open during the network call);
// a 'sending' row whose process died is taken over after `staleMs`. The Message-ID is the same on
// every attempt of a row, so in that rare case a receiving server can tell the copy.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { errorFields, log, withLogContext } from '../observability/log';
import { mailFailures } from '../observability/metrics';
import { renderOutboxMail, type MailLinks } from './render';
import type { MailTransport } from './transport';

export type OutboxRow = typeof outbox.$inferSelect;

export interface MailWorkerOptions {
  db: Db;
  transport: MailTransport;
  /** From header (MAIL_FROM). */
  from: string;
  /** Origin (and path) of the site for the links in the messages. */
  links: MailLinks;
  now?: () => Date;
  /** First pause after a temporary failure; doubles per attempt up to an hour (MAIL_RETRY_MS). */
  retryMs?: number;
  /** After this many attempts a temporary failure is given up too. */
  maxAttempts?: number;
  /** A 'sending' row claimed longer ago than this was left by a process that died. */
  staleMs?: number;
  /**
   * Days a delivered or given-up message stays in the outbox (MAIL_KEEP_DAYS): long enough to
   * answer "did the customer get it?", then its addresses and contents are deleted.
   */
  keepDays?: number;
}

export interface RoundResult {
  sent: number;
  retried: number;
  failed: number;
}

const MAX_PAUSE_MS = 60 * 60_000;
/** How often a process deletes ended messages past their keeping time. */
const FORGET_EVERY_MS = 60 * 60_000;

/** Permanent: the server refused for good (5xx), or the message cannot be built. */
function isPermanent(error: unknown): boolean {
  const e = error as { responseCode?: unknown; code?: unknown; name?: unknown } | null;
  if (e?.name === 'MailRenderError') return true;
  // A refused login is the operator's configuration, not the message's fault: keep trying.
  if (e?.code === 'EAUTH') return false;
  return typeof e?.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
}

function domainOf(from: string): string {
  const match = /@([^\s<>@]+?)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport } = options;
  const now = options.now ?? (() => new Date());
  const retryMs = options.retryMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const staleMs = options.staleMs ?? 10 * 60_000;
  const domain = domainOf(options.from);
  const keepDays = options.keepDays ?? 30;

  /** Claims up to `limit` due rows for this worker; the claim is committed when this returns. */
  async function claim(limit: number): Promise<OutboxRow[]> {
    const at = now();
    const staleBefore = new Date(at.getTime() - staleMs);
    const result = await db.execute(sql`
      UPDATE outbox
         SET status = 'sending', claimed_at = ${at.toISOString()}::timestamptz, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM outbox
          WHERE (status = 'pending' AND next_attempt_at <= ${at.toISOString()}::timestamptz)
             OR (status = 'sending' AND claimed_at < ${staleBefore.toISOString()}::timestamptz)
          ORDER BY id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
      RETURNING id`);
    const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    if (ids.length === 0) return [];
    const rows = await db.select().from(outbox).where(inArray(outbox.id, ids));
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Only the claim that is still current may finish a row (a takeover makes an old one stale). */
  async function finish(row: OutboxRow, set: Record<string, unknown>): Promise<void> {
    const assignments = Object.entries(set).map(([column, value]) =>
      value instanceof Date
        ? sql`${sql.identifier(column)} = ${value.toISOString()}::timestamptz`
        : sql`${sql.identifier(column)} = ${value}`,
    );
    await db.execute(sql`
      UPDATE outbox SET ${sql.join(assignments, sql`, `)}
       WHERE id = ${row.id} AND status = 'sending'
         AND claimed_at = ${row.claimedAt!.toISOString()}::timestamptz`);
  }

  async function deliver(row: OutboxRow): Promise<'sent' | 'retried' | 'failed'> {
    const messageId = `<outbox-${row.id}.${row.createdAt.getTime().toString(36)}@${domain}>`;
    const fields = { outboxId: row.id, art: row.art, attempt: row.attempts };
    try {
      const rendered = await renderOutboxMail(row, options.links);
      const { delivery } = await transport.send({
        ...rendered,
        from: options.from,
        to: row.empfaenger,
        messageId,
        lang: rendered.lang ?? (row.sprach === 'en' ? 'en' : 'de'),
        name: `${row.id}-${row.art}`,
      });
      await finish(row, {
        status: 'sent',
        sent_at: now(),
        message_id: messageId,
        delivery,
        last_error: null,
      });
      log().info(
        {
          event: 'mail.sent',
          ...fields,
          transport: transport.kind,
          ...(transport.kind === 'file' ? { file: delivery } : {}),
        },
        transport.kind === 'file' ? `mail written to ${delivery}` : 'mail sent',
      );
      return 'sent';
    } catch (error) {
      const permanent = isPermanent(error) || row.attempts >= maxAttempts;
      const details = errorFields(error);
      const responseCode = (error as { responseCode?: unknown }).responseCode;
      const pauseMs = Math.min(retryMs * 2 ** Math.max(0, row.attempts - 1), MAX_PAUSE_MS);
      await finish(
        row,
        permanent
          ? {
              status: 'failed',
              last_error: `${details.errorName}: ${details.message}`.slice(0, 500),
            }
          : {
              status: 'pending',
              next_attempt_at: new Date(now().getTime() + pauseMs),
              last_error: `${details.errorName}: ${details.message}`.slice(0, 500),
            },
      );
      mailFailures.inc({ kind: permanent ? 'permanent' : 'temporary' });
      // Never the message: an SMTP answer may quote the recipient's address.
      log()[permanent ? 'error' : 'warn'](
        {
          event: 'mail.failed',
          ...fields,
          permanent,
          errorName: details.errorName,
          ...(details.code ? { code: details.code } : {}),
          ...(typeof responseCode === 'number' ? { responseCode } : {}),
          ...(permanent ? {} : { retryInSeconds: Math.round(pauseMs / 1000) }),
        },
        permanent ? 'mail could not be delivered (given up)' : 'mail delivery failed, will retry',
      );
      return permanent ? 'failed' : 'retried';
    }
  }

  return {
    /** Deletes messages that ended (sent or failed) more than `keepDays` ago; answers how many. */
    async forgetEnded(): Promise<number> {
      const before = new Date(now().getTime() - keepDays * 24 * 60 * 60_000).toISOString();
      const result = await db.execute(sql`
        DELETE FROM outbox
         WHERE status IN ('sent', 'failed')
           AND coalesce(sent_at, claimed_at, created_at) < ${before}::timestamptz`);
      const deleted = result as unknown as { affectedRows?: number; rowCount?: number | null };
      return Number(deleted.affectedRows ?? deleted.rowCount ?? 0);
    },
    /** One round: claims up to `limit` due messages and delivers them one after the other. */
    async deliverDue(limit = 20): Promise<RoundResult> {
      const result: RoundResult = { sent: 0, retried: 0, failed: 0 };
      for (const row of await claim(limit)) result[await deliver(row)] += 1;
      return result;
    },
    /** Rounds until nothing is due (tests, and a backlog after an outage). */
    async drain(limit = 20): Promise<RoundResult> {
      const total: RoundResult = { sent: 0, retried: 0, failed: 0 };
      for (;;) {
        const round = await this.deliverDue(limit);
        total.sent += round.sent;
        total.retried += round.retried;
        total.failed += round.failed;
        if (round.sent + round.retried + round.failed < limit) return total;
      }
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;

/**
 * Runs the worker every `everyMs` until `signal` aborts: rounds never overlap within a process,
 * a round that found a full batch goes on at once.
 */
export function startMailWorker(
  worker: MailWorker,
  options: { everyMs: number; signal?: AbortSignal | undefined; batch?: number },
): void {
  const batch = options.batch ?? 20;
  let running = false;
  let forgottenAt = 0;
  const round = async () => {
    if (running || options.signal?.aborted) return;
    running = true;
    try {
      await withLogContext({ requestId: `mail-${randomUUID()}` }, async () => {
        let result: RoundResult;
        do result = await worker.deliverDue(batch);
        while (result.sent + result.retried + result.failed === batch && !options.signal?.aborted);
        if (Date.now() - forgottenAt >= FORGET_EVERY_MS) {
          forgottenAt = Date.now();
          const deleted = await worker.forgetEnded();
          if (deleted > 0)
            log().info({ event: 'mail.forgotten', deleted }, 'old e-mails deleted from the outbox');
        }
      });
    } catch (error) {
      log().error(
        { event: 'mail.roundFailed', ...errorFields(error) },
        'mail delivery round failed',
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void round(), options.everyMs);
  timer.unref();
  options.signal?.addEventListener('abort', () => clearInterval(timer), { once: true });
}
