import type { Customer } from '../../../api/schemas';
import { sameCustomer, type CustomerIdentity } from '../../../domain/customer-identity';

export type { CustomerIdentity };

/**
 * The customers of `stored` (the server's 409 duplicateCustomer answer) that `typed` still
 * probably is: the same surname and first name, or the same e-mail address (case aside). `self`
 * (the customer being edited) is never its own duplicate. Each found once, in the order given.
 */
export function duplicatesOf(
  typed: CustomerIdentity,
  stored: readonly Customer[],
  self: number | null = null,
): Customer[] {
  const seen = new Set<number | null>();
  return stored.filter(({ kundeStamm: k }) => {
    if ((self !== null && k.id === self) || seen.has(k.id)) return false;
    if (!sameCustomer(typed, k)) return false;
    if (k.id !== null) seen.add(k.id);
    return true;
  });
}
