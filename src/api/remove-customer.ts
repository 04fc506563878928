import { api, callInit, done, type CallOptions } from './client';

/**
 * DELETE /Kunde/{id}: removes a customer from the company's list. Its bookings keep it as their
 * passenger. 404 notFound: not (or no longer) in the list, e.g. removed before; a retry after a
 * lost answer gets that too.
 */
export function removeCustomer(id: number, options?: CallOptions): Promise<void> {
  return done(api.DELETE('/Kunde/{id}', { params: { path: { id } }, ...callInit(options) }));
}
