// Server-side prices (docs/decisions/0002-pricing-model.md):
// - zone tariffs: the postcode's zone for the airport (longest matching prefix in price_zones),
//   then the private or company tariff of that zone per transfer type;
// - per-km tariffs: road distance airport <-> postcode, base + rate per km, with a minimum;
// - fixed route tariffs of MTU companies;
// - a booking: price of the chosen transfer type per leg (x2 with return) + extras x count.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { airports, extras, kmTariffs, mtuTariffs, places, priceZones, tariffs, transferTypes } from '../db/schema';
import { roadDistanceKm } from './geo';

export interface TransferPrice {
  transferArtId: number;
  preisCent: number;
}

/** Candidate prefixes of a postcode, longest first: 30159, 3015, 301, 30, 3. */
function prefixes(plz: string): string[] {
  return Array.from({ length: plz.length }, (_, i) => plz.slice(0, plz.length - i));
}

export async function zoneOf(db: Db, flughafen: string, plz: string): Promise<number | null> {
  const rows = await db
    .select({ prefix: priceZones.plzPrefix, zone: priceZones.zone })
    .from(priceZones)
    .where(and(eq(priceZones.flughafen, flughafen), inArray(priceZones.plzPrefix, prefixes(plz))));
  const best = rows.sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return best?.zone ?? null;
}

/**
 * Zone prices per transfer type; firmenId null = private tariff. A company without its own
 * tariff rows pays the private tariff.
 */
export async function zonePrices(
  db: Db,
  flughafen: string,
  plz: string,
  firmenId: number | null,
): Promise<{ zone: number; preise: TransferPrice[] } | null> {
  const zone = await zoneOf(db, flughafen, plz);
  if (zone === null) return null;
  const load = (id: number | null) =>
    db
      .select({ transferArtId: tariffs.transferArtId, preisCent: tariffs.preisCent })
      .from(tariffs)
      .where(
        and(eq(tariffs.flughafen, flughafen), eq(tariffs.zone, zone), id === null ? isNull(tariffs.firmenId) : eq(tariffs.firmenId, id)),
      )
      .orderBy(asc(tariffs.transferArtId));
  let preise = firmenId === null ? [] : await load(firmenId);
  if (preise.length === 0) preise = await load(null);
  return preise.length === 0 ? null : { zone, preise };
}

export async function placeOf(db: Db, plz: string): Promise<{ lat: number; lon: number; ort: string } | null> {
  const rows = await db.select().from(places).where(inArray(places.plz, prefixes(plz)));
  const best = rows.sort((a, b) => b.plz.length - a.plz.length)[0];
  return best ? { lat: best.lat, lon: best.lon, ort: best.ort } : null;
}

/** Per-km prices of a company (its own km tariff, else the default one). */
export async function kmPrices(
  db: Db,
  flughafen: string,
  plz: string,
  firmenId: number,
): Promise<{ km: number; preise: TransferPrice[] } | null> {
  const [airport] = await db.select().from(airports).where(eq(airports.iata, flughafen));
  const place = await placeOf(db, plz);
  if (!airport || !place) return null;
  const km = roadDistanceKm(airport, place);
  let rows = await db.select().from(kmTariffs).where(eq(kmTariffs.firmenId, firmenId)).orderBy(asc(kmTariffs.transferArtId));
  if (rows.length === 0) rows = await db.select().from(kmTariffs).where(isNull(kmTariffs.firmenId)).orderBy(asc(kmTariffs.transferArtId));
  const preise = rows.map((row) => ({
    transferArtId: row.transferArtId,
    preisCent: Math.max(row.mindestpreisCent, Math.round((row.grundpreisCent + row.centProKm * km) / 10) * 10),
  }));
  return preise.length === 0 ? null : { km, preise };
}

export async function mtuRouteTariffs(db: Db, firmenId: number) {
  return db.select().from(mtuTariffs).where(eq(mtuTariffs.firmenId, firmenId)).orderBy(asc(mtuTariffs.sort), asc(mtuTariffs.id));
}

export interface BookingPriceInput {
  firmenId: number | null;
  /** MTU companies get their fixed route tariff when the ride matches one. */
  isMtu: boolean;
  flughafen: string;
  plz: string;
  transferArtId: number;
  mitRueckfahrt: boolean;
  extras: { id: number; anzahl: number }[];
}

/** Total of a booking in cent, or null when there is no tariff for it. */
export async function bookingTotal(db: Db, input: BookingPriceInput): Promise<number | null> {
  let perLeg: number | null = null;
  if (input.isMtu && input.firmenId !== null) {
    const [route] = await db
      .select({ preisCent: mtuTariffs.preisCent })
      .from(mtuTariffs)
      .where(
        and(
          eq(mtuTariffs.firmenId, input.firmenId),
          eq(mtuTariffs.flughafen, input.flughafen),
          eq(mtuTariffs.transferArtId, input.transferArtId),
          eq(mtuTariffs.plz, input.plz),
        ),
      )
      .orderBy(asc(mtuTariffs.preisCent))
      .limit(1);
    perLeg = route?.preisCent ?? null;
  }
  if (perLeg === null) {
    const quote = await zonePrices(db, input.flughafen, input.plz, input.firmenId);
    perLeg = quote?.preise.find((p) => p.transferArtId === input.transferArtId)?.preisCent ?? null;
  }
  if (perLeg === null) return null;
  let extrasTotal = 0;
  if (input.extras.length > 0) {
    const rows = await db
      .select({ id: extras.id, preisCent: extras.preisCent })
      .from(extras)
      .where(inArray(extras.id, input.extras.map((e) => e.id)));
    for (const booked of input.extras) extrasTotal += (rows.find((r) => r.id === booked.id)?.preisCent ?? 0) * booked.anzahl;
  }
  return perLeg * (input.mitRueckfahrt ? 2 : 1) + extrasTotal;
}

export async function transferTypeById(db: Db, id: number) {
  const [row] = await db.select().from(transferTypes).where(eq(transferTypes.id, id));
  return row ?? null;
}

