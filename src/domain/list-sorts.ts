/**
 * The orders the company's lists can be sorted in, once for the client (the tables' column
 * headers, the rides filter) and the server's list queries (GET /Buchung/Liste,
 * /Kunde/SucheMitBereich). A value is a column and a direction: "Auf" ascending, "Ab"
 * descending; the rides' plain "name" (ascending) is older than that convention.
 */
export const RIDE_SORTS = [
  'datumAuf',
  'datumAb',
  'erstelltAb',
  'name',
  'nameAb',
  'preisAuf',
  'preisAb',
] as const;
export type RideSort = (typeof RIDE_SORTS)[number];

export const CUSTOMER_SORTS = [
  'nameAuf',
  'nameAb',
  'bereichAuf',
  'bereichAb',
  'kstAuf',
  'kstAb',
  'ortAuf',
  'ortAb',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** A sort value as a table shows it: its column and direction ("datumAb": datum, descending). */
export function columnSortOf(sort: string): { field: string; order: 1 | -1 } {
  const [, field = sort, direction] = /^(.+?)(Auf|Ab)?$/.exec(sort) ?? [];
  return { field, order: direction === 'Ab' ? -1 : 1 };
}

/** The sort value of a column and direction, if the list can be sorted so. */
export function sortOfColumn<Sort extends string>(
  sorts: readonly Sort[],
  field: string,
  order: 1 | -1,
): Sort | undefined {
  const names = order === -1 ? [`${field}Ab`] : [`${field}Auf`, field];
  return sorts.find((sort) => names.includes(sort));
}
