/**
 * The string values of the forms that edit a customer, an address or a ride, shared by the
 * client's forms and the machines' mapping onto a booking (machines import only src/domain).
 * Rules and limits of the fields: field-rules.ts.
 */

/** Who travels / who is the contact (kundeStamm without ids); anredeId '' is none chosen. */
export type PersonFields = Record<
  'anredeId' | 'vorname' | 'name' | 'co' | 'email' | 'mobil' | 'telefon',
  string
>;

/** A street address (kundeAdresse, buchungAdresse). */
export type AddressFields = Record<'strasse' | 'plz' | 'ort' | 'ortsteil', string>;

/** One ride's timing and extras. */
export interface LegFields {
  datum: string;
  zeit: string;
  flugnummer: string;
  /** fest: picked up at exactly this time; flug: pickup follows the flight. */
  zeitArt: 'fest' | 'flug';
  gepaeckstck: string;
  weitereAdresse: string;
}

/** The trip-details step of both wizards: person, address, outbound ride and an optional return. */
export type TripDetailsFields = PersonFields &
  AddressFields & {
    hinfahrt: LegFields;
    mitRueckfahrt: boolean;
    rueckfahrt: LegFields;
  };
