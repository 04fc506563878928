import { api, callInit, parsed, type CallOptions } from './client';
import { receiptSchema, type Receipt } from './receipt-schema';
import type { RegistrationRequest } from './schemas';
import { sendOnce } from './send-once';

export type { RegistrationRequest };

/**
 * POST /Firma/Neu/: new customer registration, stored for the sales team. A retry of the same
 * registration carries the same Idempotency-Key (send-once.ts).
 */
export function registerCompany(
  registration: RegistrationRequest,
  options?: CallOptions,
): Promise<Receipt> {
  return sendOnce(registration, (key) =>
    parsed(
      api.POST('/Firma/Neu/', {
        body: registration,
        params: { header: { 'Idempotency-Key': key } },
        ...callInit(options),
      }),
      receiptSchema,
    ),
  );
}
