// Paying later from the tracking page (docs/decisions/0022): voucher + surname get a payment
// grant for an unpaid card booking. It opens the card payment calls of that one booking for a
// while and nothing else (no read, no edit); it is an HMAC of the booking's external id and its
// expiry, so it is never stored and every server process can check it.
import { createHmac } from 'node:crypto';
import type { Db } from '../db/client';
import { safeEqual } from '../lib/crypto';
import { tokenSecret } from './secrets';

/** Long enough for the hosted page, its 3-D Secure step and a return; short for a leaked one. */
export const PAYMENT_GRANT_LIFETIME_MS = 2 * 60 * 60 * 1000;

async function signature(db: Db, externeId: string, expires: string): Promise<string> {
  const secret = await tokenSecret(db);
  return createHmac('sha256', secret).update(`zahlung:${externeId}:${expires}`).digest('base64url');
}

/** A grant for this booking, valid until `now` + PAYMENT_GRANT_LIFETIME_MS. */
export async function paymentGrantFor(
  db: Db,
  externeId: string,
  now: Date,
): Promise<{ grant: string; expires: Date }> {
  const expires = new Date(now.getTime() + PAYMENT_GRANT_LIFETIME_MS);
  const stamp = expires.getTime().toString(36);
  return { grant: `${stamp}.${await signature(db, externeId, stamp)}`, expires };
}

/** Whether `grant` (header X-Zahlung-Token) was made for this booking and has not expired. */
export async function isPaymentGrant(
  db: Db,
  externeId: string,
  grant: string,
  now: Date,
): Promise<boolean> {
  const [stamp, mac, ...rest] = grant.split('.');
  if (!stamp || !mac || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(stamp)) return false;
  if (parseInt(stamp, 36) <= now.getTime()) return false;
  return safeEqual(await signature(db, externeId, stamp), mac);
}
