// germanOrder (server/db/german-order.ts): the phone-book sort key, in SQL on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL (a C-locale database leaves lower() to ASCII there).
import { asc, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './client';
import { FOLDED_LETTERS, germanOrder, germanSortKey } from './german-order';

const sortNames = pgTable('sort_names', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase('g');
  await database.exec('CREATE TABLE sort_names (id integer PRIMARY KEY, name text NOT NULL)');
});
afterAll(async () => {
  await database?.close();
});

/** The rows in `names`' order, sorted by the database: [name, key] pairs. */
async function sortedByDatabase(names: readonly string[]): Promise<[string, string][]> {
  const db = database.db;
  await db.delete(sortNames);
  await db.insert(sortNames).values(names.map((name, id) => ({ id, name })));
  const rows = await db
    .select({ name: sortNames.name, key: sql<string>`${germanOrder(sortNames.name)}` })
    .from(sortNames)
    .orderBy(asc(germanOrder(sortNames.name)), asc(sortNames.id));
  return rows.map((row) => [row.name, row.key]);
}

/** Every letter of Latin-1 and Latin Extended-A, and the Romanian ș ț and the capital ẞ. */
const LATIN_LETTERS = [
  ...Array.from({ length: 0x180 - 0xc0 }, (_, i) => String.fromCharCode(0xc0 + i)),
  ...'ȘșȚțẞ',
].filter((ch) => /\p{L}/u.test(ch));

describe('germanOrder', () => {
  it('folds the accented letters of European names, capital and small, to a-z', async () => {
    expect(new Set(FOLDED_LETTERS).size).toBe(FOLDED_LETTERS.length);
    for (const letter of LATIN_LETTERS) expect(FOLDED_LETTERS, letter).toContain(letter);
    const keys = await sortedByDatabase(LATIN_LETTERS);
    expect(keys).toHaveLength(LATIN_LETTERS.length);
    for (const [letter, key] of keys) {
      expect(key, letter).toMatch(/^[a-z]{1,2}$/);
      expect(key, letter).toBe(germanSortKey(letter));
    }
  });

  it('keys as a German phone book: ä, ö, ü as ae, oe, ue, ß as ss, others as their letter', async () => {
    const expected: Record<string, string> = {
      Úlfsson: 'ulfsson',
      ÚLFSSON: 'ulfsson',
      Yıldız: 'yildiz',
      İnce: 'ince',
      Øster: 'oster',
      Åström: 'astroem',
      Łęcki: 'lecki',
      Şahin: 'sahin',
      Ğuzel: 'guzel',
      Çelik: 'celik',
      Ñúñez: 'nunez',
      Éluard: 'eluard',
      Ærø: 'aero',
      Œuvray: 'oeuvray',
      Þórsson: 'thorsson',
      Müller: 'mueller',
      ÜBEL: 'uebel',
      Straße: 'strasse',
      STRAẞE: 'strasse',
      'Mu\u0308nch': 'muench',
      'U\u0301lfsdottir': 'ulfsdottir',
      'de Vries': 'de vries',
    };
    const names = Object.keys(expected);
    for (const [name, key] of await sortedByDatabase(names)) {
      expect(key, name).toBe(expected[name]);
      expect(germanSortKey(name), name).toBe(key);
    }
  });

  it('sorts accented capitals among their letter, not after Z', async () => {
    const order = [
      'Adler',
      'Ärger',
      'Åström',
      'Çelik',
      'Cramer',
      'de Vries',
      'Ebert',
      'Éluard',
      'Lange',
      'Łęcki',
      'Müller',
      'Mu\u0308nch',
      'Muster',
      'Nolte',
      'Ñúñez',
      'Ölker',
      'Øster',
      'Ostermann',
      'Şahin',
      'Schulz',
      'Straße',
      'Strasser',
      'U\u0301lfsdottir',
      'Úlfsson',
      'Ullrich',
      'Yıldız',
      'Yilmaz',
      'Zander',
      'Zimmer',
    ];
    // Inserted in a shuffled order (reversed, then every other one first).
    const reversed = [...order].reverse();
    const shuffled = [
      ...reversed.filter((_, i) => i % 2 === 0),
      ...reversed.filter((_, i) => i % 2 === 1),
    ];
    expect((await sortedByDatabase(shuffled)).map(([name]) => name)).toEqual(order);
  });
});
