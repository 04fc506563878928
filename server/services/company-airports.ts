// The airports a company books and is quoted from: its rows of company_airports, the list
// GET /Firma/Flughafen/{firmenId} answers and the company's booking wizard offers.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyAirports } from '../db/schema';
import { validationError } from '../lib/errors';

/** Whether the company serves the airport (GET /Firma/Flughafen/{firmenId} lists it). */
async function servesAirport(db: Db, firmenId: number, iata: string): Promise<boolean> {
  const [row] = await db
    .select({ iata: companyAirports.iata })
    .from(companyAirports)
    .where(and(eq(companyAirports.firmenId, firmenId), eq(companyAirports.iata, iata)));
  return row !== undefined;
}

/**
 * A company's price or booking names one of its own airports: any other is a 400 validation
 * error with the field error `unknownValue` on `path` (`von`, `query.flughafen`, `flughafen`).
 */
export async function assertServesAirport(
  db: Db,
  firmenId: number,
  iata: string,
  path: string,
): Promise<void> {
  if (!(await servesAirport(db, firmenId, iata)))
    throw validationError([{ path, code: 'unknownValue' }]);
}
