import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * Names in the order of a German phone book (DIN 5007-1): case does not count, an umlaut sorts
 * as its vowel and ß as ss ("de Vries", "Äbi" and "Özkan" among D, A and O, not after Z). A
 * plain ORDER BY sorts by code point, and PGlite has neither ICU collations nor a UTF-8 aware
 * lower() or translate(), so the key replaces whole characters, then lowers the ASCII letters.
 */
const FOLDS: [string, string][] = [
  ['ä', 'a'],
  ['Ä', 'a'],
  ['ö', 'o'],
  ['Ö', 'o'],
  ['ü', 'u'],
  ['Ü', 'u'],
  ['ß', 'ss'],
  ['é', 'e'],
  ['É', 'e'],
  ['è', 'e'],
  ['ê', 'e'],
  ['á', 'a'],
  ['à', 'a'],
  ['ó', 'o'],
  ['ò', 'o'],
  ['ô', 'o'],
  ['í', 'i'],
  ['ú', 'u'],
  ['ç', 'c'],
  ['ñ', 'n'],
];

export function germanOrder(column: AnyColumn): SQL {
  const folded = FOLDS.reduce<SQL>(
    (text, [from, to]) => sql`replace(${text}, ${from}, ${to})`,
    sql`${column}`,
  );
  return sql`lower(${folded})`;
}
