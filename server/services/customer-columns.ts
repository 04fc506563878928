// A passenger (customers row) in and out: the columns written for a booking and for a company's
// customer list, and the kundeStamm/kundeAdresse JSON both answer with. The columns have the
// names of the domain's fields (src/domain/booking.ts), so a new field is picked up here by name.
import { z } from 'zod';
import type { Address, KundeStamm } from '../../src/domain/booking';
import { addressSchema, kundeStammSchema } from '../../src/domain/booking';
import type { Db } from '../db/client';
import type { bookings, customers } from '../db/schema';
import type { Lang } from '../lib/i18n';
import { pick } from '../lib/pick';
import { referenceData, salutationBeforeName } from './reference';

/**
 * kundeStamm fields stored under their own name (not the ids, the salutation's text and the
 * version, which only the server raises).
 */
const PERSON_FIELDS = z
  .object(kundeStammSchema.shape)
  .omit({ id: true, firmenId: true, anrede: true, version: true })
  .keyof().options;
/** Street, postcode, town, district: the same columns for a customer and a ride. */
export const ADDRESS_FIELDS = z.object(addressSchema.shape).keyof().options;
/**
 * The passenger as booked: a booking keeps its own copy of the person and the customer address
 * (cost centre and department since migration 0011, the rest since 0014, docs/decisions/0025), as
 * booked or last edited. A ride is billed, driven, tracked and mailed for the passenger it was
 * booked for; the saved customer's are the ones a new booking starts from (the wizard prefills).
 */
export const BOOKED_FIELDS = [...PERSON_FIELDS, ...ADDRESS_FIELDS] as const;

type CustomerRow = typeof customers.$inferSelect;

/** The passenger fields both a booking and a company's customer list store. */
export interface CustomerFields {
  kundeStamm: Pick<KundeStamm, (typeof PERSON_FIELDS)[number]>;
  kundeAdresse: Address;
}

/** The `customers` row of a passenger: the same columns for a booking and for the customer list. */
export function customerColumns(
  { kundeStamm: k, kundeAdresse: a }: CustomerFields,
  firmenId: number | null,
) {
  return {
    firmenId,
    ...pick(k, PERSON_FIELDS),
    vorname: k.vorname.trim(),
    name: k.name.trim(),
    email: k.email.trim(),
    ...pick(a, ADDRESS_FIELDS),
  };
}

/** kundeStamm and kundeAdresse of a customers row; the salutation named in the answer's language. */
export async function customerJson(db: Db, row: CustomerRow, lang: Lang) {
  const salutation = (await referenceData(db)).salutations.find((s) => s.id === row.anredeId);
  return {
    kundeStamm: {
      id: row.id,
      firmenId: row.firmenId,
      anrede: salutationBeforeName(salutation, lang),
      ...pick(row, PERSON_FIELDS),
      version: row.version,
    },
    kundeAdresse: { id: row.id, kundeId: row.id, ...pick(row, ADDRESS_FIELDS) },
  };
}

/** Whether writing these columns would change the stored customer (a booking's edit echoes it). */
export function changesCustomer(row: CustomerRow, columns: ReturnType<typeof customerColumns>) {
  return (Object.keys(columns) as (keyof typeof columns)[]).some(
    (key) => columns[key] !== row[key],
  );
}

/** The booking's own copy of its passenger (BOOKED_FIELDS), as a booking is written. */
export function bookedColumns(fields: CustomerFields) {
  return pick(customerColumns(fields, null), BOOKED_FIELDS);
}

/**
 * The passenger of a booking as every reader answers it: the saved customer's id, company and
 * version, with the person and address the booking was booked with (0025).
 */
export function passengerAsBooked(
  booking: Pick<typeof bookings.$inferSelect, (typeof BOOKED_FIELDS)[number]>,
  customer: CustomerRow,
): CustomerRow {
  return { ...customer, ...pick(booking, BOOKED_FIELDS) };
}
