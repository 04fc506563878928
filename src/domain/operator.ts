/**
 * The operator of the service: the one configuration module for the imprint (§ 5 DDG), the
 * privacy notice's controller, the service office and the 24-hour hotline in the header.
 *
 * All values are FICTIONAL. Every field marked `placeholder: true` (or listed in
 * `OPERATOR_PLACEHOLDERS`) must be replaced by the real operator's data before going live;
 * the imprint renders those fields with a visible "placeholder" marker.
 */

export interface OperatorAddress {
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 code: the pages name the country in their language. */
  country: string;
}

export interface PhoneNumber {
  /** As shown to people, e.g. "0511 123 456 0". */
  display: string;
  /** For `tel:` links, E.164 without spaces, e.g. "+495111234560". */
  tel: string;
}

export interface Operator {
  /** Legal name of the operating company. */
  legalName: string;
  /** Short brand name shown in the header and on the start page. */
  brandName: string;
  legalForm: string;
  address: OperatorAddress;
  /** Persons authorised to represent the company (Geschäftsführung). */
  representedBy: string[];
  register: { court: string; number: string };
  /** Umsatzsteuer-Identifikationsnummer (§ 27a UStG). */
  vatId: string;
  /** Licence under the Personenbeförderungsgesetz (passenger transport), with the issuing authority. */
  transportLicence: { authority: string; number: string };
  /** Supervisory authority for the licensed activity. */
  supervisoryAuthority: string;
  email: string;
  phone: PhoneNumber;
  /** The 24-hour hotline shown in the header (spec section 1). */
  hotline: PhoneNumber;
  /** Service office contact for the start page's #servicebuero section. */
  serviceOffice: {
    email: string;
    phone: PhoneNumber;
    /** Opening hours per day group; `days` is a translation key suffix (start.hours.days.*). */
    openingHours: { days: 'weekdays' | 'saturday' | 'sundayHolidays'; from: string; to: string }[];
  };
  /** Data protection officer or privacy contact (Art. 13 GDPR). */
  privacyContact: { name: string; email: string; address: OperatorAddress };
  /** Responsible for content per § 18 (2) MStV. */
  contentResponsible: { name: string; address: OperatorAddress };
  /** Card payment provider named in the privacy notice as a recipient. */
  paymentProvider: { name: string; address: OperatorAddress; privacyUrl: string };
}

const officeAddress: OperatorAddress = {
  street: 'Musterstraße 1',
  postalCode: '30159',
  city: 'Hannover',
  country: 'DE',
};

export const OPERATOR: Operator = {
  legalName: 'Beispiel Flughafentransfer GmbH',
  brandName: 'AirportShuttle',
  legalForm: 'GmbH',
  address: officeAddress,
  representedBy: ['Erika Mustermann', 'Max Mustermann'],
  register: { court: 'Amtsgericht Hannover', number: 'HRB 000000' },
  vatId: 'DE000000000',
  transportLicence: {
    authority: 'Landeshauptstadt Hannover, Ordnungsamt',
    number: 'PBefG 00/0000',
  },
  supervisoryAuthority: 'Landeshauptstadt Hannover, Fachbereich Öffentliche Ordnung',
  email: 'info@shuttle.example',
  phone: { display: '0511 000 000 0', tel: '+495110000000' },
  hotline: { display: '0800 000 00 00', tel: '+498000000000' },
  serviceOffice: {
    email: 'service@shuttle.example',
    phone: { display: '0511 000 000 10', tel: '+4951100000010' },
    openingHours: [
      { days: 'weekdays', from: '07:00', to: '20:00' },
      { days: 'saturday', from: '08:00', to: '16:00' },
      { days: 'sundayHolidays', from: '09:00', to: '14:00' },
    ],
  },
  privacyContact: {
    name: 'Datenschutzbeauftragte/r (Platzhalter)',
    email: 'datenschutz@shuttle.example',
    address: officeAddress,
  },
  contentResponsible: { name: 'Erika Mustermann', address: officeAddress },
  paymentProvider: {
    name: 'SIX Payment Services (Saferpay)',
    address: {
      street: 'Hardturmstrasse 201',
      postalCode: '8005',
      city: 'Zürich',
      country: 'CH',
    },
    privacyUrl: 'https://www.six-payment-services.com/de/site/legal/privacy-statement.html',
  },
};

/**
 * Fields of OPERATOR that are placeholders (fictional values) and must be replaced before
 * going live. The imprint marks each of them visibly.
 */
export const OPERATOR_PLACEHOLDERS = [
  'legalName',
  'address',
  'representedBy',
  'register',
  'vatId',
  'transportLicence',
  'supervisoryAuthority',
  'email',
  'phone',
  'hotline',
  'privacyContact',
  'contentResponsible',
] as const satisfies readonly (keyof Operator)[];

export function isPlaceholder(field: keyof Operator): boolean {
  return (OPERATOR_PLACEHOLDERS as readonly string[]).includes(field);
}
