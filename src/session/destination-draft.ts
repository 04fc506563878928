import { z } from 'zod/mini';
import { DIRECTIONS } from '../domain/booking';
import { storedValue } from './storage';

/**
 * sessionStorage `ReisezielEntwurf`: what the user typed into the company wizard's destination
 * step but did not submit yet, so a reload, Back or a login that ran out does not lose it. Like
 * the trip details' draft (trip-details-draft.ts) it is unvalidated input bound to one state of
 * the booking (`key`, made by the step from the values the form started from).
 */
const text = z.string().check(z.maxLength(2_000));

export const destinationDraftSchema = z.object({
  key: z.string().check(z.maxLength(10_000)),
  values: z.object({
    richtung: z.enum(DIRECTIONS),
    flughafen: text,
    strasse: text,
    plz: text,
    ort: text,
    ortsteil: text,
    datum: text,
    zeit: text,
    erw: text,
    kind: text,
  }),
});

export type DestinationDraftValues = z.infer<typeof destinationDraftSchema>['values'];

export const DESTINATION_DRAFT_KEY = 'ReisezielEntwurf';

export const destinationDraftStore = storedValue(
  () => window.sessionStorage,
  DESTINATION_DRAFT_KEY,
  destinationDraftSchema,
);

/** The destination step's draft for the booking state `key`. */
export function destinationDraftFor(key: string) {
  return {
    /** The typed values, or null when there are none for this booking state. */
    read(): DestinationDraftValues | null {
      const draft = destinationDraftStore.read();
      return draft?.key === key ? draft.values : null;
    },
    /** Keeps the typed values; input beyond the schema's bounds is not kept (never throws). */
    save(values: DestinationDraftValues): void {
      const parsed = destinationDraftSchema.safeParse({ key, values });
      if (parsed.success) destinationDraftStore.write(parsed.data);
      else destinationDraftStore.clear();
    },
    clear: destinationDraftStore.clear,
  };
}
