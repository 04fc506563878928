import { z } from 'zod/mini';
import { api, callInit, parsed, type CallOptions } from './client';
import { flightSchema, type Flight, type FlightInfoRequest } from './schemas';

export type { Flight, FlightInfoRequest };

/** POST /Flughafen/Infos/: arrivals or departures of an airport on a day, ordered by time. */
export function getFlightInfo(
  request: FlightInfoRequest,
  options?: CallOptions,
): Promise<Flight[]> {
  return parsed(
    api.POST('/Flughafen/Infos/', { body: request, ...callInit(options) }),
    z.array(flightSchema),
  );
}
