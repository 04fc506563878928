import { z } from 'zod';
import type { Leg } from '../../../domain/booking';
import { isPastInBerlin } from '../../../ui/booking';
import { rules } from '../../../ui/service-form';

/** The fields of one leg the edit screen changes: time, flight, luggage and the address. */
export interface LegEditValues {
  datum: string;
  zeit: string;
  flugnummer: string;
  zeitArt: 'fest' | 'flug';
  gepaeckstck: string;
  weitereAdresse: string;
  strasse: string;
  plz: string;
  ort: string;
  ortsteil: string;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const FLIGHT = /^[A-Z0-9]{2,3}\s?\d{1,4}[A-Z]?$/i;

export function legEditSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      datum: z.string(),
      zeit: z.string(),
      flugnummer: z.string().trim().max(10, 'validation.lengthNotCorrect'),
      zeitArt: z.enum(['fest', 'flug']),
      gepaeckstck: z.string().trim(),
      weitereAdresse: rules.lineText(200, { required: false }),
      strasse: rules.nameText(120),
      plz: rules.postcode(),
      ort: rules.nameText(80),
      ortsteil: rules.optionalNameText(80),
    })
    .superRefine((leg, ctx) => {
      const issue = (field: keyof LegEditValues, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      const date = rules.futureDate(now).safeParse(leg.datum);
      if (!date.success) issue('datum', date.error.issues[0]?.message ?? 'validation.invalidDate');
      if (!leg.zeit) issue('zeit', 'validation.required');
      else if (!TIME.test(leg.zeit)) issue('zeit', 'validation.invalidTime');
      else if (date.success && isPastInBerlin(leg.datum, leg.zeit, now())) issue('zeit', 'validation.pastDateTime');
      const flight = leg.flugnummer.trim();
      if (flight && !FLIGHT.test(flight)) issue('flugnummer', 'validation.flightNumber');
      else if (!flight && leg.zeitArt === 'flug') issue('flugnummer', 'validation.required');
      if (!/^\d{1,2}$/.test(leg.gepaeckstck) || Number(leg.gepaeckstck) > 20) issue('gepaeckstck', 'validation.range');
    });
}

export function legEditValuesOf(leg: Leg): LegEditValues {
  return {
    datum: leg.datum,
    zeit: leg.zeit,
    flugnummer: leg.flugnummer,
    zeitArt: leg.istFesteZeit ? 'fest' : 'flug',
    gepaeckstck: String(leg.gepaeckstck),
    weitereAdresse: leg.weitereAdresse,
    ...leg.buchungAdresse,
  };
}

export function applyLegEdit(leg: Leg, values: LegEditValues): Leg {
  return {
    ...leg,
    datum: values.datum,
    zeit: values.zeit,
    flugnummer: values.flugnummer.trim().toUpperCase(),
    istFesteZeit: values.zeitArt === 'fest',
    gepaeckstck: Number(values.gepaeckstck),
    weitereAdresse: values.weitereAdresse.trim(),
    buchungAdresse: { strasse: values.strasse.trim(), plz: values.plz.trim(), ort: values.ort.trim(), ortsteil: values.ortsteil.trim() },
  };
}
