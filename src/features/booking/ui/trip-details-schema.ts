import { z } from 'zod/mini';
import { returnFollowsOutbound } from '../../../domain/ride-order';
import { FIELD_MAX as MAX } from '../../../domain/field-rules';
import type { TripDetailsFields } from '../../../domain/form-fields';
import {
  addressFormSchema,
  checkLeg,
  legFormSchema,
  type BookedPickup,
  type LegTiming,
} from '../../../ui/ride-form/ride-form-schema';
import * as rules from '../../../ui/service-form/rules';

/**
 * The trip-details form of both wizards: customer, address, outbound leg and an optional return
 * leg. Values are the form's strings (their fields: src/domain/form-fields.ts); the wizard maps
 * them onto the booking. Every message is a translation key of the shared `validation` namespace.
 */

export type TripDetailsFormValues = TripDetailsFields;

/** The legs' pickups as booked, for a booking already made (the lead time is for a moved one). */
export interface BookedPickups {
  hinfahrt: BookedPickup;
  rueckfahrt: BookedPickup;
}

export function tripDetailsSchema({
  booked,
  now = () => new Date(),
}: { booked?: BookedPickups; now?: () => Date } = {}) {
  return z
    .object({
      anredeId: z.string().check(z.minLength(1, rules.MESSAGES.requiredSelect)),
      vorname: rules.nameText(MAX.vorname),
      name: rules.nameText(MAX.name),
      co: rules.optionalNameText(MAX.co),
      email: z.pipe(
        rules.email(),
        z.string().check(z.maxLength(MAX.email, rules.MESSAGES.tooLong)),
      ),
      mobil: rules.phone(),
      telefon: rules.phone({ required: false }),
      ...addressFormSchema.shape,
      hinfahrt: legFormSchema,
      mitRueckfahrt: z.boolean(),
      rueckfahrt: legFormSchema,
    })
    .check(
      z.superRefine((values, ctx) => {
        const at = now();
        const issueIn =
          (leg: 'hinfahrt' | 'rueckfahrt') => (field: keyof LegTiming, message: string) =>
            ctx.addIssue({ code: 'custom', path: [leg, field], message });
        checkLeg(values.hinfahrt, issueIn('hinfahrt'), at, booked?.hinfahrt);
        if (!values.mitRueckfahrt) return;
        checkLeg(values.rueckfahrt, issueIn('rueckfahrt'), at, booked?.rueckfahrt);
        const { hinfahrt: out, rueckfahrt: back } = values;
        if (back.datum && back.zeit && out.datum && out.zeit && !returnFollowsOutbound(out, back)) {
          ctx.addIssue({
            code: 'custom',
            path: ['rueckfahrt', 'datum'],
            message: 'validation.returnBeforeOutbound',
          });
        }
      }),
    );
}
