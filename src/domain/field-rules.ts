/**
 * Limits and formats of the customer, address and ride fields, once for every layer: the
 * client's forms (whose messages stay translation keys), the domain schemas and the server's
 * request checks. Changing a limit here changes it everywhere.
 */

/** Longest accepted value per field, in characters. */
export const FIELD_MAX = {
  anrede: 40,
  vorname: 60,
  name: 60,
  co: 60,
  email: 120,
  mobil: 30,
  telefon: 30,
  kst: 30,
  bereich: 60,
  strasse: 120,
  ort: 80,
  ortsteil: 80,
  flugnummer: 10,
  weitereAdresse: 200,
} as const;

/** A German postcode: five digits. */
export const POSTCODE_PATTERN = /^\d{5}$/;
/** A time of day, HH:mm (24 h). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An IATA/ICAO flight number such as LH123, LH 123 or 4U1234A. */
export const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2,3}\s?\d{1,4}[A-Z]?$/i;
/** Pieces of luggage per ride. */
export const MAX_LUGGAGE = 20;
