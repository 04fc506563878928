import type { components } from './schema.gen';
import { api, callInit, parsed, type CallOptions } from './client';
import { receiptSchema, type Receipt } from './receipt-schema';

export type { Receipt };
export type ContactRequest = components['schemas']['ContactRequest'];

/**
 * POST /NeuKontakt/SendEmail/: a contact message (`art: 'kontakt'`) or a logistics request
 * (`art: 'logistik'`); the server stores both in its outbox and answers a receipt.
 */
export function sendContactMessage(
  request: ContactRequest,
  options?: CallOptions,
): Promise<Receipt> {
  return parsed(
    api.POST('/NeuKontakt/SendEmail/', { body: request, ...callInit(options) }),
    receiptSchema,
  );
}
