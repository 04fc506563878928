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
  name: string;
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

/**
 * A failed call as the machine keeps it: what kind of failure (network, timeout, http,
 * invalidResponse), the contract's error code and the server's message in the request language.
 */
export interface FlowError {
  kind: string;
  code: string;
  message: string;
}

export function toFlowError(error: unknown): FlowError {
  if (error && typeof error === 'object') {
    const { kind, code, message } = error as { kind?: unknown; code?: unknown; message?: unknown };
    return {
      kind: typeof kind === 'string' ? kind : 'unknown',
      code: typeof code === 'string' ? code : 'unknown',
      message: typeof message === 'string' ? message : '',
    };
  }
  return { kind: 'unknown', code: 'unknown', message: typeof error === 'string' ? error : '' };
}
