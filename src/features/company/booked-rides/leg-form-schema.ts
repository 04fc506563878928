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
import { rideOrderMessage } from '../../../domain/ride-order';
import {
  addressFormSchema,
  checkLeg,
  legFormSchema,
  type BookedPickup,
} from '../../../ui/ride-form/ride-form-schema';

/** The fields of one leg the edit screen changes: the ride's own fields and its address. */
export interface LegEditValues extends LegFields, AddressFields {}

/** The booking's other ride, by its pickup date and time. */
export interface OtherRide {
  leg: 'hinfahrt' | 'rueckfahrt';
  datum: string;
  zeit: string;
}

/**
 * `booked`: the ride's pickup as it is booked (the lead time is for a moved one). `other`: the
 * booking's other ride that still takes place, which an outbound ride must stay before and a
 * return ride after (the server's rule, said here at the date before anything is sent).
 */
export function legEditSchema({
  booked,
  other,
  now = () => new Date(),
}: {
  booked?: BookedPickup;
  other?: OtherRide;
  now?: () => Date;
} = {}) {
  return z.extend(legFormSchema, addressFormSchema.shape).check(
    z.superRefine((leg, ctx) => {
      const issue = (field: keyof LegEditValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      // The same date, time, flight and luggage rules as the wizards' trip-details form.
      checkLeg(leg, issue, now(), booked);
      if (!other || !leg.datum || !leg.zeit) return;
      const moved = other.leg === 'rueckfahrt' ? 'hinfahrt' : 'rueckfahrt';
      const message = rideOrderMessage(moved, leg, other);
      if (message) issue('datum', message);
    }),
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
