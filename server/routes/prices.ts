// /Preis/*: zone tariffs (private and company), per-km prices, MTU tariffs.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { capabilitiesOf, requireCompany } from '../http/session';
import { ApiError } from '../lib/errors';
import { airportSchema, idParam, parseBody, parseOrThrow, plzSchema } from '../lib/validation';
import { assertServesAirport } from '../services/company-airports';
import { kmPrices, mtuRouteTariffs, ridePrices, zonePrices } from '../services/pricing';

const kmRequest = z.object({
  firmenId: z.number().int().min(1).max(2_147_483_647),
  von: airportSchema,
  plz: plzSchema,
  ort: z.string().max(80),
});

const airportQuery = z.object({ flughafen: airportSchema.default('HAJ') });

export function priceRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.get('/Preis/PrivatHaj/:plz', async (c) => {
    const plz = parseOrThrow(plzSchema, c.req.param('plz'), 'path.plz');
    const { flughafen } = parseOrThrow(
      airportQuery,
      { flughafen: c.req.query('flughafen') },
      'query',
    );
    const quote = await zonePrices(c.var.deps.db, flughafen, plz, null);
    if (!quote) throw new ApiError('noTariff');
    return c.json({ flughafen, plz, zone: quote.zone, preise: quote.preise, waehrung: 'EUR' });
  });

  app.get('/Preis/FirmaHaj/:firmenId/:plz', async (c) => {
    const firmenId = parseOrThrow(idParam(), c.req.param('firmenId'), 'path.firmenId');
    const plz = parseOrThrow(plzSchema, c.req.param('plz'), 'path.plz');
    const { flughafen } = parseOrThrow(
      airportQuery,
      { flughafen: c.req.query('flughafen') },
      'query',
    );
    await requireCompany(c, firmenId);
    // Only from the company's own airports, as /Preis/Km (400, field error on query.flughafen).
    await assertServesAirport(c.var.deps.db, firmenId, flughafen, 'query.flughafen');
    const quote = await zonePrices(c.var.deps.db, flughafen, plz, firmenId);
    if (!quote) throw new ApiError('noTariff');
    return c.json({ flughafen, plz, zone: quote.zone, preise: quote.preise, waehrung: 'EUR' });
  });

  const km = (mtuOnly: boolean) =>
    app.post(mtuOnly ? '/Preis/KmForMTU' : '/Preis/Km', async (c) => {
      const body = await parseBody(c, kmRequest);
      const company = await requireCompany(c, body.firmenId);
      if (mtuOnly && capabilitiesOf(company).tariffMode !== 'routeTariffs')
        throw new ApiError('forbidden');
      // A company asks for prices from its own airports only, those its booking offers: no
      // quote from an airport it cannot book (400, field error on von).
      await assertServesAirport(c.var.deps.db, body.firmenId, body.von, 'von');
      // The distance, and what one leg of the ride costs the company as its booking is priced
      // (ridePrices): the price inquiry tab and a company's long-distance ride. /Preis/KmForMTU
      // answers the MTU company's negotiated per-km rates themselves, the quote of its first step.
      const distance = await kmPrices(c.var.deps.db, body.von, body.plz, body.firmenId);
      const preise = mtuOnly
        ? distance?.preise
        : await ridePrices(c.var.deps.db, {
            firmenId: body.firmenId,
            isMtu: capabilitiesOf(company).tariffMode === 'routeTariffs',
            flughafen: body.von,
            plz: body.plz,
          });
      if (!distance || !preise) throw new ApiError('noTariff');
      return c.json({
        firmenId: body.firmenId,
        von: body.von,
        plz: body.plz,
        ort: body.ort,
        km: distance.km,
        preise,
        waehrung: 'EUR',
      });
    });
  km(false);
  km(true);

  app.get('/Preis/FirmaMtu/:firmenId', async (c) => {
    const firmenId = parseOrThrow(idParam(), c.req.param('firmenId'), 'path.firmenId');
    const company = await requireCompany(c, firmenId);
    if (capabilitiesOf(company).tariffMode !== 'routeTariffs') throw new ApiError('forbidden');
    const { db } = c.var.deps;
    const rows = await mtuRouteTariffs(db, firmenId);
    // Each route at what its booking costs (ridePrices): its tariff, or the company's per-km rate
    // for that place where that is cheaper. The list never shows a price the ride is not charged.
    const tarife = await Promise.all(
      rows.map(async (row) => {
        const charged = (
          await ridePrices(db, { firmenId, isMtu: true, flughafen: row.flughafen, plz: row.plz })
        )?.find((price) => price.transferArtId === row.transferArtId)?.preisCent;
        return {
          id: row.id,
          name: c.var.lang === 'en' ? row.nameEn : row.nameDe,
          flughafen: row.flughafen,
          transferArtId: row.transferArtId,
          plz: row.plz,
          ort: row.ort,
          preisCent: charged ?? row.preisCent,
        };
      }),
    );
    return c.json({ firmenId, tarife, waehrung: 'EUR' });
  });

  return app;
}
