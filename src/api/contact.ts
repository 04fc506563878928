import { createIdempotencyKey } from '../domain/idempotency-key';
import type { components } from './schema.gen';
import { api, callInit, parsed, type CallOptions } from './client';
import { receiptSchema, type Receipt } from './receipt-schema';

export type { Receipt };
export type ContactRequest = components['schemas']['ContactRequest'];

/**
 * The Idempotency-Key of each message not yet answered, by its body: sending the same message
 * again (a retry after a lost answer) reuses the key, so the server stores it once; a changed
 * message is a new one. Forgotten once the server has answered.
 */
const unansweredKeys = new Map<string, string>();

/**
 * POST /NeuKontakt/SendEmail/: a contact message (`art: 'kontakt'`) or a logistics request
 * (`art: 'logistik'`); the server stores both in its outbox and answers a receipt.
 */
export async function sendContactMessage(
  request: ContactRequest,
  options?: CallOptions,
): Promise<Receipt> {
  const message = JSON.stringify(request);
  const key = unansweredKeys.get(message) ?? createIdempotencyKey();
  unansweredKeys.set(message, key);
  const receipt = await parsed(
    api.POST('/NeuKontakt/SendEmail/', {
      body: request,
      params: { header: { 'Idempotency-Key': key } },
      ...callInit(options),
    }),
    receiptSchema,
  );
  unansweredKeys.delete(message);
  return receipt;
}
