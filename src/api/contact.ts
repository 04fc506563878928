import type { components } from './schema.gen';
import { api, callInit, parsed, type CallOptions } from './client';
import { receiptSchema, type Receipt } from './receipt-schema';
import { sendOnce } from './send-once';

export type { Receipt };
export type ContactRequest = components['schemas']['ContactRequest'];

/**
 * POST /NeuKontakt/SendEmail/: a contact message (`art: 'kontakt'`) or a logistics request
 * (`art: 'logistik'`); the server stores both in its outbox and answers a receipt. A retry of
 * the same message carries the same Idempotency-Key (send-once.ts).
 */
export function sendContactMessage(
  request: ContactRequest,
  options?: CallOptions,
): Promise<Receipt> {
  return sendOnce(request, (key) =>
    parsed(
      api.POST('/NeuKontakt/SendEmail/', {
        body: request,
        params: { header: { 'Idempotency-Key': key } },
        ...callInit(options),
      }),
      receiptSchema,
    ),
  );
}
