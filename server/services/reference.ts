// In-memory copy of the reference data (transfer types, extras, salutations, payment types,
// airports, zones, tariffs): read on nearly every request and changed only by an operator, so
// it is loaded once per database and refreshed after REFERENCE_TTL_MS.
import type { Db } from '../db/client';
import { readAll } from '../db/read-all';
import type { Lang } from '../lib/i18n';
import {
  airports,
  companyPaymentTypes,
  extras,
  kmTariffs,
  paymentTypes,
  places,
  priceZones,
  salutations,
  tariffs,
  transferTypes,
} from '../db/schema';

export const REFERENCE_TTL_MS = 60_000;

export interface ReferenceData {
  transferTypes: (typeof transferTypes.$inferSelect)[];
  extras: (typeof extras.$inferSelect)[];
  salutations: (typeof salutations.$inferSelect)[];
  paymentTypes: (typeof paymentTypes.$inferSelect)[];
  companyPaymentTypes: (typeof companyPaymentTypes.$inferSelect)[];
  airports: (typeof airports.$inferSelect)[];
  /** `${flughafen}:${plzPrefix}` -> zone */
  zones: Map<string, number>;
  /** `${firmenId ?? 0}:${flughafen}:${zone}` -> prices per transfer type, sorted by type */
  tariffs: Map<string, { transferArtId: number; preisCent: number }[]>;
  kmTariffs: (typeof kmTariffs.$inferSelect)[];
  /** plz or plz prefix -> place */
  places: Map<string, typeof places.$inferSelect>;
}

const cache = new WeakMap<object, { at: number; data: Promise<ReferenceData> }>();

async function load(db: Db): Promise<ReferenceData> {
  // Also read in a transaction: the payment's confirmation mail (server/mail/booking-mails.ts).
  const [tt, ex, sa, pt, cpt, ap, pz, tf, km, pl] = await readAll(db, [
    () => db.select().from(transferTypes),
    () => db.select().from(extras),
    () => db.select().from(salutations),
    () => db.select().from(paymentTypes),
    () => db.select().from(companyPaymentTypes),
    () => db.select().from(airports),
    () => db.select().from(priceZones),
    () => db.select().from(tariffs),
    () => db.select().from(kmTariffs),
    () => db.select().from(places),
  ]);
  const bySort = <T extends { sort: number; id?: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.sort - b.sort);
  const tariffMap = new Map<string, { transferArtId: number; preisCent: number }[]>();
  for (const row of tf) {
    const key = `${row.firmenId ?? 0}:${row.flughafen}:${row.zone}`;
    tariffMap.set(key, [
      ...(tariffMap.get(key) ?? []),
      { transferArtId: row.transferArtId, preisCent: row.preisCent },
    ]);
  }
  for (const list of tariffMap.values()) list.sort((a, b) => a.transferArtId - b.transferArtId);
  return {
    transferTypes: bySort(tt),
    extras: bySort(ex),
    salutations: bySort(sa),
    paymentTypes: bySort(pt),
    companyPaymentTypes: cpt,
    airports: bySort(ap),
    zones: new Map(pz.map((row) => [`${row.flughafen}:${row.plzPrefix}`, row.zone])),
    tariffs: tariffMap,
    kmTariffs: [...km].sort((a, b) => a.transferArtId - b.transferArtId),
    places: new Map(pl.map((row) => [row.plz, row])),
  };
}

export function referenceData(db: Db, now = Date.now()): Promise<ReferenceData> {
  const hit = cache.get(db);
  if (hit && now - hit.at < REFERENCE_TTL_MS) return hit.data;
  const data = load(db);
  data.catch(() => cache.delete(db));
  cache.set(db, { at: now, data });
  return data;
}

/** Forget the copy (tests that change reference data, an admin import). */
export function invalidateReferenceData(db: Db): void {
  cache.delete(db);
}

/**
 * The salutation printed before a name (kundeStamm.anrede, e-mails, receipts): its text in the
 * language, or nothing for none and for "Divers / keine Angabe", an answer rather than a form
 * of address ("Guten Tag Divers / keine Angabe Berg" must never be printed).
 */
export function salutationBeforeName(
  row: typeof salutations.$inferSelect | undefined,
  lang: Lang,
): string {
  if (!row || row.code === 'divers') return '';
  return lang === 'en' ? row.nameEn : row.nameDe;
}
