import { z } from 'zod/mini';
import type { Leg } from '../../../domain/booking';
import {
  addressFromFields,
  legDetailsFromFields,
  legDetailsOf,
  legFieldsOf,
  type AddressFields,
  type LegFields,
} from '../../../domain/form-fields';
import {
  addressFormSchema,
  checkLeg,
  legFormSchema,
  type BookedPickup,
} from '../../../ui/ride-form/ride-form-schema';

/** The fields of one leg the edit screen changes: the ride's own fields and its address. */
export interface LegEditValues extends LegFields, AddressFields {}

/** `booked`: the ride's pickup as it is booked (the lead time is for a moved one). */
export function legEditSchema({
  booked,
  now = () => new Date(),
}: { booked?: BookedPickup; now?: () => Date } = {}) {
  return z.extend(legFormSchema, addressFormSchema.shape).check(
    // The same date, time, flight and luggage rules as the wizards' trip-details form.
    z.superRefine((leg, ctx) =>
      checkLeg(
        leg,
        (field, message) => ctx.addIssue({ code: 'custom', path: [field], message }),
        now(),
        booked,
      ),
    ),
  );
}

export function legEditValuesOf(leg: Leg): LegEditValues {
  return { ...legFieldsOf(legDetailsOf(leg)), ...leg.buchungAdresse };
}

export function applyLegEdit(leg: Leg, values: LegEditValues): Leg {
  return {
    ...leg,
    ...legDetailsFromFields(values),
    buchungAdresse: addressFromFields(values),
  };
}

/**
 * Whether the form moves the ride to another place (postcode or town): the tariff goes by the
 * place, so only then can the price change.
 */
export function movesPlace(values: Pick<AddressFields, 'plz' | 'ort'>, booked: LegEditValues) {
  const same = (a: string | undefined, b: string | undefined) =>
    (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
  return !same(values.plz, booked.plz) || !same(values.ort, booked.ort);
}
