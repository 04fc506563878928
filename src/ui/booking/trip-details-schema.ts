import { z } from 'zod';
import { rules } from '../service-form';
import { berlinKey, isPastInBerlin } from './berlin-time';

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

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const FLIGHT = /^[A-Z0-9]{2,3}\s?\d{1,4}[A-Z]?$/i;
export const MAX_LUGGAGE = 20;

export const TIME_KINDS = ['fest', 'flug'] as const;

export interface LegFormValues {
  datum: string;
  zeit: string;
  flugnummer: string;
  /** fest: picked up at exactly this time; flug: pickup follows the flight. */
  zeitArt: (typeof TIME_KINDS)[number];
  gepaeckstck: string;
  weitereAdresse: string;
}

export interface TripDetailsFormValues {
  anredeId: string;
  vorname: string;
  name: string;
  co: string;
  email: string;
  mobil: string;
  telefon: string;
  strasse: string;
  plz: string;
  ort: string;
  ortsteil: string;
  hinfahrt: LegFormValues;
  mitRueckfahrt: boolean;
  rueckfahrt: LegFormValues;
}

const legShape = z.object({
  datum: z.string(),
  zeit: z.string(),
  flugnummer: z.string().trim().max(10, M.lengthNotCorrect),
  zeitArt: z.enum(TIME_KINDS),
  gepaeckstck: z.string().trim(),
  weitereAdresse: rules.lineText(200, { required: false }),
});

/** Date, time, flight number and luggage rules of one leg (checked only for legs that are booked). */
function checkLeg(leg: LegFormValues, path: 'hinfahrt' | 'rueckfahrt', ctx: z.RefinementCtx, now: Date) {
  const issue = (field: keyof LegFormValues, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path, field], message });
  const date = rules.futureDate(() => now).safeParse(leg.datum);
  if (!date.success) issue('datum', date.error.issues[0]?.message ?? M.invalidDate);
  if (!leg.zeit) issue('zeit', M.required);
  else if (!TIME.test(leg.zeit)) issue('zeit', M.invalidTime);
  else if (date.success && isPastInBerlin(leg.datum, leg.zeit, now)) issue('zeit', M.pastDateTime);
  const flight = leg.flugnummer.trim();
  if (flight && !FLIGHT.test(flight)) issue('flugnummer', M.flightNumber);
  else if (!flight && leg.zeitArt === 'flug') issue('flugnummer', M.required);
  const luggage = leg.gepaeckstck.trim();
  if (!luggage) issue('gepaeckstck', M.required);
  else if (!/^\d{1,2}$/.test(luggage) || Number(luggage) > MAX_LUGGAGE) issue('gepaeckstck', M.range);
}

export function tripDetailsSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      anredeId: z.string().min(1, M.requiredSelect),
      vorname: rules.nameText(60),
      name: rules.nameText(60),
      co: rules.optionalNameText(60),
      email: rules.email().pipe(z.string().max(120, M.tooLong)),
      mobil: rules.phone(),
      telefon: rules.phone({ required: false }),
      strasse: rules.nameText(120),
      plz: rules.postcode(),
      ort: rules.nameText(80),
      ortsteil: rules.optionalNameText(80),
      hinfahrt: legShape,
      mitRueckfahrt: z.boolean(),
      rueckfahrt: legShape,
    })
    .superRefine((values, ctx) => {
      const at = now();
      checkLeg(values.hinfahrt, 'hinfahrt', ctx, at);
      if (!values.mitRueckfahrt) return;
      checkLeg(values.rueckfahrt, 'rueckfahrt', ctx, at);
      const { hinfahrt: out, rueckfahrt: back } = values;
      if (back.datum && back.zeit && out.datum && out.zeit && berlinKey(back.datum, back.zeit) <= berlinKey(out.datum, out.zeit)) {
        ctx.addIssue({ code: 'custom', path: ['rueckfahrt', 'datum'], message: M.returnBeforeOutbound });
      }
    });
}
