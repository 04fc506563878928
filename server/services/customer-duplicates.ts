// A company's new customer that is probably one of its stored ones (src/domain/customer-identity.ts):
// POST /Kunde/Neu looks for them and creates the customer under one lock per company, so of two
// creations of the same person at the same moment, on any server process, one sees the other.
import { and, asc, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers } from '../db/schema';
import { germanOrder } from '../db/german-order';
import { sameCustomer, type CustomerIdentity } from '../../src/domain/customer-identity';
import { ApiError } from '../lib/errors';
import type { Lang } from '../lib/i18n';

/** pg_advisory_xact_lock(int, int): this first key for customer creations, the company second. */
const CREATION_LOCK = 4_711_002;
/** The warning names a few; a list with more of the same person is a case for the list's search. */
const MAX_NAMED = 20;

type CustomerRow = typeof customers.$inferSelect;

/**
 * Holds the company's creation lock until the transaction `tx` ends. Transaction-level, so a
 * failed request leaves no lock behind on its pooled connection.
 */
export async function lockCustomerCreation(tx: Db, firmenId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CREATION_LOCK}::int, ${firmenId}::int)`);
}

/**
 * A text's key for finding it in SQL: runs of spaces as one, case aside as far as the database's
 * lower() goes, and the accented Latin letters folded (germanOrder, also in a C locale). Coarser
 * than the rule (ä and ae are alike here), so the candidates are checked with it afterwards.
 */
const searchKey = (value: AnyColumn | SQL) =>
  germanOrder(sql`lower(btrim(regexp_replace(${value}, '\\s+', ' ', 'g')))`);
const typedKey = (text: string) => searchKey(sql`${text}::text`);

/** The company's stored (not removed) customers that `typed` probably is, oldest first. */
export async function duplicatesOf(
  db: Db,
  firmenId: number,
  typed: CustomerIdentity,
): Promise<CustomerRow[]> {
  const sameName = and(
    sql`${searchKey(customers.name)} = ${typedKey(typed.name)}`,
    sql`${searchKey(customers.vorname)} = ${typedKey(typed.vorname)}`,
  )!;
  const sameEmail =
    typed.email.trim() === ''
      ? null
      : sql`${searchKey(customers.email)} = ${typedKey(typed.email)}`;
  const candidates = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.firmenId, firmenId),
        isNull(customers.entferntAm),
        sameEmail ? or(sameName, sameEmail) : sameName,
      ),
    )
    .orderBy(asc(customers.id))
    .limit(MAX_NAMED * 2);
  return candidates.filter((row) => sameCustomer(typed, row)).slice(0, MAX_NAMED);
}

/** 409 duplicateCustomer, with the stored customers it names as the list answers them. */
export class DuplicateCustomerError extends ApiError {
  constructor(readonly duplikate: unknown[]) {
    super('duplicateCustomer');
  }

  override body(lang: Lang) {
    return { ...super.body(lang), duplikate: this.duplikate };
  }
}
