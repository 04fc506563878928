// Who may read or change a booking: the session of the booking's company, or the holder of its
// access token (X-Buchung-Token). See docs/decisions/0003-company-auth.md.
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import type { AppContext } from '../http/context';
import { sessionCompany } from '../http/session';
import { ApiError } from '../lib/errors';
import type { PaymentBookingAccess } from '../payment-mount';
import { loadBooking, type LoadedBooking } from './bookings';
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
  if (token && (await isAccessToken(c.var.deps.db, loaded.booking.externeId, token))) return 'token';
  if (!token && !company) throw new ApiError('unauthorized');
  throw new ApiError('forbidden');
}

/** Loads by numeric id and authorizes: 401 no credential, 404 unknown, 403 not yours. */
export async function loadAuthorized(c: AppContext, id: number): Promise<{ loaded: LoadedBooking; access: Access }> {
  await assertHasCredential(c);
  const loaded = await loadBooking(c.var.deps.db, { id });
  if (!loaded) throw new ApiError('notFound');
  return { loaded, access: await authorizeBooking(c, loaded) };
}

/** The seam the payment module uses (server/payment-mount.ts). */
export function bookingAccessForPayment(db?: Db): PaymentBookingAccess {
  return {
    async findPayableBooking(c, buchungId) {
      const ctx = c as AppContext;
      const database = db ?? ctx.var.deps.db;
      const loaded = await loadBooking(database, { id: buchungId });
      if (!loaded) return null;
      try {
        await authorizeBooking(ctx, loaded);
      } catch {
        return null;
      }
      return {
        buchungId: loaded.booking.id,
        voucher: loaded.booking.voucher,
        amountCent: loaded.booking.preisCent,
        currency: 'EUR',
        language: loaded.booking.sprach === 'en' ? 'en' : 'de',
        zahlungsstatus: loaded.booking.zahlungsstatus as 'offen' | 'bezahlt' | 'rechnung',
      };
    },
    async markPaid(buchungId) {
      if (!db) throw new Error('markPaid needs the database');
      await db.update(bookings).set({ zahlungsstatus: 'bezahlt', updatedAt: new Date() }).where(eq(bookings.id, buchungId));
    },
  };
}
