import { isApiError } from '../../api/api-error';
import { createBooking, getBookingDetail, getExtras, updateBooking } from '../../api/booking';
import { getAirports, getTransferTypes } from '../../api/company';
import { getSalutations } from '../../api/customer';
import { getCompanyPaymentTypes, getPrivatePaymentTypes } from '../../api/payment-type';
import {
  getCompanyZonePrice,
  getKmPrice,
  getKmPriceForMtu,
  getMtuTariffs,
  getPrivatePrice,
} from '../../api/price';
import type { Booking } from '../../domain/booking';
import type { CompanySession } from '../../domain/company';
import { companyCapabilities } from '../../domain/company-capabilities';
import type {
  AirportOption,
  CompanyCallInput,
  LoadBookingOptionsInput,
  LoadBookingStatusInput,
  MtuQuote,
  MtuQuoteRequest,
  MtuTariffOption,
} from '../../../machines/booking.machine';
import type {
  BookingOptions,
  PaymentTypeOption,
  TariffPrice,
  TransferTypeOption,
} from '../../../machines/shared/booking-options';
import { optionsKeyOf } from '../../../machines/shared/booking-rules';
import { isUpdate, type SaveBookingInput } from '../../../machines/shared/save-booking';
import { fromAbortablePromise } from '../../../machines/shared/abortable';

/*
 * The booking wizard's actors on top of src/api; the host provides them to the machine, tests
 * provide fakes. Each call gets its actor's signal, so leaving a step cancels its request
 * (quietly). Company calls go with the session cookie; the server checks it against the
 * firmenId in the path.
 */

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

function requireCompany(company: CompanySession | null): CompanySession {
  if (!company)
    throw Object.assign(new Error('no company session'), {
      kind: 'http',
      code: 'unauthorized',
      status: 401,
    });
  return company;
}

export async function loadAirports(
  { company }: CompanyCallInput,
  signal?: AbortSignal,
): Promise<AirportOption[]> {
  const list = await getAirports(requireCompany(company).firmenId, opts(signal));
  return list.map((airport) => ({ iata: airport.iata }));
}

/** The payment types a company is offered (its wizard's payment step depends on them). */
export async function loadPaymentTypes(
  { company }: CompanyCallInput,
  signal?: AbortSignal,
): Promise<PaymentTypeOption[]> {
  return paymentTypeOptions(
    await getCompanyPaymentTypes(requireCompany(company).firmenId, opts(signal)),
  );
}

function paymentTypeOptions(
  list: { id: number; name: string; art: string }[],
): PaymentTypeOption[] {
  return list.map((p) => ({ id: p.id, name: p.name, isCard: p.art === 'karte' }));
}

export async function loadMtuTariffs(
  { company }: CompanyCallInput,
  signal?: AbortSignal,
): Promise<MtuTariffOption[]> {
  // A route's vehicle: how many it takes is its transfer type's.
  const [list, types] = await Promise.all([
    getMtuTariffs(requireCompany(company).firmenId, opts(signal)),
    loadTransferTypes(signal),
  ]);
  return list.tarife.map((t) => ({
    id: t.id,
    name: t.name,
    flughafen: t.flughafen,
    transferArtId: t.transferArtId,
    plz: t.plz,
    ort: t.ort,
    preisCent: t.preisCent,
    maxPersons: types.find((type) => type.id === t.transferArtId)?.maxPersons ?? null,
  }));
}

/** GET /Firma/Art as the wizard's transfer type options. */
async function loadTransferTypes(signal?: AbortSignal): Promise<TransferTypeOption[]> {
  const list = await getTransferTypes(opts(signal));
  return list.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.beschreibung ?? '',
    maxPersons: t.maxPersonen ?? null,
  }));
}

export async function loadMtuQuote(
  { company, request }: CompanyCallInput & { request: MtuQuoteRequest },
  signal?: AbortSignal,
): Promise<MtuQuote> {
  const [quote, transferTypes] = await Promise.all([
    getKmPriceForMtu(
      {
        firmenId: requireCompany(company).firmenId,
        von: request.flughafen,
        plz: request.plz,
        ort: request.ort,
      },
      opts(signal),
    ),
    // The quote names its vehicles; the wizard's options come only after this step.
    loadTransferTypes(signal),
  ]);
  return {
    request,
    prices: quote.preise.map((p) => ({ transferArtId: p.transferArtId, betragCent: p.preisCent })),
    transferTypes,
  };
}

const isNoTariff = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The company's prices for the destination (docs/decisions/0005-company-long-distance-per-km.md),
 * as the server prices the booking. An MTU company (52460): its negotiated per-km price
 * (/Preis/KmForMTU, what its quote on mtu-tarifauswahl showed), or its route tariff where one
 * matches and is cheaper. Any other company: its zone tariff (/Preis/FirmaHaj), or for a
 * long-distance ride, which has no zone tariff, its per-km tariff (/Preis/Km).
 */
async function loadPrices(
  booking: Booking,
  company: CompanySession,
  mtuTariffs: MtuTariffOption[] | null,
  signal?: AbortSignal,
): Promise<TariffPrice[]> {
  const { flughafen } = booking;
  const { plz, ort } = booking.kundeAdresse;
  const request = { firmenId: company.firmenId, von: flughafen, plz, ort };
  const routes = (mtuTariffs ?? []).filter((t) => t.flughafen === flughafen && t.plz === plz);
  const perKm = companyCapabilities(company).tariffMode === 'routeTariffs';
  let zone: TariffPrice[] = [];
  try {
    const quote = perKm
      ? await getKmPriceForMtu(request, opts(signal))
      : await getCompanyZonePrice(company.firmenId, plz, flughafen, opts(signal)).catch(
          (error: unknown) => {
            if (!isNoTariff(error)) throw error;
            return getKmPrice(request, opts(signal));
          },
        );
    zone = quote.preise.map((p) => ({ transferArtId: p.transferArtId, betragCent: p.preisCent }));
  } catch (error) {
    // A route tariff can exist where no other tariff does.
    if (!(routes.length > 0 && isNoTariff(error))) throw error;
  }
  const byType = new Map(zone.map((p) => [p.transferArtId, p]));
  for (const route of routes) {
    const current = byType.get(route.transferArtId);
    if (!current || route.preisCent < current.betragCent)
      byType.set(route.transferArtId, {
        transferArtId: route.transferArtId,
        betragCent: route.preisCent,
      });
  }
  return [...byType.values()].sort((a, b) => a.transferArtId - b.transferArtId);
}

/** A private customer's prices: the zone tariff of the postcode. */
async function loadPrivatePrices(booking: Booking, signal?: AbortSignal): Promise<TariffPrice[]> {
  const quote = await getPrivatePrice(booking.kundeAdresse.plz, booking.flughafen, opts(signal));
  return quote.preise.map((p) => ({ transferArtId: p.transferArtId, betragCent: p.preisCent }));
}

/**
 * The step's lists; those that don't depend on the destination are reused when only the prices
 * change. Prices and payment types are the customer's: private, or the company's.
 */
export async function loadBookingOptions(
  { customer, booking, company, current, mtuTariffs, paymentTypes: known }: LoadBookingOptionsInput,
  signal?: AbortSignal,
): Promise<BookingOptions> {
  const session = customer === 'company' ? requireCompany(company) : null;
  const [transferTypes, prices, extras, salutations, paymentTypes] = await Promise.all([
    current?.transferTypes ?? loadTransferTypes(signal),
    session ? loadPrices(booking, session, mtuTariffs, signal) : loadPrivatePrices(booking, signal),
    current?.extras ?? getExtras(opts(signal)),
    current?.salutations ?? getSalutations(opts(signal)),
    current?.paymentTypes ??
      known ??
      (session
        ? getCompanyPaymentTypes(session.firmenId, opts(signal))
        : getPrivatePaymentTypes(opts(signal))
      ).then(paymentTypeOptions),
  ]);
  return { key: optionsKeyOf(booking), transferTypes, prices, extras, salutations, paymentTypes };
}

/** POST with the draft's idempotency key, or PUT once the booking has a voucher. */
export function saveBooking(
  { booking, idempotencyKey }: SaveBookingInput,
  signal?: AbortSignal,
): Promise<Booking> {
  return isUpdate(booking)
    ? updateBooking(booking, opts(signal))
    : createBooking(booking, idempotencyKey, opts(signal));
}

export function loadBookingStatus(
  { booking }: LoadBookingStatusInput,
  signal?: AbortSignal,
): Promise<Booking> {
  return getBookingDetail(booking, opts(signal));
}

export const bookingActors = {
  loadAirports: fromAbortablePromise<AirportOption[], CompanyCallInput>(loadAirports),
  loadMtuTariffs: fromAbortablePromise<MtuTariffOption[], CompanyCallInput>(loadMtuTariffs),
  loadPaymentTypes: fromAbortablePromise<PaymentTypeOption[], CompanyCallInput>(loadPaymentTypes),
  loadMtuQuote: fromAbortablePromise<MtuQuote, CompanyCallInput & { request: MtuQuoteRequest }>(
    loadMtuQuote,
  ),
  loadBookingOptions: fromAbortablePromise<BookingOptions, LoadBookingOptionsInput>(
    loadBookingOptions,
  ),
  saveBooking: fromAbortablePromise<Booking, SaveBookingInput>(saveBooking),
  loadBookingStatus: fromAbortablePromise<Booking, LoadBookingStatusInput>(loadBookingStatus),
};
