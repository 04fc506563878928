import { z } from 'zod';
import type { Leg } from '../../../domain/booking';
import { FIELD_MAX as MAX } from '../../../domain/field-rules';
import type { AddressFields, LegFields } from '../../../domain/form-fields';
import { checkLeg } from '../../../ui/booking/trip-details-schema';
import { rules } from '../../../ui/service-form';

/** The fields of one leg the edit screen changes: time, flight, luggage and the address. */
export interface LegEditValues extends LegFields, AddressFields {}

export function legEditSchema(now: () => Date = () => new Date()) {
  return (
    z
      .object({
        datum: z.string(),
        zeit: z.string(),
        flugnummer: z.string().trim().max(MAX.flugnummer, 'validation.lengthNotCorrect'),
        zeitArt: z.enum(['fest', 'flug']),
        gepaeckstck: z.string().trim(),
        weitereAdresse: rules.lineText(MAX.weitereAdresse, { required: false }),
        strasse: rules.nameText(MAX.strasse),
        plz: rules.postcode(),
        ort: rules.nameText(MAX.ort),
        ortsteil: rules.optionalNameText(MAX.ortsteil),
      })
      // The same date, time, flight and luggage rules as the wizards' trip-details form.
      .superRefine((leg, ctx) =>
        checkLeg(
          leg,
          (field, message) => ctx.addIssue({ code: 'custom', path: [field], message }),
          now(),
        ),
      )
  );
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
    buchungAdresse: {
      strasse: values.strasse.trim(),
      plz: values.plz.trim(),
      ort: values.ort.trim(),
      ortsteil: values.ortsteil.trim(),
    },
  };
}
