// Who may read or change a booking: the session of the booking's company, or the holder of its
// access token (X-Buchung-Token). See docs/decisions/0003-company-auth.md.
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppContext } from '../http/context';
import { sessionCompany } from '../http/session';
import { ApiError } from '../lib/errors';
import type { PayableBooking, PaymentBookingAccess } from '../payment-mount';
import { loadBooking, type LoadedBooking } from './bookings';
import { isPaymentGrant } from './payment-grant';
import { isAccessToken } from './secrets';

export type Access = 'company' | 'token';

function tokenHeader(c: Context): string | undefined {
  const token = c.req.header('x-buchung-token');
  return token && token.length <= 100 ? token : undefined;
}

/** 401 when the request carries no credential at all (checked before any lookup). */
export async function assertHasCredential(c: AppContext): Promise<void> {
  if (!tokenHeader(c) && !(await sessionCompany(c))) throw new ApiError('unauthorized');
}

/** The access the request has to this booking; 403 when its credential does not fit. */
export async function authorizeBooking(c: AppContext, loaded: LoadedBooking): Promise<Access> {
  const company = await sessionCompany(c);
  if (company && loaded.booking.firmenId === company.id) return 'company';
  const token = tokenHeader(c);
  if (token && (await isAccessToken(c.var.deps.db, loaded.booking.externeId, token)))
    return 'token';
  if (!token && !company) throw new ApiError('unauthorized');
  throw new ApiError('forbidden');
}

/** Loads by numeric id and authorizes: 401 no credential, 404 unknown, 403 not yours. */
export async function loadAuthorized(
  c: AppContext,
  id: number,
): Promise<{ loaded: LoadedBooking; access: Access }> {
  await assertHasCredential(c);
  const loaded = await loadBooking(c.var.deps.db, { id });
  if (!loaded) throw new ApiError('notFound');
  return { loaded, access: await authorizeBooking(c, loaded) };
}

/** What the payment side needs to know of a booking (its price is always the server's own). */
function payable(loaded: LoadedBooking): PayableBooking {
  return {
    buchungId: loaded.booking.id,
    voucher: loaded.booking.voucher,
    amountCent: loaded.booking.preisCent,
    currency: 'EUR',
    language: loaded.booking.sprach === 'en' ? 'en' : 'de',
    zahlungsstatus: loaded.booking.zahlungsstatus as PayableBooking['zahlungsstatus'],
  };
}

/** A payment grant of the tracking page (X-Zahlung-Token, 0022) that fits this booking. */
async function hasPaymentGrant(c: AppContext, loaded: LoadedBooking): Promise<boolean> {
  const grant = c.req.header('x-zahlung-token');
  if (!grant || grant.length > 100) return false;
  return isPaymentGrant(c.var.deps.db, loaded.booking.externeId, grant, c.var.deps.now());
}

/**
 * The seam the payment module uses (server/payment-mount.ts): the booking's own credentials, or
 * a payment grant, which opens these calls and nothing else.
 */
export function bookingAccessForPayment(db: Db): PaymentBookingAccess {
  return {
    async findPayableBooking(c, buchungId) {
      const loaded = await loadBooking(db, { id: buchungId });
      if (!loaded) return null;
      try {
        await authorizeBooking(c as AppContext, loaded);
      } catch {
        if (!(await hasPaymentGrant(c as AppContext, loaded))) return null;
      }
      return payable(loaded);
    },
    async payableBooking(buchungId) {
      const loaded = await loadBooking(db, { id: buchungId });
      return loaded ? payable(loaded) : null;
    },
  };
}
