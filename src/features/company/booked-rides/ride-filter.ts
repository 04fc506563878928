import { z } from 'zod/mini';
import type { CompanyBookingQuery } from '../../../api/booking';
import * as rules from '../../../ui/service-form/rules';

export const STATUSES = ['aktiv', 'storniert', 'alle'] as const;
import { RIDE_SORTS, type RideSort } from '../../../domain/list-sorts';

export const SORTS = RIDE_SORTS;
export type Sort = RideSort;
export type RideQuery = Required<Omit<CompanyBookingQuery, 'proSeite'>>;

const SEARCH_MAX = 100;
const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
const isoDate = (value: string | null) =>
  value && rules.anyDate().safeParse(value).success ? value : '';

/** The filter lives in the URL, so reload, back and a shared link show the same list. */
export function rideQueryOf(params: URLSearchParams): RideQuery {
  const page = Number(params.get('seite'));
  return {
    suche: (params.get('suche') ?? '').slice(0, SEARCH_MAX),
    von: isoDate(params.get('von')),
    bis: isoDate(params.get('bis')),
    status: pick(params.get('status'), STATUSES, 'aktiv'),
    sortierung: pick(params.get('sortierung'), SORTS, 'datumAuf'),
    seite: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export type RideFilterValues = Omit<RideQuery, 'seite'>;

const optionalDate = z.string().check(
  z.trim(),
  z.refine(
    (value) => value === '' || rules.anyDate().safeParse(value).success,
    'validation.invalidDate',
  ),
);

/** The filter form: dates typed in the site's language arrive here as YYYY-MM-DD or as typed. */
export const rideFilterSchema = z
  .object({
    suche: z.string().check(z.trim(), z.maxLength(SEARCH_MAX, 'validation.lengthNotCorrect')),
    von: optionalDate,
    bis: optionalDate,
    status: z.enum(STATUSES),
    sortierung: z.enum(SORTS),
  })
  .check(
    z.superRefine((filter, ctx) => {
      if (filter.von && filter.bis && filter.bis < filter.von)
        ctx.addIssue({ code: 'custom', path: ['bis'], message: 'company.rides.toBeforeFrom' });
    }),
  );

/** The URL of a filter: the first page, without the defaults' empty values. */
export function paramsOfFilter(filter: RideFilterValues): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) next.set(name, value);
  return next;
}
