// Reference data: transfer types, extras, salutations, payment types, airports, company groups.
import { Hono } from 'hono';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  airports,
  companies,
  companyAirports,
  companyPaymentTypes,
  paymentTypes,
} from '../db/schema';
import { referenceData, salutationBeforeName } from '../services/reference';
import type { AppEnv } from '../http/context';
import { requireCompany } from '../http/session';
import { notFound } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { idParam, parseOrThrow } from '../lib/validation';

const pick = (lang: Lang, de: string, en: string) => (lang === 'en' ? en : de);

export function airportJson(row: typeof airports.$inferSelect, lang: Lang) {
  return { iata: row.iata, ortIata: row.ortIata, name: pick(lang, row.nameDe, row.nameEn) };
}

function paymentTypeJson(row: typeof paymentTypes.$inferSelect, lang: Lang) {
  return {
    id: row.id,
    name: pick(lang, row.nameDe, row.nameEn),
    art: row.istKarte ? ('karte' as const) : ('rechnung' as const),
  };
}

export function lookupRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/Firma/Art', async (c) => {
    const rows = (await referenceData(c.var.deps.db)).transferTypes;
    const lang = c.var.lang;
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: pick(lang, row.nameDe, row.nameEn),
        beschreibung: pick(lang, row.beschreibungDe, row.beschreibungEn),
        maxPersonen: row.maxPersonen,
      })),
    );
  });

  app.get('/Buchung/Extras', async (c) => {
    const rows = (await referenceData(c.var.deps.db)).extras;
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: pick(c.var.lang, row.nameDe, row.nameEn),
        preisCent: row.preisCent,
        maxAnzahl: row.maxAnzahl,
      })),
    );
  });

  app.get('/Kunde/Anrede', async (c) => {
    const rows = (await referenceData(c.var.deps.db)).salutations;
    return c.json(
      rows.map((row) => ({
        id: row.id,
        name: pick(c.var.lang, row.nameDe, row.nameEn),
        anrede: salutationBeforeName(row, c.var.lang),
      })),
    );
  });

  app.get('/Zahlungsart/Privat', async (c) => {
    const rows = (await referenceData(c.var.deps.db)).paymentTypes.filter((row) => row.privat);
    return c.json(rows.map((row) => paymentTypeJson(row, c.var.lang)));
  });

  app.get('/Zahlungsart/Firma/:firmenId', async (c) => {
    const firmenId = parseOrThrow(idParam(), c.req.param('firmenId'), 'path.firmenId');
    await requireCompany(c, firmenId);
    const rows = await c.var.deps.db
      .select({ type: paymentTypes })
      .from(companyPaymentTypes)
      .innerJoin(paymentTypes, eq(paymentTypes.id, companyPaymentTypes.zahlungsartId))
      .where(eq(companyPaymentTypes.firmenId, firmenId))
      .orderBy(asc(paymentTypes.sort));
    return c.json(rows.map((row) => paymentTypeJson(row.type, c.var.lang)));
  });

  app.get('/Firma/Flughafen/:firmenId', async (c) => {
    const firmenId = parseOrThrow(idParam(0), c.req.param('firmenId'), 'path.firmenId');
    const db = c.var.deps.db;
    if (firmenId === 0) {
      const rows = (await referenceData(db)).airports;
      return c.json(rows.map((row) => airportJson(row, c.var.lang)));
    }
    await requireCompany(c, firmenId);
    const rows = await db
      .select({ airport: airports })
      .from(companyAirports)
      .innerJoin(airports, eq(airports.iata, companyAirports.iata))
      .where(eq(companyAirports.firmenId, firmenId))
      .orderBy(asc(airports.sort));
    return c.json(rows.map((row) => airportJson(row.airport, c.var.lang)));
  });

  app.get('/Firma/FlughafenById/:id', async (c) => {
    const iata = parseOrThrow(
      z.string().regex(/^[A-Za-z]{3}$/),
      c.req.param('id'),
      'path.id',
    ).toUpperCase();
    const row = (await referenceData(c.var.deps.db)).airports.find((a) => a.iata === iata);
    if (!row) throw notFound();
    return c.json(airportJson(row, c.var.lang));
  });

  const group =
    (gruppe: string) =>
    async (c: { var: AppEnv['Variables']; json: (body: unknown) => Response }) => {
      const rows = await c.var.deps.db
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.gruppe, [gruppe]))
        .orderBy(asc(companies.id));
      return c.json(rows.map((row) => row.id));
    };
  app.get('/Firma/ContiCompanies', (c) => group('conti')(c));
  app.get('/Firma/VWCompanies', (c) => group('vw')(c));
  app.get('/Firma/MtuCompanies', (c) => group('mtu')(c));

  return app;
}
