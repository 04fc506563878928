// Server-side prices (docs/decisions/0002-pricing-model.md):
// - zone tariffs: the postcode's zone for the airport (longest matching prefix in price_zones),
//   then the private or company tariff of that zone per transfer type;
// - per-km tariffs: road distance airport <-> postcode, base + rate per km, with a minimum;
//   a company's long-distance ride (zone 6) is priced this way (0005-company-long-distance-per-km);
// - fixed route tariffs of MTU companies;
// - a booking: each ride at the chosen transfer type's price for its own address, + extras x count
//   (0026-each-ride-priced-by-its-own-address).
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mtuTariffs } from '../db/schema';
import { ZONE_COUNT } from '../db/seed-reference';
import { roadDistanceKm } from './geo';
import { referenceData } from './reference';

export interface TransferPrice {
  transferArtId: number;
  preisCent: number;
}

/** Candidate prefixes of a postcode, longest first: 30159, 3015, 301, 30, 3. */
function prefixes(plz: string): string[] {
  return Array.from({ length: plz.length }, (_, i) => plz.slice(0, plz.length - i));
}

export async function zoneOf(db: Db, flughafen: string, plz: string): Promise<number | null> {
  const { zones } = await referenceData(db);
  for (const prefix of prefixes(plz)) {
    const zone = zones.get(`${flughafen}:${prefix}`);
    if (zone !== undefined) return zone;
  }
  return null;
}

/** Beyond the last distance limit (200 km): private zone tariff, per km for companies. */
export const LONG_DISTANCE_ZONE = ZONE_COUNT;

/**
 * Zone prices per transfer type; firmenId null = private tariff. A company without its own
 * tariff rows pays the private tariff. Companies have no zone tariff for the long-distance zone
 * (their rows for it are ignored): their per-km price does (ridePrices).
 */
export async function zonePrices(
  db: Db,
  flughafen: string,
  plz: string,
  firmenId: number | null,
): Promise<{ zone: number; preise: TransferPrice[] } | null> {
  const zone = await zoneOf(db, flughafen, plz);
  if (zone === null || (firmenId !== null && zone === LONG_DISTANCE_ZONE)) return null;
  const { tariffs } = await referenceData(db);
  const preise =
    (firmenId !== null ? tariffs.get(`${firmenId}:${flughafen}:${zone}`) : undefined) ??
    tariffs.get(`0:${flughafen}:${zone}`);
  return preise && preise.length > 0 ? { zone, preise: preise.map((p) => ({ ...p })) } : null;
}

export async function placeOf(
  db: Db,
  plz: string,
): Promise<{ lat: number; lon: number; ort: string } | null> {
  const { places } = await referenceData(db);
  for (const prefix of prefixes(plz)) {
    const place = places.get(prefix);
    if (place) return { lat: place.lat, lon: place.lon, ort: place.ort };
  }
  return null;
}

/** Per-km prices of a company (its own km tariff, else the default one). */
export async function kmPrices(
  db: Db,
  flughafen: string,
  plz: string,
  firmenId: number,
): Promise<{ km: number; preise: TransferPrice[] } | null> {
  const reference = await referenceData(db);
  const airport = reference.airports.find((a) => a.iata === flughafen);
  const place = await placeOf(db, plz);
  if (!airport || !place) return null;
  const km = roadDistanceKm(airport, place);
  let rows = reference.kmTariffs.filter((row) => row.firmenId === firmenId);
  if (rows.length === 0) rows = reference.kmTariffs.filter((row) => row.firmenId === null);
  const preise = rows.map((row) => ({
    transferArtId: row.transferArtId,
    preisCent: Math.max(
      row.mindestpreisCent,
      Math.round((row.grundpreisCent + row.centProKm * km) / 10) * 10,
    ),
  }));
  return preise.length === 0 ? null : { km, preise };
}

export async function mtuRouteTariffs(db: Db, firmenId: number) {
  return db
    .select()
    .from(mtuTariffs)
    .where(eq(mtuTariffs.firmenId, firmenId))
    .orderBy(asc(mtuTariffs.sort), asc(mtuTariffs.id));
}

/** A ride as its price depends on it: who books, from which airport, to which postcode. */
export interface RideInput {
  firmenId: number | null;
  /** MTU companies get their fixed route tariff when the ride matches one. */
  isMtu: boolean;
  flughafen: string;
  plz: string;
}

export interface BookingPriceInput extends Omit<RideInput, 'plz'> {
  transferArtId: number;
  /** The postcode of each ride: the outbound ride's, and the return ride's when there is one. */
  rides: { hin: string; rueck: string | null };
  extras: { id: number; anzahl: number }[];
}

/** A booking's price in cent: each ride's own, the extras once per booking, and the sum. */
export interface BookingPrice {
  hinCent: number;
  rueckCent: number | null;
  extrasCent: number;
  totalCent: number;
}

/**
 * What one leg of the ride costs, per transfer type (docs/decisions/0005-company-long-distance-per-km.md).
 * A private customer: the zone tariff. An MTU company: the cheaper of its route tariff for the
 * ride and its negotiated per-km price (/Preis/KmForMTU, the price its quote showed), in every
 * zone. Any other company: its zone tariff, and for a long-distance ride, which has none, its
 * per-km price. A booking's total and the company's price inquiry (/Preis/Km) both ask this.
 */
export async function ridePrices(db: Db, ride: RideInput): Promise<TransferPrice[] | null> {
  const { firmenId, flughafen, plz } = ride;
  if (ride.isMtu && firmenId !== null) {
    const routes = await db
      .select({ transferArtId: mtuTariffs.transferArtId, preisCent: mtuTariffs.preisCent })
      .from(mtuTariffs)
      .where(
        and(
          eq(mtuTariffs.firmenId, firmenId),
          eq(mtuTariffs.flughafen, flughafen),
          eq(mtuTariffs.plz, plz),
        ),
      );
    const cheapest = new Map(
      ((await kmPrices(db, flughafen, plz, firmenId))?.preise ?? []).map((p) => [
        p.transferArtId,
        p.preisCent,
      ]),
    );
    for (const route of routes) {
      const known = cheapest.get(route.transferArtId);
      if (known === undefined || route.preisCent < known)
        cheapest.set(route.transferArtId, route.preisCent);
    }
    return cheapest.size === 0
      ? null
      : [...cheapest]
          .map(([transferArtId, preisCent]) => ({ transferArtId, preisCent }))
          .sort((a, b) => a.transferArtId - b.transferArtId);
  }
  const zone = await zonePrices(db, flughafen, plz, firmenId);
  if (zone !== null || firmenId === null) return zone?.preise ?? null;
  if ((await zoneOf(db, flughafen, plz)) !== LONG_DISTANCE_ZONE) return null;
  return (await kmPrices(db, flughafen, plz, firmenId))?.preise ?? null;
}

/** What one ride of the chosen transfer type costs from or to `plz`; null without a tariff. */
export async function ridePrice(
  db: Db,
  ride: RideInput,
  transferArtId: number,
): Promise<number | null> {
  return (
    (await ridePrices(db, ride))?.find((p) => p.transferArtId === transferArtId)?.preisCent ?? null
  );
}

/** The extras of a booking in cent: each extra's price times its count. */
export function extrasPrice(
  booked: { id: number; anzahl: number }[],
  extras: { id: number; preisCent: number }[],
): number {
  return booked.reduce(
    (sum, extra) => sum + (extras.find((e) => e.id === extra.id)?.preisCent ?? 0) * extra.anzahl,
    0,
  );
}

/**
 * A booking's price: each ride priced for its own address (a return ride from another town
 * costs that town's tariff), plus the extras. Names the ride without a tariff, if one has none.
 */
export async function bookingPrice(
  db: Db,
  input: BookingPriceInput,
): Promise<BookingPrice | { noTariff: 'hin' | 'rueck' }> {
  const { rides, transferArtId, ...who } = input;
  const hinCent = await ridePrice(db, { ...who, plz: rides.hin }, transferArtId);
  if (hinCent === null) return { noTariff: 'hin' };
  const rueckCent =
    rides.rueck === null ? null : await ridePrice(db, { ...who, plz: rides.rueck }, transferArtId);
  if (rides.rueck !== null && rueckCent === null) return { noTariff: 'rueck' };
  const extrasCent = extrasPrice(input.extras, (await referenceData(db)).extras);
  return { hinCent, rueckCent, extrasCent, totalCent: hinCent + (rueckCent ?? 0) + extrasCent };
}
