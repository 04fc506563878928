// readAll (server/db/read-all.ts): parallel on the pool, one at a time on a transaction's connection.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from './client';
import { readAll } from './read-all';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database?.close();
});

/** How many of three reads on `db` were running at the same moment, at most. */
async function mostAtOnce(db: Db): Promise<number> {
  let running = 0;
  let most = 0;
  const read = async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
    return running;
  };
  await readAll(db, [read, read, read]);
  return most;
}

it('runs reads at once on the pool, in turn in a transaction, in order either way', async () => {
  expect(await mostAtOnce(database.db)).toBe(3);
  expect(await database.db.transaction((tx) => mostAtOnce(tx as unknown as Db))).toBe(1);
  const values = await database.db.transaction((tx) =>
    readAll(tx as unknown as Db, [async () => 'a', async () => 2]),
  );
  expect(values).toEqual(['a', 2]);
});
