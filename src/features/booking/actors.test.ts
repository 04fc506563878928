import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import {
  getCompanyZonePrice,
  getKmPrice,
  getKmPriceForMtu,
  getPrivatePrice,
} from '../../api/price';
import type { CompanySession } from '../../domain/company';
import { createBooking } from '../../domain/booking';
import { newCompanyDraft, type MtuTariffOption } from '../../../machines/booking.machine';
import { optionsFixture } from '../../../machines/shared/test-fixtures';
import { loadBookingOptions } from './actors';

vi.mock('../../api/price', () => ({
  getCompanyZonePrice: vi.fn(),
  getKmPrice: vi.fn(),
  getKmPriceForMtu: vi.fn(),
  getMtuTariffs: vi.fn(),
  getPrivatePrice: vi.fn(),
}));

const zonePrice = vi.mocked(getCompanyZonePrice);
const kmPrice = vi.mocked(getKmPrice);
const mtuKmPrice = vi.mocked(getKmPriceForMtu);
const privatePrice = vi.mocked(getPrivatePrice);

const normal: CompanySession = {
  firmenId: 70003,
  name: 'Pixelwerk',
  name2: '',
  alsPrivat: false,
  buchungListeAktiv: false,
  kundeListeAktiv: false,
};
const mtu: CompanySession = { ...normal, firmenId: 52460 };
const noTariff = () => new ApiError({ kind: 'http', status: 404, code: 'noTariff' });
const kmQuote = (preise: { transferArtId: number; preisCent: number }[]) => ({
  firmenId: 70003,
  von: 'HAJ' as const,
  plz: '80331',
  ort: 'München',
  km: 780,
  preise,
  waehrung: 'EUR' as const,
});

function draftTo(company: CompanySession, plz: string, ort: string) {
  const booking = newCompanyDraft(company, 'de');
  return { ...booking, kundeAdresse: { ...booking.kundeAdresse, plz, ort } };
}

/** Only the prices depend on the destination; the other lists come from `current`. */
const pricesFor = (
  company: CompanySession,
  plz: string,
  ort: string,
  mtuTariffs: MtuTariffOption[] | null = null,
) =>
  loadBookingOptions({
    customer: 'company',
    booking: draftTo(company, plz, ort),
    company,
    current: optionsFixture,
    mtuTariffs,
    paymentTypes: null,
  }).then((o) => o.prices);

beforeEach(() => {
  zonePrice.mockReset();
  kmPrice.mockReset();
  mtuKmPrice.mockReset();
  privatePrice.mockReset();
});

describe('private prices', () => {
  it("asks for the postcode's private tariff, never for a company's", async () => {
    privatePrice.mockResolvedValue({
      flughafen: 'HAJ',
      plz: '30159',
      zone: 1,
      preise: [{ transferArtId: 1, preisCent: 4900 }],
      waehrung: 'EUR',
    });
    const booking = createBooking({
      language: 'de',
      richtung: 'zumFlughafen',
      flughafen: 'HAJ',
      plz: '30159',
      ort: 'Hannover',
      datum: '2030-05-01',
      zeit: '08:00',
    });
    const options = await loadBookingOptions({
      customer: 'private',
      booking,
      company: null,
      current: optionsFixture,
      mtuTariffs: null,
      paymentTypes: null,
    });
    expect(options.prices).toEqual([{ transferArtId: 1, betragCent: 4900 }]);
    expect(privatePrice).toHaveBeenCalledWith('30159', 'HAJ', {});
    expect(zonePrice).not.toHaveBeenCalled();
  });
});

describe('company tariff prices (loadPrices)', () => {
  it('uses the zone tariff and does not ask for km prices', async () => {
    zonePrice.mockResolvedValue({
      flughafen: 'HAJ',
      plz: '38440',
      zone: 4,
      preise: [{ transferArtId: 1, preisCent: 13410 }],
      waehrung: 'EUR',
    });
    expect(await pricesFor(normal, '38440', 'Wolfsburg')).toEqual([
      { transferArtId: 1, betragCent: 13410 },
    ]);
    expect(kmPrice).not.toHaveBeenCalled();
  });

  it('prices a long-distance ride (no zone tariff) with /Preis/Km', async () => {
    zonePrice.mockRejectedValue(noTariff());
    kmPrice.mockResolvedValue(
      kmQuote([
        { transferArtId: 2, preisCent: 164900 },
        { transferArtId: 1, preisCent: 101300 },
      ]),
    );
    expect(await pricesFor(normal, '80331', 'München')).toEqual([
      { transferArtId: 1, betragCent: 101300 },
      { transferArtId: 2, betragCent: 164900 },
    ]);
    expect(kmPrice).toHaveBeenCalledWith(
      { firmenId: 70003, von: 'HAJ', plz: '80331', ort: 'München' },
      {},
    );
  });

  it('prices an MTU company per km at its negotiated rate (/Preis/KmForMTU), its route tariffs merged in when cheaper', async () => {
    const routes: MtuTariffOption[] = [
      {
        id: 1,
        name: 'Werk',
        flughafen: 'HAJ',
        transferArtId: 1,
        plz: '30855',
        ort: 'Langenhagen',
        preisCent: 1900,
        maxPersons: 8,
      },
    ];
    mtuKmPrice.mockResolvedValue(
      kmQuote([
        { transferArtId: 1, preisCent: 2320 },
        { transferArtId: 2, preisCent: 3920 },
      ]),
    );
    expect(await pricesFor(mtu, '30855', 'Langenhagen', routes)).toEqual([
      { transferArtId: 1, betragCent: 1900 },
      { transferArtId: 2, betragCent: 3920 },
    ]);
    expect(mtuKmPrice).toHaveBeenCalledWith(
      { firmenId: 52460, von: 'HAJ', plz: '30855', ort: 'Langenhagen' },
      {},
    );
    // The quote it was shown, not the zone tariff or the default per-km rows.
    expect(zonePrice).not.toHaveBeenCalled();
    expect(kmPrice).not.toHaveBeenCalled();
    // No per-km price: the route tariff alone.
    mtuKmPrice.mockRejectedValue(noTariff());
    expect(await pricesFor(mtu, '30855', 'Langenhagen', routes)).toEqual([
      { transferArtId: 1, betragCent: 1900 },
    ]);
  });

  it('passes other failures on without asking for km prices', async () => {
    zonePrice.mockRejectedValue(new ApiError({ kind: 'network' }));
    await expect(pricesFor(normal, '80331', 'München')).rejects.toMatchObject({ kind: 'network' });
    expect(kmPrice).not.toHaveBeenCalled();
    zonePrice.mockRejectedValue(noTariff());
    kmPrice.mockRejectedValue(noTariff());
    await expect(pricesFor(normal, '00000', 'Nirgendwo')).rejects.toMatchObject({ status: 404 });
  });
});
