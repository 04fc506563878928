import { z } from 'zod/mini';
import { tripDetailsFieldsSchema } from '../domain/form-fields';
import { storedValue } from './storage';

/**
 * sessionStorage `ReiseDetailsEntwurf`: what the user typed into a wizard's trip-details step
 * but did not submit yet, so a reload does not lose it. It is unvalidated input (the form checks
 * it on submit), so the schema only bounds its shape and size; anything else reads as null.
 * A draft belongs to one wizard and one state of the booking (`key`, made by the step from the
 * values the form started from): a draft of another booking is never filled in.
 */

/** Far above every field's own limit; longer text was not typed into our form. */
const text = z.string().check(z.maxLength(2_000));

/**
 * The trip-details form's values, field for field as the domain declares them
 * (src/domain/form-fields.ts), each text only bounded in size. A stored draft that lacks a
 * field (written before the field existed) reads as none: the form starts from the booking.
 */
export const tripDetailsDraftValuesSchema = tripDetailsFieldsSchema(text);

export const tripDetailsDraftSchema = z.object({
  flow: z.enum(['privat', 'firma']),
  key: z.string().check(z.maxLength(10_000)),
  values: tripDetailsDraftValuesSchema,
  /** The company wizard's cost centre and department, typed next to the form. */
  extra: z.optional(z.object({ kst: z.optional(text), bereich: z.optional(text) })),
});

export type TripDetailsDraft = z.infer<typeof tripDetailsDraftSchema>;
export type TripDetailsDraftValues = TripDetailsDraft['values'];
export type TripDetailsDraftFlow = TripDetailsDraft['flow'];

export const TRIP_DETAILS_DRAFT_KEY = 'ReiseDetailsEntwurf';

export const tripDetailsDraftStore = storedValue(
  () => window.sessionStorage,
  TRIP_DETAILS_DRAFT_KEY,
  tripDetailsDraftSchema,
);

/** The draft of one wizard's trip-details step for the booking state `key`. */
export function tripDetailsDraftFor(flow: TripDetailsDraftFlow, key: string) {
  return {
    /** The typed values, or null when there are none for this wizard and booking state. */
    read(): Pick<TripDetailsDraft, 'values' | 'extra'> | null {
      const draft = tripDetailsDraftStore.read();
      if (!draft || draft.flow !== flow || draft.key !== key) return null;
      return { values: draft.values, extra: draft.extra };
    },
    /** Keeps the typed values; input beyond the schema's bounds is not kept (never throws). */
    save(values: TripDetailsDraftValues, extra?: TripDetailsDraft['extra']): void {
      const parsed = tripDetailsDraftSchema.safeParse({ flow, key, values, extra });
      if (parsed.success) tripDetailsDraftStore.write(parsed.data);
      else tripDetailsDraftStore.clear();
    },
    clear: tripDetailsDraftStore.clear,
  };
}
