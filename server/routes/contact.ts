// POST /NeuKontakt/SendEmail/: contact messages (art kontakt) and logistics requests (art
// logistik), written to the outbox as the operator's notification and the sender's copy (the
// mail worker, server/mail, sends both). With an Idempotency-Key a retry stores nothing again.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { AppEnv } from '../http/context';
import { ApiError } from '../lib/errors';
import { hashOf, optionalIdempotencyKey } from '../lib/idempotency-key';
import { isValidIsoDate } from '../lib/time';
import { emailText, parseOrThrow, readJson, requiredText, text } from '../lib/validation';
import { takeWriteSlot } from '../services/throttle';
import { requestReference, senderCopy } from '../mail/request-mails';

const anredeId = z.number().int().min(1).max(2_147_483_647).nullable();
const address = z.object({
  strasse: text(120),
  plz: text(10),
  ort: text(80),
  ortsteil: text(80).default(''),
});

const contactMessage = z.object({
  art: z.literal('kontakt'),
  anredeId,
  vorname: text(60),
  name: requiredText(60),
  firma: text(120),
  email: emailText(254),
  telefon: text(30),
  betreff: requiredText(120),
  nachricht: requiredText(5000),
  voucher: text(20),
  einwilligungDatenschutz: z.literal(true),
});

const logisticsRequest = z.object({
  art: z.literal('logistik'),
  leistung: z.enum(['kurier', 'gepaeck', 'fracht', 'sonstiges']),
  firma: text(120),
  anredeId,
  vorname: text(60),
  name: requiredText(60),
  email: emailText(254),
  telefon: requiredText(30),
  abholAdresse: address,
  zielAdresse: address,
  datum: z.string().refine(isValidIsoDate, { params: { fieldCode: 'format', reason: 'date' } }),
  zeit: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/),
  beschreibung: requiredText(5000),
  einwilligungDatenschutz: z.literal(true),
});

const RECIPIENT = {
  kontakt: 'service@shuttle.example',
  logistik: 'logistik@shuttle.example',
} as const;

interface Receipt {
  referenz: string;
  eingegangenAm: string;
}

function receiptOf(row: { id: number; art: string; createdAt: Date }): Receipt {
  const kind = row.art === 'logistik' ? 'logistik' : 'kontakt';
  return { referenz: requestReference(kind, row.id), eingegangenAm: row.createdAt.toISOString() };
}

/** The receipt of the message stored with this key; 409 when the key came with another request. */
async function earlierReceipt(db: Db, key: string, hash: string): Promise<Receipt | null> {
  const [row] = await db
    .select({
      id: outbox.id,
      art: outbox.art,
      createdAt: outbox.createdAt,
      hash: outbox.requestHash,
    })
    .from(outbox)
    .where(eq(outbox.idempotencyKey, key));
  if (!row) return null;
  if (row.hash !== hash) throw new ApiError('idempotencyKeyReused');
  return receiptOf(row);
}

const KEY_TAKEN = new Error('idempotency key taken');

export function contactRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.post('/NeuKontakt/SendEmail', async (c) => {
    // Pick the schema by `art` first, so field errors name the fields of that form.
    const raw = await readJson(c);
    const art = (raw as { art?: unknown } | null)?.art;
    if (art !== 'kontakt' && art !== 'logistik')
      throw new ApiError('validation', [
        { path: 'art', code: art === undefined ? 'required' : 'unknownValue' },
      ]);
    const body =
      art === 'kontakt' ? parseOrThrow(contactMessage, raw) : parseOrThrow(logisticsRequest, raw);
    const key = optionalIdempotencyKey(c);
    const { db, now } = c.var.deps;
    const hash = hashOf(body);
    // A replay answers before it takes a slot of the client's limit.
    const replayed = key ? await earlierReceipt(db, key, hash) : null;
    if (replayed) return c.json(replayed, 202);
    const at = now();
    const betreff =
      body.art === 'kontakt'
        ? body.betreff
        : `Logistikanfrage (${body.leistung}) ${body.firma || `${body.vorname} ${body.name}`.trim()}`;
    // The operator's notification and the sender's copy with its reference: both or neither.
    // The key comes first: a concurrent request with the same key waits for it, then stores
    // nothing and takes no slot of the limit (taken in the transaction, given back with it).
    const stored = await db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(outbox)
          .values({
            art: body.art,
            empfaenger: RECIPIENT[body.art],
            betreff: betreff.slice(0, 200),
            sprach: c.var.lang,
            payload: body,
            createdAt: at,
            idempotencyKey: key,
            requestHash: key ? hash : null,
          })
          .onConflictDoNothing({ target: outbox.idempotencyKey })
          .returning({ id: outbox.id, art: outbox.art, createdAt: outbox.createdAt });
        if (!row) throw KEY_TAKEN;
        await takeWriteSlot(c, body.art, tx as unknown as Db);
        const receipt = receiptOf(row);
        await tx
          .insert(outbox)
          .values({ ...senderCopy(body.art, receipt.referenz, c.var.lang, body), createdAt: at });
        return receipt;
      })
      .catch((error: unknown) => {
        if (error === KEY_TAKEN) return null;
        throw error;
      });
    if (stored) return c.json(stored, 202);
    const earlier = await earlierReceipt(db, key!, hash);
    if (!earlier) throw new ApiError('conflict');
    return c.json(earlier, 202);
  });
  return app;
}
