import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database handle the payment module works with: any Drizzle Postgres database (PGlite or
 * node-postgres), whatever schema object the server was opened with. The payment tables are
 * addressed through server/payment/schema.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PaymentDb = PgDatabase<PgQueryResultHKT, any>;
