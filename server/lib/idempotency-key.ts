// The Idempotency-Key header of the calls that create something (POST /Buchung/Neu,
// POST /NeuKontakt/SendEmail/): the client picks one key per attempt and sends it again with every
// retry of that attempt, so a retry whose first answer was lost answers what was created then.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../http/context';
import { ApiError, type FieldErrorSpec } from './errors';

const keySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** The field error of a missing or malformed key. */
export function idempotencyKeyError(key: string | undefined): FieldErrorSpec {
  return {
    path: 'header.Idempotency-Key',
    code: key ? 'format' : 'required',
    params: { reason: 'idempotencyKey' },
  };
}

/** The request's key: `null` when it has none, a 400 when it is malformed. */
export function optionalIdempotencyKey(c: AppContext): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!keySchema.safeParse(key).success)
    throw new ApiError('validation', [idempotencyKeyError(key)]);
  return key;
}

/** Whether the key is well-formed (the booking route reports it with the body's errors). */
export function isIdempotencyKey(key: string | undefined): key is string {
  return keySchema.safeParse(key).success;
}

/** SHA-256 of a parsed body: a retry with the same key must carry the same request. */
export function hashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}
