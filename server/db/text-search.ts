import { and, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';

/** An ILIKE pattern that finds `value` anywhere, its own % and _ taken literally. */
export const containsPattern = (value: string) =>
  `%${value.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * A list's search box: every word typed must be found in one of the columns, in any order, so
 * "Greta Albers" and "Albers, Greta" find the passenger as "Albers" does. Null for a blank search.
 */
export function matchesEveryWord(search: string, columns: readonly AnyColumn[]): SQL | null {
  const words = search.split(/[\s,;]+/).filter((word) => word !== '');
  if (words.length === 0) return null;
  return and(
    ...words.map((word) => or(...columns.map((column) => ilike(column, containsPattern(word))))),
  )!;
}
