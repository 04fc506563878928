import { z } from 'zod/mini';
import { companySessionSchema, type CompanySession } from '../domain/company';
import type { AirportCode } from '../domain/constants';
import { api, callInit, done, parsed, type CallOptions } from './client';
import type { components } from './schema.gen';
import {
  airportSchema,
  companyIdListSchema,
  transferTypeSchema,
  type Airport,
  type TransferType,
} from './schemas';

export type { Airport, TransferType };

/** firmenId of GET /Firma/Flughafen/{firmenId} that lists the airports for private customers. */
export const PRIVATE_AIRPORTS_ID = 0;

/** POST /Firma/LoginMitId/: sets the HttpOnly session cookie, answers the company session. */
export function loginWithId(
  firmenId: number,
  zugangscode: string,
  options?: CallOptions,
): Promise<CompanySession> {
  return parsed(
    api.POST('/Firma/LoginMitId/', { body: { firmenId, zugangscode }, ...callInit(options) }),
    companySessionSchema,
  );
}

/** POST /Firma/LoginMitEmail/. */
export function loginWithEmail(
  email: string,
  zugangscode: string,
  options?: CallOptions,
): Promise<CompanySession> {
  return parsed(
    api.POST('/Firma/LoginMitEmail/', { body: { email, zugangscode }, ...callInit(options) }),
    companySessionSchema,
  );
}

/** POST /Firma/LoginMitExterneId/: the automatic login of /login/{externeId}/{firmenId}/start.html. */
export function loginWithExternalId(
  externeId: string,
  firmenId: number,
  options?: CallOptions,
): Promise<CompanySession> {
  return parsed(
    api.POST('/Firma/LoginMitExterneId/', { body: { externeId, firmenId }, ...callInit(options) }),
    companySessionSchema,
  );
}

/** POST /Firma/Logout/ (contract addition): ends the cookie session on the server. */
export function logoutCompany(options?: CallOptions): Promise<void> {
  return done(api.POST('/Firma/Logout/', { ...callInit(options) }));
}

/** GET /Firma/Flughafen/{firmenId}: airports of a company, or with PRIVATE_AIRPORTS_ID those for private customers. */
export function getAirports(
  firmenId: number = PRIVATE_AIRPORTS_ID,
  options?: CallOptions,
): Promise<Airport[]> {
  return parsed(
    api.GET('/Firma/Flughafen/{firmenId}', {
      params: { path: { firmenId } },
      ...callInit(options),
    }),
    z.array(airportSchema),
  );
}

/** GET /Firma/FlughafenById/{iata}. */
export function getAirport(iata: AirportCode, options?: CallOptions): Promise<Airport> {
  return parsed(
    api.GET('/Firma/FlughafenById/{id}', { params: { path: { id: iata } }, ...callInit(options) }),
    airportSchema,
  );
}

/** GET /Firma/Art: the three transfer types. */
export function getTransferTypes(options?: CallOptions): Promise<TransferType[]> {
  return parsed(api.GET('/Firma/Art', { ...callInit(options) }), z.array(transferTypeSchema));
}

/** The company groups whose members show a group logo (or use the MTU tariffs). */
export type CompanyGroup = 'vw' | 'conti' | 'mtu';

const GROUP_PATHS = {
  vw: '/Firma/VWCompanies',
  conti: '/Firma/ContiCompanies',
  mtu: '/Firma/MtuCompanies',
} as const;

/** GET /Firma/VWCompanies, /Firma/ContiCompanies or /Firma/MtuCompanies: company ids. */
export function getCompanyGroup(group: CompanyGroup, options?: CallOptions): Promise<number[]> {
  return parsed(api.GET(GROUP_PATHS[group], { ...callInit(options) }), companyIdListSchema);
}

// Drift check: the domain's company session is the contract's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sessionMatchesContract: Same<CompanySession, components['schemas']['CompanySession']> = true;
void sessionMatchesContract;
