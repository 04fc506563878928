// Independent reads, on whatever handle a function is given. On the pool each read takes a
// connection of its own, so they run at once. A transaction is one connection, and a connection
// runs one query at a time: node-postgres queues a second one with a deprecation warning today
// and refuses it from pg 9 on. So in a transaction the reads run in turn.
import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Runs `reads` (functions that start a query) and gives their results in the same order. */
export async function readAll<T extends unknown[]>(
  db: Db,
  reads: { [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
