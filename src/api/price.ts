import type { AirportCode } from '../domain/constants';
import { api, callInit, parsed, type CallOptions } from './client';
import {
  kmPriceQuoteSchema,
  mtuTariffListSchema,
  zonePriceQuoteSchema,
  type KmPriceQuote,
  type KmPriceRequest,
  type MtuTariff,
  type MtuTariffList,
  type TransferPrice,
  type ZonePriceQuote,
} from './schemas';

export type {
  KmPriceQuote,
  KmPriceRequest,
  MtuTariff,
  MtuTariffList,
  TransferPrice,
  ZonePriceQuote,
};

/** GET /Preis/PrivatHaj/{plz}?flughafen=: private zone prices per transfer type (one leg). */
export function getPrivatePrice(
  plz: string,
  flughafen: AirportCode = 'HAJ',
  options?: CallOptions,
): Promise<ZonePriceQuote> {
  return parsed(
    api.GET('/Preis/PrivatHaj/{plz}', {
      params: { path: { plz }, query: { flughafen } },
      ...callInit(options),
    }),
    zonePriceQuoteSchema,
  );
}

/** GET /Preis/FirmaHaj/{firmenId}/{plz}?flughafen=: the company's zone prices. */
export function getCompanyZonePrice(
  firmenId: number,
  plz: string,
  flughafen: AirportCode = 'HAJ',
  options?: CallOptions,
): Promise<ZonePriceQuote> {
  return parsed(
    api.GET('/Preis/FirmaHaj/{firmenId}/{plz}', {
      params: { path: { firmenId, plz }, query: { flughafen } },
      ...callInit(options),
    }),
    zonePriceQuoteSchema,
  );
}

/** POST /Preis/Km: what one leg of a company's ride costs, with its distance (price inquiry). */
export function getKmPrice(request: KmPriceRequest, options?: CallOptions): Promise<KmPriceQuote> {
  return parsed(api.POST('/Preis/Km', { body: request, ...callInit(options) }), kmPriceQuoteSchema);
}

/** POST /Preis/KmForMTU: per-km prices with the MTU tariffs. */
export function getKmPriceForMtu(
  request: KmPriceRequest,
  options?: CallOptions,
): Promise<KmPriceQuote> {
  return parsed(
    api.POST('/Preis/KmForMTU', { body: request, ...callInit(options) }),
    kmPriceQuoteSchema,
  );
}

/** GET /Preis/FirmaMtu/{firmenId}: the fixed tariffs of mtu-tarifauswahl. */
export function getMtuTariffs(firmenId: number, options?: CallOptions): Promise<MtuTariffList> {
  return parsed(
    api.GET('/Preis/FirmaMtu/{firmenId}', { params: { path: { firmenId } }, ...callInit(options) }),
    mtuTariffListSchema,
  );
}
