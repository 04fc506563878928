import type { Address, Booking, KundeStamm } from '../../src/domain/booking';
import { legDetailsOf, type LegDetails } from '../../src/domain/form-fields';

/** The leg fields the trip-details step edits (the domain's); the rest of a leg (ids, status) stays. */
export type { LegDetails };

/** What the trip-details step submits (already checked by the step's form schema). */
export interface TripDetails {
  kunde: Pick<
    KundeStamm,
    'anredeId' | 'anrede' | 'vorname' | 'name' | 'co' | 'email' | 'mobil' | 'telefon'
  >;
  adresse: Address;
  hinfahrt: LegDetails;
  mitRueckfahrt: boolean;
  rueckfahrt: LegDetails;
}

/** The trip-details view of a draft, to fill the form again. */
export function tripDetailsOf(booking: Booking): TripDetails {
  const { anredeId, anrede, vorname, name, co, email, mobil, telefon } = booking.kundeStamm;
  const { strasse, plz, ort, ortsteil } = booking.kundeAdresse;
  return {
    kunde: { anredeId, anrede, vorname, name, co, email, mobil, telefon },
    adresse: { strasse, plz, ort, ortsteil },
    hinfahrt: legDetailsOf(booking.hinfahrt),
    mitRueckfahrt: booking.mitRueckfahrt,
    rueckfahrt: legDetailsOf(booking.rueckfahrt),
  };
}

/**
 * Writes submitted trip details into a draft. The customer's address is where the outbound leg
 * picks up (to the airport) or drops off (from the airport), and the return leg the other way.
 */
export function applyTripDetails(booking: Booking, details: TripDetails): Booking {
  const address = { ...details.adresse };
  return {
    ...booking,
    mitRueckfahrt: details.mitRueckfahrt,
    kundeStamm: { ...booking.kundeStamm, ...details.kunde },
    kundeAdresse: { ...booking.kundeAdresse, ...address },
    hinfahrt: { ...booking.hinfahrt, ...details.hinfahrt, buchungAdresse: { ...address } },
    rueckfahrt: { ...booking.rueckfahrt, ...details.rueckfahrt, buchungAdresse: { ...address } },
  };
}
