import { createIdempotencyKey } from '../domain/idempotency-key';

/**
 * The Idempotency-Key of each request body not yet answered: sending the same body again (a retry
 * after a lost answer) reuses the key, so the server stores it once; a changed body is a new
 * request. Forgotten once the server has answered.
 */
const unansweredKeys = new Map<string, string>();

/** Calls `send` with the body's key (see above). */
export async function sendOnce<T>(body: unknown, send: (key: string) => Promise<T>): Promise<T> {
  const request = JSON.stringify(body);
  const key = unansweredKeys.get(request) ?? createIdempotencyKey();
  unansweredKeys.set(request, key);
  const answer = await send(key);
  unansweredKeys.delete(request);
  return answer;
}
