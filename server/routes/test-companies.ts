// /api/test/companies (NODE_ENV=test only, mounted by test-only.ts): a throwaway company for
// browser tests that change credentials. A reset ends every session of its company and changes
// its code; on a demo company that would break the other specs running beside it.
//   POST /api/test/companies { vorlage, zugangscode }  a copy of company `vorlage` (payment
//        types, airports, tariffs) with a fresh id and login e-mail; answers { firmenId, email }
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../http/context';
import { hashSecret } from '../lib/crypto';
import { parseBody } from '../lib/validation';

const body = z.object({ vorlage: z.number().int().min(1), zugangscode: z.string().min(1).max(64) });

export function testCompanyRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.post('/companies', async (c) => {
    const { vorlage, zugangscode } = await parseBody(c, body);
    const id = randomInt(900_000, 1_000_000_000);
    const email = `zugang-${id}@testfirma.example`;
    const hash = await hashSecret(zugangscode);
    await c.var.deps.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO companies (id, name, name2, email, zugangscode_hash, externe_id, als_privat, buchung_liste_aktiv, kunde_liste_aktiv, gruppe, aktiv)
        SELECT ${id}, ${`Testfirma ${id} GmbH`}, '', ${email}, ${hash}, ${`test${id}x${randomInt(1e9)}`}, als_privat, buchung_liste_aktiv, kunde_liste_aktiv, gruppe, aktiv
          FROM companies WHERE id = ${vorlage}`);
      await tx.execute(
        sql`INSERT INTO company_payment_types (firmen_id, zahlungsart_id) SELECT ${id}, zahlungsart_id FROM company_payment_types WHERE firmen_id = ${vorlage}`,
      );
      await tx.execute(
        sql`INSERT INTO company_airports (firmen_id, iata) SELECT ${id}, iata FROM company_airports WHERE firmen_id = ${vorlage}`,
      );
      await tx.execute(
        sql`INSERT INTO tariffs (firmen_id, flughafen, zone, transfer_art_id, preis_cent) SELECT ${id}, flughafen, zone, transfer_art_id, preis_cent FROM tariffs WHERE firmen_id = ${vorlage}`,
      );
      await tx.execute(
        sql`INSERT INTO km_tariffs (firmen_id, transfer_art_id, grundpreis_cent, cent_pro_km, mindestpreis_cent) SELECT ${id}, transfer_art_id, grundpreis_cent, cent_pro_km, mindestpreis_cent FROM km_tariffs WHERE firmen_id = ${vorlage}`,
      );
    });
    return c.json({ firmenId: id, email }, 201);
  });

  return app;
}
