/** Business constants of spec section 9. */
export const AIRPORT_CODES = ['HAJ', 'BRE', 'HAM', 'BER'] as const;
export type AirportCode = (typeof AIRPORT_CODES)[number];

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
/** BCP 47 locale used for Intl formatting of each language. */
export const LOCALE_OF: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

export const CURRENCY = 'EUR';
export const TIME_ZONE = 'Europe/Berlin';

export const DEFAULT_ADULTS = 1;
export const DEFAULT_CHILDREN = 0;
export const DEFAULT_LUGGAGE_PIECES = 1;
export const MAX_PASSENGERS = 8;

/** Days around today the flight board covers (the server answers other days with no flights). */
export const FLIGHT_BOARD_DAYS = { before: 3, after: 7 } as const;

/** Special company ids of spec sections 2, 6 and 9. */
export const MTU_COMPANY_ID = 52460;
export const FIRM_NAME_HIDDEN_IDS = [100058, 51632] as const;
export const REINSURER_IDS = [61817, 50394] as const;

/** sessionStorage key of the card payment session, named after the provider. */
export const PAYMENT_SESSION_KEY = 'saferpay';

/** Status of a leg (statusId). New legs start at 1 (spec section 4). */
export const LEG_STATUS = {
  gebucht: 1,
  bestaetigt: 2,
  fahrerUnterwegs: 3,
  erledigt: 4,
  storniert: 5,
} as const;
