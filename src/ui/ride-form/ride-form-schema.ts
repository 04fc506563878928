import { z } from 'zod/mini';
import {
  FIELD_MAX as MAX,
  FLIGHT_NUMBER_PATTERN,
  MAX_LUGGAGE,
  TIME_PATTERN,
} from '../../domain/field-rules';
import { legFieldsSchema, type AddressFields, type LegFields } from '../../domain/form-fields';
import { PICKUP_PROBLEM_MESSAGE, pickupProblem } from '../../domain/pickup';
import * as rules from '../service-form/rules';

/**
 * The rules of a ride's fields and the address it starts or ends at, shared by the wizards'
 * trip-details form and the company's ride editor. The fields themselves come from the domain
 * (form-fields.ts); only what a form checks beyond their shape is written here. Every message is a translation key of the
 * shared `validation` namespace.
 */

const M = {
  ...rules.MESSAGES,
  flightNumber: 'validation.flightNumber',
  range: 'validation.range',
} as const;

/** One ride's fields with their per-field rules; timing rules across fields: checkLeg. */
export const legFormSchema = z.extend(legFieldsSchema(z.string()), {
  flugnummer: z.string().check(z.trim(), z.maxLength(MAX.flugnummer, M.tooLong)),
  gepaeckstck: z.string().check(z.trim()),
  weitereAdresse: rules.lineText(MAX.weitereAdresse, { required: false }),
});

/** A required street address (pickup or drop-off). */
export const addressFormSchema = z.object({
  strasse: rules.nameText(MAX.strasse),
  plz: rules.postcode(),
  ort: rules.nameText(MAX.ort),
  ortsteil: rules.optionalNameText(MAX.ortsteil),
}) satisfies z.ZodMiniType<AddressFields>;

/** The fields of a ride whose timing rules both the wizards and the ride editor check. */
export type LegTiming = Pick<
  LegFields,
  'datum' | 'zeit' | 'flugnummer' | 'zeitArt' | 'gepaeckstck'
>;

/** A ride's pickup as it is booked. */
export type BookedPickup = Pick<LegFields, 'datum' | 'zeit'>;

/**
 * Date, time, flight number and luggage rules of one leg (checked only for legs that are
 * booked); `issue` receives the field and the message key. A pickup left as it is `booked` may
 * be inside the lead time by now; a new or moved one may not.
 */
export function checkLeg(
  leg: LegTiming,
  issue: (field: keyof LegTiming, message: string) => void,
  now: Date,
  booked?: BookedPickup,
) {
  const date = rules.futureDate(() => now).safeParse(leg.datum);
  if (!date.success) issue('datum', date.error.issues[0]?.message ?? M.invalidDate);
  if (!leg.zeit) issue('zeit', M.required);
  else if (!TIME_PATTERN.test(leg.zeit)) issue('zeit', M.invalidTime);
  else if (date.success) {
    const problem = pickupProblem(leg.datum, leg.zeit, now);
    const asBooked = booked?.datum === leg.datum && booked.zeit === leg.zeit;
    if (problem === 'past' || (problem === 'leadTime' && !asBooked))
      issue('zeit', PICKUP_PROBLEM_MESSAGE[problem]);
  }
  const flight = leg.flugnummer.trim();
  if (flight && !FLIGHT_NUMBER_PATTERN.test(flight)) issue('flugnummer', M.flightNumber);
  else if (!flight && leg.zeitArt === 'flug') issue('flugnummer', M.required);
  const luggage = leg.gepaeckstck.trim();
  if (!luggage) issue('gepaeckstck', M.required);
  else if (!/^\d{1,2}$/.test(luggage) || Number(luggage) > MAX_LUGGAGE)
    issue('gepaeckstck', M.range);
}
