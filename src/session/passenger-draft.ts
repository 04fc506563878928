import { z } from 'zod/mini';
import { draftText, keyedDraft } from './keyed-draft';

/**
 * sessionStorage `PassagierEntwurf`: the new passenger typed into the company wizard's first step
 * but not sent yet (see keyed-draft.ts). Field by field as text: the company's form takes from it
 * only its own fields (i18n fitToForm), as it does with what the language switch kept.
 */
const passengerDraftValuesSchema = z.record(z.string().check(z.maxLength(40)), draftText);

export type PassengerDraftValues = z.infer<typeof passengerDraftValuesSchema>;

export const PASSENGER_DRAFT_KEY = 'PassagierEntwurf';

const passengerDraft = keyedDraft(PASSENGER_DRAFT_KEY, passengerDraftValuesSchema);

export const passengerDraftStore = passengerDraft.store;

/** The passenger step's draft for the booking state `key`. */
export const passengerDraftFor = (key: string) => passengerDraft.for(key);
