import { z } from 'zod/mini';
import type { CustomerSort } from '../domain/list-sorts';
import { ApiError, isApiError } from './api-error';
import { api, callInit, parsed, type CallOptions } from './client';
import {
  customerPageSchema,
  customerSchema,
  salutationSchema,
  type Customer,
  type CustomerPage,
  type Salutation,
} from './schemas';
import { sendOnce } from './send-once';

export type { Customer, CustomerPage, Salutation };

export interface CustomerSearch {
  firmenId: number;
  bereich?: string;
  suche?: string;
  sortierung?: CustomerSort;
  seite?: number;
  proSeite?: number;
}

/** GET /Kunde/SucheMitBereich/: one page of the company's customers (needs the company session). */
export function searchCustomers(
  search: CustomerSearch,
  options?: CallOptions,
): Promise<CustomerPage> {
  const query = {
    ...search,
    bereich: search.bereich || undefined,
    suche: search.suche || undefined,
  };
  return parsed(
    api.GET('/Kunde/SucheMitBereich/', { params: { query }, ...callInit(options) }),
    customerPageSchema,
  );
}

/** What POST /Kunde/Neu did: created the customer, or named the stored ones it probably is. */
export type CustomerCreation = { created: Customer } | { duplicates: Customer[] };

const duplicateAnswerSchema = z.object({ duplikate: z.array(customerSchema) });

/**
 * POST /Kunde/Neu: the created customer with its ids, or, when the company has stored the same
 * person already (same names or e-mail address; 409 duplicateCustomer), those customers and
 * nothing created. `createAnyway` creates it all the same. A retry of the same customer (after a
 * lost answer) carries the same Idempotency-Key (send-once.ts): the server answers the customer
 * it created then instead of creating it again, never as a duplicate of itself.
 */
export async function createCustomer(
  customer: Customer,
  { createAnyway = false }: { createAnyway?: boolean } = {},
  options?: CallOptions,
): Promise<CustomerCreation> {
  const body = createAnyway ? { ...customer, trotzdemAnlegen: true } : customer;
  try {
    const created = await sendOnce(body, (key) =>
      parsed(
        api.POST('/Kunde/Neu', {
          body,
          params: { header: { 'Idempotency-Key': key } },
          ...callInit(options),
        }),
        customerSchema,
      ),
    );
    return { created };
  } catch (error) {
    if (!isApiError(error) || error.code !== 'duplicateCustomer') throw error;
    const answer = duplicateAnswerSchema.safeParse(error.body);
    if (!answer.success)
      throw new ApiError({ kind: 'invalidResponse', status: error.status, cause: answer.error });
    return { duplicates: answer.data.duplikate };
  }
}

export function getCustomer(id: number, options?: CallOptions): Promise<Customer> {
  return parsed(
    api.GET('/Kunde/Detail/{id}', { params: { path: { id } }, ...callInit(options) }),
    customerSchema,
  );
}

/**
 * PUT /Kunde/Aktualisieren. The customer as read carries its version (kundeStamm.version): a
 * customer changed since that read is not overwritten, 409 conflict (docs/decisions/0021). The
 * answer carries the new version for the next save.
 */
export function updateCustomer(customer: Customer, options?: CallOptions): Promise<Customer> {
  return parsed(
    api.PUT('/Kunde/Aktualisieren', { body: customer, ...callInit(options) }),
    customerSchema,
  );
}

/** GET /Kunde/Anrede: salutations in the request language. */
export function getSalutations(options?: CallOptions): Promise<Salutation[]> {
  return parsed(api.GET('/Kunde/Anrede', { ...callInit(options) }), z.array(salutationSchema));
}
