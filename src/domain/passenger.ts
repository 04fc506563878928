import { z } from 'zod/mini';
import { addressSchema, kundeStammSchema, type KundeAdresse, type KundeStamm } from './booking';

/**
 * The passenger of a company order (neuerAuftrag): a stored customer as the booking takes it over.
 * Derived from the booking schemas, so a customer field added there travels into the booking
 * without being named again; the company id comes from the booking, the address row is the
 * booking's own.
 */
const passengerSchema = z.object({
  // The customer's version (0021) stays with the customer list: the booking does not save it.
  kunde: z.omit(kundeStammSchema, { firmenId: true, version: true }),
  adresse: addressSchema,
});
export type Passenger = z.infer<typeof passengerSchema>;

/** A customer of the company's list (or just saved) as the wizard's passenger. */
export function passengerOf(customer: {
  kundeStamm: KundeStamm;
  kundeAdresse: KundeAdresse;
}): Passenger {
  // zod drops the keys the passenger does not carry (firmenId, version, the address row's ids).
  return passengerSchema.parse({ kunde: customer.kundeStamm, adresse: customer.kundeAdresse });
}
