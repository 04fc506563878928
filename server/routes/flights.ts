// POST /Flughafen/Infos/: arrivals or departures of an airport on a day.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { isValidIsoDate } from '../lib/time';
import { airportSchema, parseBody } from '../lib/validation';
import { flightsOn } from '../services/flights';

const flightInfoRequest = z.object({
  art: z.enum(['ankunft', 'abflug']),
  datum: z.string().refine(isValidIsoDate, { params: { fieldCode: 'format', reason: 'date' } }),
  flughafen: airportSchema,
});

export function flightRoutes() {
  const app = new Hono<AppEnv>({ strict: false });
  app.post('/Flughafen/Infos', async (c) => {
    const body = await parseBody(c, flightInfoRequest);
    return c.json(
      await flightsOn(c.var.deps.db, body.flughafen, body.art, body.datum, c.var.deps.now()),
    );
  });
  return app;
}
