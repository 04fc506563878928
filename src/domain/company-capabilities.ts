import type { CompanySession } from './company';
import { MTU_COMPANY_ID } from './constants';

/**
 * What a company may do, computed once from its data (spec sections 2 and 6): where its booking
 * wizard starts, how its rides are priced, which tabs it sees, and whether it chooses a payment
 * type or books on account. The booking machine's guards, the company layout and the server's
 * routes all ask this module, so the rules have one home. Pure and free of browser imports.
 */

/** The company data the rules read; the browser's session object and the server's row both have it. */
export type CompanyData = Pick<
  CompanySession,
  'firmenId' | 'alsPrivat' | 'buchungListeAktiv' | 'kundeListeAktiv'
>;

/** URL segments below /buchung/ where a company's wizard starts. */
export const ENTRY_STEPS = ['mtu-tarifauswahl', 'reiseziel', 'neuer-auftrag'] as const;
export type EntryStep = (typeof ENTRY_STEPS)[number];

/**
 * `routeTariffs`: fixed route tariffs of its own plus per-km quotes for other places
 * (/Preis/FirmaMtu, /Preis/KmForMTU; company 52460); `zoneTariffs`: the company's zone tariff,
 * per km for long distances.
 */
export type TariffMode = 'routeTariffs' | 'zoneTariffs';

/** 0 booking entry, 1 gebuchte Fahrten, 2 Kunde, 3 Preisabfrage. */
export const COMPANY_TABS = [0, 1, 2, 3] as const;
export type CompanyTab = (typeof COMPANY_TABS)[number];

export interface CompanyCapabilities {
  entryStep: EntryStep;
  tariffMode: TariffMode;
  /** The passenger is chosen or entered first (neuer-auftrag); private companies book for themselves. */
  asksPassenger: boolean;
  /**
   * The passenger may be picked from the company's customer list on the trip details: a company
   * with a list whose wizard has no passenger step of its own (52460's route tariffs).
   */
  picksPassengerInTripDetails: boolean;
  /** The tabs it sees, in order; tab 0 always. */
  tabs: CompanyTab[];
}

export function companyCapabilities(company: CompanyData): CompanyCapabilities {
  const routeTariffs = company.firmenId === MTU_COMPANY_ID;
  const tabs: CompanyTab[] = [0];
  if (!company.alsPrivat && company.buchungListeAktiv) tabs.push(1);
  if (!company.alsPrivat && company.kundeListeAktiv) tabs.push(2);
  if (!routeTariffs) tabs.push(3);
  return {
    entryStep: routeTariffs
      ? 'mtu-tarifauswahl'
      : company.alsPrivat
        ? 'reiseziel'
        : 'neuer-auftrag',
    tariffMode: routeTariffs ? 'routeTariffs' : 'zoneTariffs',
    asksPassenger: !routeTariffs && !company.alsPrivat,
    picksPassengerInTripDetails: routeTariffs && !company.alsPrivat && company.kundeListeAktiv,
    tabs,
  };
}

/** A payment type as the rules see it. */
export interface OfferedPaymentType {
  id: number;
  isCard: boolean;
}

/**
 * `choose`: a card is offered, so the payment-type step appears (a single offered type is
 * preselected); `onAccount`: no card, the booking goes on account with `onAccountPaymentType`.
 */
export function paymentStepFor(
  paymentTypes: readonly OfferedPaymentType[],
): 'choose' | 'onAccount' {
  return paymentTypes.some((type) => type.isCard) ? 'choose' : 'onAccount';
}

/** The payment type of a booking on account: the first offered type that is no card. */
export function onAccountPaymentType<T extends OfferedPaymentType>(
  paymentTypes: readonly T[],
): T | null {
  return paymentTypes.find((type) => !type.isCard) ?? null;
}
