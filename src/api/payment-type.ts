import { z } from 'zod/mini';
import { api, callInit, parsed, type CallOptions } from './client';
import { paymentTypeSchema, type PaymentType } from './schemas';

export type { PaymentType };

/** GET /Zahlungsart/Privat. */
export function getPrivatePaymentTypes(options?: CallOptions): Promise<PaymentType[]> {
  return parsed(
    api.GET('/Zahlungsart/Privat', { ...callInit(options) }),
    z.array(paymentTypeSchema),
  );
}

/** GET /Zahlungsart/Firma/{firmenId} (needs the company session). */
export function getCompanyPaymentTypes(
  firmenId: number,
  options?: CallOptions,
): Promise<PaymentType[]> {
  return parsed(
    api.GET('/Zahlungsart/Firma/{firmenId}', {
      params: { path: { firmenId } },
      ...callInit(options),
    }),
    z.array(paymentTypeSchema),
  );
}
