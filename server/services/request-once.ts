// Anonymous requests that the operator answers by hand (contact messages, logistics requests,
// registrations) are stored once per Idempotency-Key: a retry whose first answer was lost gets
// the first receipt. What they share: the operator's notification in the outbox carries the key
// and the request's hash, the sender gets a copy with the reference, the client's write slot.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { AppContext } from '../http/context';
import { ApiError } from '../lib/errors';
import { hashOf, optionalIdempotencyKey } from '../lib/idempotency-key';
import { requestReference, senderCopy, type RequestKind } from '../mail/request-mails';
import { takeWriteSlot } from './throttle';

export interface Receipt {
  referenz: string;
  eingegangenAm: string;
}

/** The operator's notification of the request (an outbox message). */
export interface Notification {
  empfaenger: string;
  betreff: string;
}

type StoredRow = { id: number; createdAt: Date };

const receiptOf = (kind: RequestKind, row: StoredRow): Receipt => ({
  referenz: requestReference(kind, row.id),
  eingegangenAm: row.createdAt.toISOString(),
});

/** The receipt of the request stored with this key; 409 when the key came with another one. */
async function earlierReceipt(db: Db, kind: RequestKind, key: string, hash: string) {
  const [row] = await db
    .select({ id: outbox.id, createdAt: outbox.createdAt, hash: outbox.requestHash })
    .from(outbox)
    .where(eq(outbox.idempotencyKey, key));
  if (!row) return null;
  if (row.hash !== hash) throw new ApiError('idempotencyKeyReused');
  return receiptOf(kind, row);
}

const KEY_TAKEN = new Error('idempotency key taken');

/**
 * Stores the request once: the operator's notification (an outbox message of `kind` carrying the
 * key), and with it what `alongside` writes in the same transaction. The key comes first in the
 * transaction: a concurrent request with the same key waits for it, then stores nothing and takes
 * no write slot (taken in the transaction, given back with it). Then the sender's copy with the
 * reference.
 */
export async function storeOncePerKey(
  c: AppContext,
  kind: RequestKind,
  body: unknown,
  notification: Notification,
  alongside?: (tx: Db, at: Date) => Promise<unknown>,
): Promise<Receipt> {
  const key = optionalIdempotencyKey(c);
  const { db, now } = c.var.deps;
  const hash = hashOf(body);
  // A replay answers before it takes a slot of the client's limit.
  const replayed = key ? await earlierReceipt(db, kind, key, hash) : null;
  if (replayed) return replayed;
  const at = now();
  const stored = await db
    .transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [row] = await tx
        .insert(outbox)
        .values({
          art: kind,
          empfaenger: notification.empfaenger,
          betreff: notification.betreff.slice(0, 200),
          sprach: c.var.lang,
          payload: body,
          createdAt: at,
          idempotencyKey: key,
          requestHash: key ? hash : null,
        })
        .onConflictDoNothing({ target: outbox.idempotencyKey })
        .returning({ id: outbox.id, createdAt: outbox.createdAt });
      if (!row) throw KEY_TAKEN;
      await alongside?.(tx, at);
      await takeWriteSlot(c, kind, tx);
      const receipt = receiptOf(kind, row);
      await tx
        .insert(outbox)
        .values({ ...senderCopy(kind, receipt.referenz, c.var.lang, body), createdAt: at });
      return receipt;
    })
    .catch((error: unknown) => {
      if (error === KEY_TAKEN) return null;
      throw error;
    });
  if (stored) return stored;
  const earlier = await earlierReceipt(db, kind, key!, hash);
  if (!earlier) throw new ApiError('conflict');
  return earlier;
}
