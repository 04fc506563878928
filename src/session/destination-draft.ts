import { z } from 'zod/mini';
import { DIRECTIONS } from '../domain/booking';
import { draftText as text, keyedDraft } from './keyed-draft';

/**
 * sessionStorage `ReisezielEntwurf`: what the user typed into the company wizard's destination
 * step but did not submit yet (see keyed-draft.ts).
 */
const destinationDraftValuesSchema = z.object({
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
});

export type DestinationDraftValues = z.infer<typeof destinationDraftValuesSchema>;

export const DESTINATION_DRAFT_KEY = 'ReisezielEntwurf';

const destinationDraft = keyedDraft(DESTINATION_DRAFT_KEY, destinationDraftValuesSchema);

export const destinationDraftStore = destinationDraft.store;

/** The destination step's draft for the booking state `key`. */
export const destinationDraftFor = (key: string) => destinationDraft.for(key);
