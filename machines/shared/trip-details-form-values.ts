import { bookingSchema, newLeg, type Booking } from '../../src/domain/booking';
import {
  legDetailsFromFields,
  legDetailsOf,
  legFieldsOf,
  personFieldsOf,
  type TripDetailsFields,
} from '../../src/domain/form-fields';
import { applyTripDetails, tripDetailsOf, type TripDetails } from './trip-details';

/*
 * Mapping between TripDetails and the string values of the shared trip-details form (their
 * shape is src/domain/form-fields.ts, shared with src/features/booking/ui/trip-details-schema.ts).
 * Both wizards use it in their trip-details step.
 */

export type TripDetailsFormFields = TripDetailsFields;

export function tripDetailsToForm(details: TripDetails): TripDetailsFormFields {
  const { kunde, adresse } = details;
  return {
    ...personFieldsOf(kunde),
    strasse: adresse.strasse,
    plz: adresse.plz,
    ort: adresse.ort,
    ortsteil: adresse.ortsteil,
    hinfahrt: legFieldsOf(details.hinfahrt),
    mitRueckfahrt: details.mitRueckfahrt,
    rueckfahrt: legFieldsOf(details.rueckfahrt),
  };
}

/**
 * Form values (checked, or laid onto a draft unchecked by withTypedTripDetails) to TripDetails;
 * `salutationBeforeName` resolves anredeId to the text printed before the name (Salutation.anrede).
 */
export function tripDetailsFromForm(
  values: TripDetailsFormFields,
  salutationBeforeName: (id: number) => string,
): TripDetails {
  const anredeId = values.anredeId ? Number(values.anredeId) : null;
  const trimmed = (value: string) => value.trim();
  return {
    kunde: {
      anredeId,
      anrede: anredeId === null ? '' : salutationBeforeName(anredeId),
      vorname: trimmed(values.vorname),
      name: trimmed(values.name),
      co: trimmed(values.co),
      email: trimmed(values.email),
      mobil: trimmed(values.mobil),
      telefon: trimmed(values.telefon),
    },
    adresse: {
      strasse: trimmed(values.strasse),
      plz: trimmed(values.plz),
      ort: trimmed(values.ort),
      ortsteil: trimmed(values.ortsteil),
    },
    hinfahrt: legDetailsFromFields(values.hinfahrt),
    mitRueckfahrt: values.mitRueckfahrt,
    // Without a return ride its fields are kept empty, so no stale values are booked.
    rueckfahrt: values.mitRueckfahrt
      ? legDetailsFromFields(values.rueckfahrt)
      : legDetailsOf(newLeg('Rückfahrt')),
  };
}

/**
 * What was typed into a draft's trip-details step and not sent, laid onto that draft (a new
 * request takes it over: src/domain/booking.ts keepWhatStillFits). The typing is unchecked: the
 * person and address are taken if they fit the draft's shape, and then the rides if they fit it
 * too; what does not fit leaves that part of the draft as it was. A salutation other than the
 * stored one gets its text when the step is sent.
 */
export function withTypedTripDetails(booking: Booking, typed: TripDetailsFormFields): Booking {
  const { anredeId, anrede } = booking.kundeStamm;
  const details = tripDetailsFromForm(typed, (id) => (id === anredeId ? anrede : ''));
  const stored = tripDetailsOf(booking);
  const traveller = applyTripDetails(booking, {
    ...stored,
    kunde: details.kunde,
    adresse: details.adresse,
  });
  if (!bookingSchema.safeParse(traveller).success) return booking;
  const withRides = applyTripDetails(booking, details);
  return bookingSchema.safeParse(withRides).success ? withRides : traveller;
}
