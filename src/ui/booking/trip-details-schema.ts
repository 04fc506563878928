import { z } from 'zod';
import {
  FIELD_MAX as MAX,
  FLIGHT_NUMBER_PATTERN,
  MAX_LUGGAGE,
  TIME_PATTERN,
} from '../../domain/field-rules';
import type { LegFields, TripDetailsFields } from '../../domain/form-fields';
import { rules } from '../service-form';
import { berlinKey, isPastInBerlin } from '../../domain/berlin-time';

/**
 * The trip-details form of both wizards: customer, address, outbound leg and an optional return
 * leg. Values are the form's strings; the wizard maps them onto the booking. Every message is a
 * translation key of the shared `validation` namespace.
 */

const M = {
  ...rules.MESSAGES,
  invalidTime: 'validation.invalidTime',
  pastDateTime: 'validation.pastDateTime',
  returnBeforeOutbound: 'validation.returnBeforeOutbound',
  flightNumber: 'validation.flightNumber',
  range: 'validation.range',
  lengthNotCorrect: 'validation.lengthNotCorrect',
} as const;

export { MAX_LUGGAGE };

export const TIME_KINDS = ['fest', 'flug'] as const;

export type LegFormValues = LegFields;
export type TripDetailsFormValues = TripDetailsFields;

const legShape = z.object({
  datum: z.string(),
  zeit: z.string(),
  flugnummer: z.string().trim().max(MAX.flugnummer, M.lengthNotCorrect),
  zeitArt: z.enum(TIME_KINDS),
  gepaeckstck: z.string().trim(),
  weitereAdresse: rules.lineText(MAX.weitereAdresse, { required: false }),
});

/** The fields of a ride whose timing rules both the wizards and the ride editor check. */
export type LegTiming = Pick<
  LegFormValues,
  'datum' | 'zeit' | 'flugnummer' | 'zeitArt' | 'gepaeckstck'
>;

/**
 * Date, time, flight number and luggage rules of one leg (checked only for legs that are
 * booked); `issue` receives the field and the message key.
 */
export function checkLeg(
  leg: LegTiming,
  issue: (field: keyof LegTiming, message: string) => void,
  now: Date,
) {
  const date = rules.futureDate(() => now).safeParse(leg.datum);
  if (!date.success) issue('datum', date.error.issues[0]?.message ?? M.invalidDate);
  if (!leg.zeit) issue('zeit', M.required);
  else if (!TIME_PATTERN.test(leg.zeit)) issue('zeit', M.invalidTime);
  else if (date.success && isPastInBerlin(leg.datum, leg.zeit, now)) issue('zeit', M.pastDateTime);
  const flight = leg.flugnummer.trim();
  if (flight && !FLIGHT_NUMBER_PATTERN.test(flight)) issue('flugnummer', M.flightNumber);
  else if (!flight && leg.zeitArt === 'flug') issue('flugnummer', M.required);
  const luggage = leg.gepaeckstck.trim();
  if (!luggage) issue('gepaeckstck', M.required);
  else if (!/^\d{1,2}$/.test(luggage) || Number(luggage) > MAX_LUGGAGE)
    issue('gepaeckstck', M.range);
}

export function tripDetailsSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      anredeId: z.string().min(1, M.requiredSelect),
      vorname: rules.nameText(MAX.vorname),
      name: rules.nameText(MAX.name),
      co: rules.optionalNameText(MAX.co),
      email: rules.email().pipe(z.string().max(MAX.email, M.tooLong)),
      mobil: rules.phone(),
      telefon: rules.phone({ required: false }),
      strasse: rules.nameText(MAX.strasse),
      plz: rules.postcode(),
      ort: rules.nameText(MAX.ort),
      ortsteil: rules.optionalNameText(MAX.ortsteil),
      hinfahrt: legShape,
      mitRueckfahrt: z.boolean(),
      rueckfahrt: legShape,
    })
    .superRefine((values, ctx) => {
      const at = now();
      const issueIn =
        (leg: 'hinfahrt' | 'rueckfahrt') => (field: keyof LegTiming, message: string) =>
          ctx.addIssue({ code: 'custom', path: [leg, field], message });
      checkLeg(values.hinfahrt, issueIn('hinfahrt'), at);
      if (!values.mitRueckfahrt) return;
      checkLeg(values.rueckfahrt, issueIn('rueckfahrt'), at);
      const { hinfahrt: out, rueckfahrt: back } = values;
      if (
        back.datum &&
        back.zeit &&
        out.datum &&
        out.zeit &&
        berlinKey(back.datum, back.zeit) <= berlinKey(out.datum, out.zeit)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['rueckfahrt', 'datum'],
          message: M.returnBeforeOutbound,
        });
      }
    });
}
