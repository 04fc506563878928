/**
 * The lists a booking wizard shows next to the draft (transfer types, prices, extras,
 * salutations, payment types). The machines only know these small shapes; the feature maps the
 * API answers onto them, so a contract change stays in src/api and the feature.
 */
export interface TransferTypeOption {
  id: number;
  name: string;
  description: string;
  maxPersons: number | null;
}

export interface TariffPrice {
  transferArtId: number;
  /** Price of one leg in cent (EUR). */
  betragCent: number;
}

export interface ExtraOption {
  id: number;
  name: string;
  /** Price of one piece in cent (EUR). */
  preisCent: number;
  maxAnzahl: number;
}

export interface SalutationOption {
  id: number;
  /** The option's label. */
  name: string;
  /** Printed before the name; empty for "Divers / keine Angabe". */
  anrede: string;
}

export interface PaymentTypeOption {
  id: number;
  name: string;
  /** Card payments go through the hosted payment page after saving. */
  isCard: boolean;
}

export interface BookingOptions {
  /** `flughafen|plz` the prices were loaded for; a different postcode needs new prices. */
  key: string;
  transferTypes: TransferTypeOption[];
  prices: TariffPrice[];
  extras: ExtraOption[];
  salutations: SalutationOption[];
  paymentTypes: PaymentTypeOption[];
}
