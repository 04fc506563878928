import { z } from 'zod/mini';
import {
  DIRECTIONS,
  isoDateSchema,
  kundeAdresseSchema,
  kundeStammSchema,
  priceSchema,
  timeOfDaySchema,
} from '../domain/booking';
import { wholeNumber } from '../domain/schema-parts';
import { AIRPORT_CODES } from '../domain/constants';
import type { Receipt } from './receipt-schema';
import type { components } from './schema.gen';

/**
 * zod schemas of the API-only response shapes (docs/openapi.yaml components). Shapes that are
 * domain state (Booking, CompanySession, payment) come from src/domain. The type checks at the
 * bottom fail to compile when a schema here and the generated contract types drift apart.
 */

const id = wholeNumber(z.positive());
const airportCode = z.enum(AIRPORT_CODES);
const zahlungsstatus = z.enum(['offen', 'bezahlt', 'rechnung']);

export const airportSchema = z.object({ iata: airportCode, ortIata: z.string(), name: z.string() });
export type Airport = z.infer<typeof airportSchema>;

export const transferTypeSchema = z.object({
  id,
  name: z.string(),
  beschreibung: z.optional(z.string()),
  maxPersonen: z.optional(wholeNumber(z.positive())),
});
export type TransferType = z.infer<typeof transferTypeSchema>;

export const extraSchema = z.object({
  id,
  name: z.string(),
  preisCent: wholeNumber(z.gte(0)),
  maxAnzahl: wholeNumber(z.positive()),
});
export type Extra = z.infer<typeof extraSchema>;

export const salutationSchema = z.object({ id, name: z.string(), anrede: z.string() });
export type Salutation = z.infer<typeof salutationSchema>;

export const paymentTypeSchema = z.object({
  id,
  name: z.string(),
  art: z.enum(['karte', 'rechnung']),
});
export type PaymentType = z.infer<typeof paymentTypeSchema>;

export const companyIdListSchema = z.array(id);

// ----- prices -----
export const transferPriceSchema = z.object({
  transferArtId: id,
  preisCent: wholeNumber(z.gte(0)),
});
export type TransferPrice = z.infer<typeof transferPriceSchema>;

export const zonePriceQuoteSchema = z.object({
  flughafen: airportCode,
  plz: z.string(),
  zone: wholeNumber(z.positive()),
  preise: z.array(transferPriceSchema),
  waehrung: z.literal('EUR'),
});
export type ZonePriceQuote = z.infer<typeof zonePriceQuoteSchema>;

export const kmPriceQuoteSchema = z.object({
  firmenId: id,
  von: airportCode,
  plz: z.string(),
  ort: z.string(),
  km: z.number().check(z.gte(0)),
  preise: z.array(transferPriceSchema),
  waehrung: z.literal('EUR'),
});
export type KmPriceQuote = z.infer<typeof kmPriceQuoteSchema>;

export const mtuTariffSchema = z.object({
  id,
  name: z.string(),
  flughafen: airportCode,
  transferArtId: id,
  plz: z.string(),
  ort: z.string(),
  preisCent: wholeNumber(z.gte(0)),
});
export type MtuTariff = z.infer<typeof mtuTariffSchema>;

export const mtuTariffListSchema = z.object({
  firmenId: id,
  tarife: z.array(mtuTariffSchema),
  waehrung: z.literal('EUR'),
});
export type MtuTariffList = z.infer<typeof mtuTariffListSchema>;

// ----- flights -----
export const flightSchema = z.object({
  flughafen: airportCode,
  art: z.enum(['ankunft', 'abflug']),
  datum: isoDateSchema,
  zeit: timeOfDaySchema,
  erwarteteZeit: z.nullable(timeOfDaySchema),
  flugnummer: z.string(),
  fluggesellschaft: z.string(),
  ort: z.string(),
  ortEn: z.string(),
  status: z.enum(['planmaessig', 'verspaetet', 'gelandet', 'gestartet', 'annulliert']),
});
export type Flight = z.infer<typeof flightSchema>;

// ----- customers -----
export const customerSchema = z.object({
  kundeStamm: kundeStammSchema,
  kundeAdresse: kundeAdresseSchema,
});
export type Customer = z.infer<typeof customerSchema>;

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    eintraege: z.array(item),
    gesamt: wholeNumber(z.gte(0)),
    seite: wholeNumber(z.positive()),
    proSeite: wholeNumber(z.positive()),
  });

export const customerPageSchema = pageOf(customerSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

// ----- booking list -----
export const legSummarySchema = z.object({
  id,
  datum: isoDateSchema,
  zeit: timeOfDaySchema,
  flugnummer: z.string(),
  statusId: id,
  ort: z.string(),
});
export type LegSummary = z.infer<typeof legSummarySchema>;

export const bookingListItemSchema = z.object({
  buchungId: id,
  voucher: z.string(),
  kundeVorname: z.string(),
  kundeName: z.string(),
  bereich: z.string(),
  kst: z.string(),
  flughafen: airportCode,
  richtung: z.enum(DIRECTIONS),
  transferArtId: id,
  erw: wholeNumber(z.positive()),
  kind: wholeNumber(z.gte(0)),
  hinfahrt: legSummarySchema,
  rueckfahrt: z.nullable(legSummarySchema),
  preis: priceSchema,
  zahlungsstatus,
  storniert: z.boolean(),
  /** 'unbezahlt': released because it was never paid (docs/decisions/0024). */
  stornoGrund: z._default(z.nullable(z.enum(['unbezahlt'])), null),
  erstelltAm: z.string(),
});
export type BookingListItem = z.infer<typeof bookingListItemSchema>;

export const bookingPageSchema = pageOf(bookingListItemSchema);
export type BookingPage = z.infer<typeof bookingPageSchema>;

// ----- request bodies (types straight from the contract) -----
type Schemas = components['schemas'];
export type RegistrationRequest = Schemas['Registration'];
export type ContactMessage = Omit<Schemas['ContactMessage'], 'art'>;
export type LogisticsRequest = Omit<Schemas['LogisticsRequest'], 'art'>;
export type KmPriceRequest = Schemas['KmPriceRequest'];
export type FlightInfoRequest = Schemas['FlightInfoRequest'];

// ----- drift checks: each zod output must equal the generated contract type -----
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function assertSame<T extends true>(): T | void {}
assertSame<Same<Airport, Schemas['Airport']>>();
assertSame<Same<TransferType, Schemas['TransferType']>>();
assertSame<Same<Extra, Schemas['Extra']>>();
assertSame<Same<Salutation, Schemas['Salutation']>>();
assertSame<Same<PaymentType, Schemas['PaymentType']>>();
assertSame<Same<Receipt, Schemas['Receipt']>>();
assertSame<Same<ZonePriceQuote, Schemas['ZonePriceQuote']>>();
assertSame<Same<KmPriceQuote, Schemas['KmPriceQuote']>>();
assertSame<Same<MtuTariffList, Schemas['MtuTariffList']>>();
assertSame<Same<Flight, Schemas['Flight']>>();
assertSame<Same<Customer, Schemas['Customer']>>();
assertSame<Same<CustomerPage, Schemas['CustomerPage']>>();
assertSame<Same<BookingPage, Schemas['BookingPage']>>();
