// "Zugangscode vergessen?" (issue 15): a company that lost its access code asks for a reset link
// by its id or login e-mail; the link (random 256-bit token, only its SHA-256 stored) goes to the
// company's registered e-mail through the outbox, works for RESET_TTL_MS and once.
//
// No account enumeration: the answer is the same whether or not the company exists, and so is the
// work - both statements below run in every request and simply insert no row for an unknown
// company (no early return, no extra query), so the timing does not tell either.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleCounters } from '../db/schema';
import type { AppContext } from '../http/context';
import { ApiError } from '../lib/errors';
import { hashSecret, randomToken, sha256 } from '../lib/crypto';
import type { Lang } from '../lib/i18n';
import { ACCESS_CODE_MAIL, accessCodeMailSubject } from '../mail/access-code-mail';
import { beginAttempt, beginClientAttempt, giveBack, keysFor, takeFromWindow } from './throttle';

export const RESET_TTL_MS = 60 * 60_000;
/** Reset mails per company identifier and window, from all clients together (no inbox flooding). */
export const RESET_MAILS_PER_WINDOW = 3;

/** The company id (digits) or its login e-mail, as typed into the one field of the form. */
export type ResetSubject = { firmenId: number } | { email: string };

export function subjectOf(kennung: string): ResetSubject {
  const value = kennung.trim();
  return /^\d{1,9}$/.test(value) ? { firmenId: Number(value) } : { email: value.toLowerCase() };
}

const subjectKey = (subject: ResetSubject) =>
  'firmenId' in subject ? `id:${subject.firmenId}` : `email:${subject.email}`;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

const companyMatch = (subject: ResetSubject) =>
  'firmenId' in subject ? sql`c.id = ${subject.firmenId}` : sql`lower(c.email) = ${subject.email}`;

/**
 * Writes the reset link and its mail (if the company exists and is active) in one transaction.
 * Throttled per identifier and client address like a login (429 with Retry-After); past
 * RESET_MAILS_PER_WINDOW mails per identifier it answers the same but sends nothing more.
 */
export async function requestAccessCodeReset(
  c: AppContext,
  subject: ResetSubject,
  lang: Lang,
): Promise<void> {
  const { db, now, throttle } = c.var.deps;
  const key = subjectKey(subject);
  await beginAttempt(c, `reset:${key}`);
  const time = now();
  const mailAllowed =
    (await takeFromWindow(
      db,
      `reset-mail:${key}`,
      RESET_MAILS_PER_WINDOW,
      throttle.windowMs,
      time,
    )) === null;
  const token = randomToken(32);
  const expires = new Date(time.getTime() + RESET_TTL_MS);
  const payload = sql`jsonb_build_object('token', ${token}::text, 'firmenId', c.id, 'name', c.name, 'gueltigMinuten', ${RESET_TTL_MS / 60_000}::int)`;
  await db.transaction(async (tx) => {
    await forgetOldLinks(tx, time);
    if (!mailAllowed) return;
    await tx.execute(sql`
      INSERT INTO access_code_resets (token_hash, firmen_id, created_at, expires_at)
      SELECT ${sha256(token)}, c.id, ${at(time)}, ${at(expires)}
        FROM companies c WHERE c.aktiv AND ${companyMatch(subject)}`);
    await tx.execute(sql`
      INSERT INTO outbox (art, empfaenger, betreff, sprach, payload, created_at)
      SELECT ${ACCESS_CODE_MAIL}, c.email, ${accessCodeMailSubject(lang)}, ${lang}, ${payload}, ${at(time)}
        FROM companies c WHERE c.aktiv AND ${companyMatch(subject)}`);
  });
}

/**
 * Expired links are deleted a day after they ended, and a sent mail's token is taken out of its
 * outbox row once the link has expired: after that the database holds no usable token at all.
 */
async function forgetOldLinks(tx: Pick<Db, 'execute'>, time: Date): Promise<void> {
  await tx.execute(
    sql`DELETE FROM access_code_resets WHERE expires_at < ${at(new Date(time.getTime() - 24 * 60 * 60_000))}`,
  );
  await tx.execute(sql`
    UPDATE outbox SET payload = payload - 'token'
     WHERE art = ${ACCESS_CODE_MAIL} AND status IN ('sent', 'failed') AND payload->>'token' IS NOT NULL
       AND created_at < ${at(new Date(time.getTime() - RESET_TTL_MS))}`);
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/**
 * Whether the link can still set a code: unused, not expired, its company active. An answer of
 * no (404) counts against the client address like a failed login; yes gives the slot back.
 */
export async function checkAccessCodeLink(c: AppContext, token: string): Promise<void> {
  const { db, now } = c.var.deps;
  const clientKey = await beginClientAttempt(c);
  const open = rowsOf(
    await db.execute(sql`
      SELECT 1 FROM access_code_resets r JOIN companies c ON c.id = r.firmen_id
       WHERE r.token_hash = ${sha256(token)} AND r.used_at IS NULL
         AND r.expires_at > ${at(now())} AND c.aktiv`),
  );
  if (open.length === 0) throw new ApiError('notFound');
  await giveBack(db, clientKey);
}

/**
 * Sets the new access code of the link's company. The link is used by one UPDATE ... WHERE
 * used_at IS NULL: of two tabs (or processes) sending it at once, only one gets the row back and
 * sets the code; the other gets 404 notFound like an unknown, used or expired link. The same
 * transaction ends the company's other open links and all its sessions, and takes the token out
 * of the sent mail.
 */
export async function setAccessCode(c: AppContext, token: string, code: string): Promise<void> {
  const { db, now } = c.var.deps;
  const clientKey = await beginClientAttempt(c);
  // scrypt is slow on purpose: before the transaction, so no row lock waits for it.
  const hash = await hashSecret(code);
  const time = now();
  const company = await db.transaction(async (tx) => {
    const used = rowsOf(
      await tx.execute(sql`
        UPDATE access_code_resets SET used_at = ${at(time)}
         WHERE token_hash = ${sha256(token)} AND used_at IS NULL AND expires_at > ${at(time)}
        RETURNING firmen_id`),
    );
    const id = used[0] ? Number(used[0].firmen_id) : null;
    if (id === null) return null;
    const companies = rowsOf(
      await tx.execute(sql`
        UPDATE companies SET zugangscode_hash = ${hash} WHERE id = ${id} AND aktiv RETURNING lower(email) AS email`),
    );
    if (!companies[0]) return null;
    await tx.execute(
      sql`UPDATE access_code_resets SET used_at = ${at(time)} WHERE firmen_id = ${id} AND used_at IS NULL`,
    );
    await tx.execute(sql`DELETE FROM sessions WHERE firmen_id = ${id}`);
    await tx.execute(sql`
      UPDATE outbox SET payload = payload - 'token'
       WHERE art = ${ACCESS_CODE_MAIL} AND status = 'sent' AND (payload->>'firmenId')::int = ${id}`);
    return { id, email: String(companies[0].email) };
  });
  if (!company) throw new ApiError('notFound');
  // Whoever holds the mailbox may sign in again at once: this address's failed logins are forgiven.
  await db
    .delete(throttleCounters)
    .where(
      inArray(throttleCounters.key, [
        keysFor(c, `id:${company.id}`).pair,
        keysFor(c, `email:${company.email}`).pair,
      ]),
    );
  await giveBack(db, clientKey);
}
