import { api, callInit, parsed, type CallOptions } from './client';
import { receiptSchema, type Receipt } from './receipt-schema';
import type { RegistrationRequest } from './schemas';

export type { RegistrationRequest };

/** POST /Firma/Neu/: new customer registration, stored for the sales team. */
export function registerCompany(
  registration: RegistrationRequest,
  options?: CallOptions,
): Promise<Receipt> {
  return parsed(
    api.POST('/Firma/Neu/', { body: registration, ...callInit(options) }),
    receiptSchema,
  );
}
