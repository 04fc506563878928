import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/*
 * Names in the order of a German phone book (DIN 5007-2): case does not count, ä, ö and ü sort
 * as ae, oe and ue, ß as ss, and the other accented Latin letters of European names as their
 * base letter (Úlfsson among U, Yıldız among Y, Øster among O, Łęcki among L), never after Z.
 * A plain ORDER BY sorts by code point, PGlite has no ICU collations, and PostgreSQL's lower()
 * leaves non-ASCII letters alone in a C locale. So the key is folded in SQL that behaves alike
 * on both (UTF-8 databases): replace() for the letters that become two, one translate() that
 * maps every other accented letter, capital or small, to its small base letter, then lower()
 * for A-Z, compared byte by byte (COLLATE "C"). A name typed decomposed ("U" + U+0301) is
 * composed first (normalize NFC).
 */

/** Letters that sort as two (phone book), capital and small. */
const MULTI: readonly [string, string][] = [
  ['ä', 'ae'],
  ['Ä', 'ae'],
  ['ö', 'oe'],
  ['Ö', 'oe'],
  ['ü', 'ue'],
  ['Ü', 'ue'],
  ['ß', 'ss'],
  ['ẞ', 'ss'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['ĳ', 'ij'],
  ['Ĳ', 'ij'],
  ['þ', 'th'],
  ['Þ', 'th'],
];

/** Small letters that sort as their base letter; their capitals are added below. */
const BASE: Record<string, string> = {
  a: 'àáâãåāăąǎ',
  c: 'çćĉċč',
  d: 'ďđð',
  e: 'èéêëēĕėęě',
  g: 'ĝğġģ',
  h: 'ĥħ',
  i: 'ìíîïĩīĭįıǐ',
  j: 'ĵ',
  k: 'ķĸ',
  l: 'ĺļľŀł',
  n: 'ñńņňŉŋ',
  o: 'òóôõøōŏőǒ',
  r: 'ŕŗř',
  s: 'śŝşšșſ',
  t: 'ţťŧț',
  u: 'ùúûũūŭůűųǔ',
  w: 'ŵ',
  y: 'ýÿŷ',
  z: 'źżž',
};

/** Capitals whose small letter is not in BASE by toUpperCase (the dotted İ of Turkish). */
const EXTRA_CAPITALS: Record<string, string> = { İ: 'i' };

function singleFolds(): [string, string][] {
  const folds: [string, string][] = [];
  for (const [base, letters] of Object.entries(BASE)) {
    for (const small of letters) {
      folds.push([small, base]);
      const capital = small.toUpperCase();
      // ı, ĸ, ŉ, ſ have no capital of their own (ı's is the ASCII I, which lower() handles).
      if (capital !== small && capital.length === 1 && capital > '\u007f')
        folds.push([capital, base]);
    }
  }
  folds.push(...Object.entries(EXTRA_CAPITALS));
  return folds;
}

const SINGLE = singleFolds();
/** translate()'s from and to: one character each. */
const TRANSLATE_FROM = SINGLE.map(([from]) => from).join('');
const TRANSLATE_TO = SINGLE.map(([, to]) => to).join('');
const SINGLE_MAP = new Map(SINGLE);

/** The sort key in JavaScript, the same as the SQL one (tests compare the two). */
export function germanSortKey(text: string): string {
  let folded = text.normalize('NFC');
  for (const [from, to] of MULTI) folded = folded.split(from).join(to);
  return Array.from(folded)
    .map((ch) => SINGLE_MAP.get(ch) ?? ch)
    .join('')
    .replace(/[A-Z]/g, (ch) => ch.toLowerCase());
}

/** The characters the key folds: the tests check that each comes out as ASCII letters. */
export const FOLDED_LETTERS: readonly string[] = [
  ...MULTI.map(([from]) => from),
  ...SINGLE.map(([from]) => from),
];

/** True when `text` is plain ASCII (in UTF-8 every other character takes more than one byte). */
const isAscii = (text: SQL) => sql`octet_length(${text}) = char_length(${text})`;

/**
 * `ORDER BY germanOrder(column)`: the column in phone-book order (see above). translate() with
 * its long list costs more per row than the rest of a list's query, so only names that are still
 * not ASCII once ä, ö, ü and ß are written out get there; most names are ASCII from the start.
 */
export function germanOrder(column: AnyColumn | SQL): SQL {
  const value = sql`${column}`;
  const multi = (text: SQL) =>
    MULTI.reduce<SQL>((folded, [from, to]) => sql`replace(${folded}, ${from}, ${to})`, text);
  const written = multi(value);
  const composed = multi(sql`normalize(${value}, NFC)`);
  return sql`((CASE WHEN ${isAscii(value)} THEN lower(${value}) WHEN ${isAscii(written)} THEN lower(${written}) ELSE lower(translate(${composed}, ${TRANSLATE_FROM}, ${TRANSLATE_TO})) END) COLLATE "C")`;
}
