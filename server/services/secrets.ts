// Server secrets kept in the database (generated once), so every process and every restart of
// an on-disk database derives the same booking access tokens.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';
import { safeEqual } from '../lib/crypto';

const cache = new WeakMap<object, Promise<string>>();

export function tokenSecret(db: Db): Promise<string> {
  let pending = cache.get(db);
  if (!pending) {
    pending = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: 'booking-token', value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'booking-token'));
      return row!.value;
    })();
    pending.catch(() => cache.delete(db));
    cache.set(db, pending);
  }
  return pending;
}

/** The booking's access token (X-Buchung-Token): HMAC of its external id; never stored. */
export async function accessTokenFor(db: Db, externeId: string): Promise<string> {
  const secret = await tokenSecret(db);
  return createHmac('sha256', secret).update(`zugriff:${externeId}`).digest('base64url');
}

export async function isAccessToken(db: Db, externeId: string, token: string): Promise<boolean> {
  return safeEqual(await accessTokenFor(db, externeId), token);
}
