// Card payments driven over real HTTP against server processes (server-process.ts), and the
// money read back from PostgreSQL: shared by the two-instance tests and `npm run test:load`.
import pg from 'pg';
import { newKey, privateBookingDraft } from './booking-drafts';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function call(
  origin: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json | null; headers: Headers }> {
  const res = await fetch(`${origin}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      'Accept-Language': 'de',
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: Json | null = null;
  try {
    body = text ? (JSON.parse(text) as Json) : null;
  } catch {
    // an HTML page or a redirect
  }
  return { status: res.status, body, headers: res.headers };
}

/** A private booking (HAJ, shuttle, one extra, return leg) and the header of its access token. */
export async function book(
  origin: string,
): Promise<{ booking: Json; headers: Record<string, string> }> {
  const created = await call(origin, 'POST', '/api/Buchung/Neu', {
    body: privateBookingDraft(),
    headers: { 'Idempotency-Key': newKey() },
  });
  if (created.status !== 201)
    throw new Error(`booking: ${created.status} ${JSON.stringify(created.body)}`);
  return {
    booking: created.body!,
    headers: { 'X-Buchung-Token': created.body!.buchungStamm.zugriffsToken },
  };
}

/**
 * Starts a card payment on `initOn` and approves it on `payOn`'s sandbox page without following
 * the way back (the payer closed the tab). Returns the attempt's token.
 */
export async function authorizeOnHostedPage(
  initOn: string,
  payOn: string,
  buchungId: number,
  headers: Record<string, string>,
): Promise<string> {
  const init = await call(initOn, 'POST', '/api/Saferpay/PaymentPageInitialize', {
    body: { buchungId },
    headers,
  });
  if (init.status !== 200)
    throw new Error(`initialize: ${init.status} ${JSON.stringify(init.body)}`);
  const token = String(init.body!.token);
  const pay = await fetch(`${payOn}/sandbox/zahlung/${encodeURIComponent(token)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'karte=success&inhaber=Erika+Musterfrau',
  });
  if (pay.status !== 303) throw new Error(`hosted page: ${pay.status}`);
  return token;
}

export interface Money {
  /** Amounts of the attempts recorded as captured. */
  captured: number[];
  /** Amounts the provider (the sandbox) captured for these attempts. */
  providerCaptured: number[];
  attempts: string[];
  requestIds: string[];
  preisCent: number;
  zahlungsstatus: string;
}

/**
 * The money of a booking as the database has it: attempts, the provider's captures, the booking,
 * read in one snapshot (REPEATABLE READ) so that a capture finishing meanwhile is seen whole or
 * not at all.
 */
export async function moneyOf(url: string, schemaName: string, buchungId: number): Promise<Money> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schemaName}` });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const attempts = await client.query<{
      status: string;
      amount_cent: number;
      token: string;
      request_id: string;
    }>(
      'SELECT status, amount_cent, token, request_id FROM payments WHERE buchung_id = $1 ORDER BY id',
      [buchungId],
    );
    const pages = await client.query<{ status: string; amount_cent: number }>(
      'SELECT status, amount_cent FROM sandbox_payment_pages WHERE token = ANY($1::text[])',
      [attempts.rows.map((row) => row.token)],
    );
    const booking = await client.query<{ preis_cent: number; zahlungsstatus: string }>(
      'SELECT preis_cent, zahlungsstatus FROM bookings WHERE id = $1',
      [buchungId],
    );
    await client.query('COMMIT');
    const capturedOf = (rows: { status: string; amount_cent: number }[]) =>
      rows.filter((row) => row.status === 'captured').map((row) => row.amount_cent);
    return {
      captured: capturedOf(attempts.rows),
      providerCaptured: capturedOf(pages.rows),
      attempts: attempts.rows.map((row) => row.status),
      requestIds: attempts.rows.map((row) => row.request_id),
      preisCent: booking.rows[0]!.preis_cent,
      zahlungsstatus: booking.rows[0]!.zahlungsstatus,
    };
  } finally {
    await client.end();
  }
}

/** What must hold for every booking whatever the timing: paid means its current price captured, once. */
export function moneyProblems(state: Money): string[] {
  const problems: string[] = [];
  if (state.captured.join() !== state.providerCaptured.join())
    problems.push(
      `attempts say captured [${state.captured}], the provider [${state.providerCaptured}]`,
    );
  if (state.captured.length > 1) problems.push(`captured ${state.captured.length} times`);
  if (state.zahlungsstatus === 'bezahlt' && state.captured.join() !== String(state.preisCent))
    problems.push(`paid at ${state.preisCent} with [${state.captured}] captured`);
  if (state.zahlungsstatus !== 'bezahlt' && state.captured.length > 0)
    problems.push(`[${state.captured}] captured for a booking that is ${state.zahlungsstatus}`);
  return problems;
}

export async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
