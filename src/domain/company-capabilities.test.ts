import { describe, expect, it } from 'vitest';
import {
  companyCapabilities,
  onAccountPaymentType,
  paymentStepFor,
  type CompanyData,
} from './company-capabilities';

const normal: CompanyData = {
  firmenId: 10001,
  alsPrivat: false,
  buchungListeAktiv: true,
  kundeListeAktiv: true,
};
const company = (patch: Partial<CompanyData>): CompanyData => ({ ...normal, ...patch });

describe('companyCapabilities', () => {
  it('lets a normal company enter the passenger first, price by zone and see every tab', () => {
    expect(companyCapabilities(normal)).toEqual({
      entryStep: 'neuer-auftrag',
      tariffMode: 'zoneTariffs',
      asksPassenger: true,
      picksPassengerInTripDetails: false,
      tabs: [0, 1, 2, 3],
    });
  });

  it('starts a private company at the destination, without passenger and list tabs', () => {
    expect(companyCapabilities(company({ alsPrivat: true }))).toEqual({
      entryStep: 'reiseziel',
      tariffMode: 'zoneTariffs',
      asksPassenger: false,
      picksPassengerInTripDetails: false,
      tabs: [0, 3],
    });
  });

  it('gives 52460 its route tariffs and no price inquiry, even when flagged private', () => {
    for (const alsPrivat of [false, true]) {
      const caps = companyCapabilities(company({ firmenId: 52460, alsPrivat }));
      expect(caps.entryStep).toBe('mtu-tarifauswahl');
      expect(caps.tariffMode).toBe('routeTariffs');
      expect(caps.asksPassenger).toBe(false);
      expect(caps.tabs).not.toContain(3);
    }
    expect(companyCapabilities(company({ firmenId: 52461 })).tariffMode).toBe('zoneTariffs');
  });

  it('lets 52460 pick its passenger from its customer list on the trip details', () => {
    const mtu = company({ firmenId: 52460 });
    expect(companyCapabilities(mtu).picksPassengerInTripDetails).toBe(true);
    expect(
      companyCapabilities({ ...mtu, kundeListeAktiv: false }).picksPassengerInTripDetails,
    ).toBe(false);
    expect(companyCapabilities({ ...mtu, alsPrivat: true }).picksPassengerInTripDetails).toBe(
      false,
    );
  });

  it('shows the list tabs only when their lists are active', () => {
    expect(companyCapabilities(company({ buchungListeAktiv: false })).tabs).toEqual([0, 2, 3]);
    expect(companyCapabilities(company({ kundeListeAktiv: false })).tabs).toEqual([0, 1, 3]);
    expect(
      companyCapabilities(
        company({ firmenId: 52460, buchungListeAktiv: false, kundeListeAktiv: false }),
      ).tabs,
    ).toEqual([0]);
  });
});

describe('payment types', () => {
  const card = { id: 1, isCard: true };
  const invoice = { id: 3, isCard: false };
  const cash = { id: 2, isCard: false };

  it('asks for the payment type when a card is offered', () => {
    expect(paymentStepFor([card])).toBe('choose');
    expect(paymentStepFor([invoice, card])).toBe('choose');
  });

  it('books on account with the first non-card type when no card is offered', () => {
    expect(paymentStepFor([invoice, cash])).toBe('onAccount');
    expect(paymentStepFor([])).toBe('onAccount');
    expect(onAccountPaymentType([card, invoice, cash])).toBe(invoice);
    expect(onAccountPaymentType([card])).toBeNull();
  });
});
