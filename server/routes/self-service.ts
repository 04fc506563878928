// Passenger self-service with voucher + surname (docs/decisions/0009): cancel the whole booking
// or move a ride's pickup, inside the window of src/domain/self-service.ts. The credential is the
// tracking one (throttled the same way); the writes go through the booking service's own
// cancelLegs/updateBooking (row lock, payment rules, e-mails), and a cancelled paid booking is
// refunded through the payment module exactly once.
import { Hono } from 'hono';
import { z } from 'zod';
import { isoDateSchema, timeOfDaySchema } from '../../src/domain/booking';
import { LEG_STATUS } from '../../src/domain/constants';
import { bookingLockOf } from '../../src/domain/booking-lock';
import { pickupChangeProblem, selfServiceOf } from '../../src/domain/self-service';
import type { AppContext, AppEnv } from '../http/context';
import { ApiError } from '../lib/errors';
import type { RefundInfo } from '../payment-mount';
import { parseBody, parseOrThrow } from '../lib/validation';
import { bookingBody } from '../services/booking-schema';
import {
  bookingJson,
  cancelLegs,
  companyOf,
  isCancelled,
  loadBooking,
  type LoadedBooking,
  resolveBooking,
  updateBooking,
} from '../services/bookings';
import { paymentGrantFor } from '../services/payment-grant';
import { findTracked, selfServiceLegs, surnameSchema, trackingJson } from '../services/tracking';
import { log } from '../observability/log';
import { bookingEvents } from '../observability/metrics';

const voucherParam = z.string().regex(/^[A-Za-z0-9]{1,20}$/);

const cancelBody = z.object({ name: surnameSchema });
const pickupBody = z.object({
  name: surnameSchema,
  fahrt: z.enum(['hin', 'rueck']),
  datum: isoDateSchema,
  zeit: timeOfDaySchema,
});

function note(event: 'cancelled' | 'updated', loaded: LoadedBooking) {
  bookingEvents.inc({ event });
  log().info(
    {
      event: `booking.${event}`,
      buchungId: loaded.booking.id,
      voucher: loaded.booking.voucher,
      selfService: true,
    },
    `booking ${event} by the passenger`,
  );
}

/** The tracking answer as it is now, with the refund if the booking was paid and cancelled. */
async function answer(c: AppContext, buchungId: number, refund?: RefundInfo | null) {
  const fresh = (await loadBooking(c.var.deps.db, { id: buchungId }))!;
  const known =
    refund !== undefined ? refund : ((await c.var.deps.refunds?.refundOf(buchungId)) ?? null);
  return c.json(await trackingJson(c.var.deps.db, fresh, known, c.var.deps.unpaidRule));
}

function assertWindowOpen(loaded: LoadedBooking, now: Date) {
  if (isCancelled(loaded)) throw new ApiError('bookingCancelled');
  if (!selfServiceOf(selfServiceLegs(loaded), now).open) throw new ApiError('selfServiceClosed');
}

export function selfServiceRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.post('/Buchung/Selbstservice/:voucher/Stornieren', async (c) => {
    const voucher = parseOrThrow(voucherParam, c.req.param('voucher'), 'path.voucher');
    const body = await parseBody(c, cancelBody);
    const { db, now, refunds } = c.var.deps;
    const loaded = await findTracked(c, voucher, body.name, 'name');
    const id = loaded.booking.id;
    // Cancelled already (a retry after a lost answer, a second tab): the same answer again, and
    // a refund that is still open is carried on, never made twice.
    if (!isCancelled(loaded)) {
      if (!selfServiceOf(selfServiceLegs(loaded), now()).open)
        throw new ApiError('selfServiceClosed');
      try {
        await cancelLegs(db, loaded, null, now());
        note('cancelled', loaded);
      } catch (error) {
        // A concurrent cancel won the booking's lock first: the outcome is the same.
        if (!(error instanceof ApiError && error.code === 'bookingCancelled')) throw error;
      }
    }
    const refund = refunds ? await refunds.refundCancelled(id) : null;
    return answer(c, id, refund);
  });

  app.post('/Buchung/Selbstservice/:voucher/Abholzeit', async (c) => {
    const voucher = parseOrThrow(voucherParam, c.req.param('voucher'), 'path.voucher');
    const body = await parseBody(c, pickupBody);
    const { db, now } = c.var.deps;
    const loaded = await findTracked(c, voucher, body.name, 'name');
    assertWindowOpen(loaded, now());
    const leg = loaded.legs.find(
      (l) => l.typ === body.fahrt && l.statusId !== LEG_STATUS.storniert,
    );
    if (!leg || (body.fahrt === 'rueck' && !loaded.booking.mitRueckfahrt))
      throw new ApiError('validation', [{ path: 'fahrt', code: 'unknownValue' }]);
    const problem = pickupChangeProblem(body.datum, body.zeit, now());
    if (problem)
      throw new ApiError('validation', [
        {
          path: 'zeit',
          code: 'range',
          params: { reason: problem === 'tooLate' ? 'selfServiceWindow' : problem },
        },
      ]);
    // The booking as it is, with only this pickup moved, through the same rules and write as an
    // edit: a price that would change on paid card money is refused there (409 alreadyPaid).
    const current = parseOrThrow(
      bookingBody,
      await bookingJson(db, loaded, c.var.lang, false, c.var.deps.unpaidRule),
      'body',
    );
    const key = body.fahrt === 'hin' ? 'hinfahrt' : 'rueckfahrt';
    const edited = { ...current, [key]: { ...current[key], datum: body.datum, zeit: body.zeit } };
    const company =
      loaded.booking.firmenId === null ? null : await companyOf(db, loaded.booking.firmenId);
    const resolved = await resolveBooking(
      db,
      edited,
      company,
      now(),
      loaded.legs,
      loaded.booking.kundeId,
    );
    // Based on the booking as read above: a change saved in between is not undone (409 conflict).
    await updateBooking(db, loaded, resolved, now(), { read: { booking: loaded.booking.version } });
    note('updated', loaded);
    return answer(c, loaded.booking.id);
  });

  // Paying later (0022): an unpaid card booking gets a grant for the card payment calls, so the
  // passenger can pay it from any device with voucher + surname. Its rides must still be ahead:
  // no time window beyond that, a payment only ever makes the booking binding.
  app.post('/Buchung/Selbstservice/:voucher/Zahlung', async (c) => {
    const voucher = parseOrThrow(voucherParam, c.req.param('voucher'), 'path.voucher');
    const body = await parseBody(c, cancelBody);
    const { db, now } = c.var.deps;
    const loaded = await findTracked(c, voucher, body.name, 'name');
    if (isCancelled(loaded)) throw new ApiError('bookingCancelled');
    if (loaded.booking.zahlungsstatus === 'bezahlt') throw new ApiError('alreadyPaid');
    if (loaded.booking.zahlungsstatus !== 'offen') throw new ApiError('paymentNotPossible');
    const legs = selfServiceLegs(loaded);
    const lock = bookingLockOf({ mitRueckfahrt: legs.rueckfahrt !== null, ...legs }, now());
    if (lock !== null) throw new ApiError('bookingNotEditable');
    const { grant, expires } = await paymentGrantFor(db, loaded.booking.externeId, now());
    return c.json({
      buchungId: loaded.booking.id,
      voucher: loaded.booking.voucher,
      zahlungsToken: grant,
      gueltigBis: expires.toISOString(),
    });
  });

  return app;
}
