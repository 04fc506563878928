// /Buchung/*: create (idempotent), update, read (id + token/session, voucher + surname,
// external id), legs, cancellation and the company booking list.
import { Hono } from 'hono';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { bookingLegs, bookings } from '../db/schema';
import { matchesEveryWord } from '../db/text-search';
import { germanOrder } from '../db/german-order';
import type { AppContext, AppEnv } from '../http/context';
import { capabilitiesOf, requireCompany } from '../http/session';
import { ApiError } from '../lib/errors';
import { idempotencyKeyError, isIdempotencyKey } from '../lib/idempotency-key';
import { idParam, isoDate, parseBody, parseOrThrow } from '../lib/validation';
import { bookingBody, type BookingBody } from '../services/booking-schema';
import { assertServesAirport } from '../services/company-airports';
import { RIDE_SORTS } from '../../src/domain/list-sorts';
import { loadAuthorized } from '../services/booking-access';
import {
  assertEditable,
  assertUnchangedSince,
  bookingJson,
  cancelLegs,
  companyOf,
  createBooking,
  type CreateResult,
  isCancelled,
  legJson,
  loadBooking,
  type LoadedBooking,
  paymentDeadline,
  priceJson,
  quoteUpdate,
  type ReadVersions,
  requestHash,
  resolveBooking,
  updateBooking,
} from '../services/bookings';
import { beginClientAttempt, giveBack, takeWriteSlot } from '../services/throttle';
import { findTracked, trackingJson } from '../services/tracking';
import {
  assertEditInWindow,
  assertLegWindowOpen,
  assertWindowOpen,
} from '../services/self-service-window';
import { bookingMailData } from '../mail/booking-data';
import { BOOKING_TEXT } from '../mail/booking-texts';
import { receiptPdf } from '../mail/receipt-pdf';
import { log } from '../observability/log';
import { bookingEvents } from '../observability/metrics';

/** The company a booking body names: must be the session's company (401/403 otherwise). */
async function bookingCompany(c: AppContext, firmenId: number | null) {
  if (firmenId === null) return null;
  const session = await requireCompany(c, firmenId);
  return session;
}

/**
 * An edit of a saved booking (the body of PUT /Buchung/Aktualisieren and of its price preview),
 * checked as the save checks it: who may change it, whether it can still change, and the booking
 * it would become (validation, price).
 */
async function resolveEdit(c: AppContext) {
  const body = await parseBody(c, bookingBody);
  if (body.buchungStamm.id === null)
    throw new ApiError('validation', [{ path: 'buchungStamm.id', code: 'required' }]);
  const { db, now } = c.var.deps;
  const { loaded, access } = await loadAuthorized(c, body.buchungStamm.id);
  if (body.buchungStamm.voucher !== null && body.buchungStamm.voucher !== loaded.booking.voucher)
    throw new ApiError('notFound');
  assertEditable(loaded, now());
  // The edit token (the e-mail's link) keeps the passenger's 24-hour window (0009); the
  // company session of a company booking keeps the company's rules.
  if (access === 'token') assertWindowOpen(loaded, now());
  // The booking stays with its company; the body cannot move it.
  const company =
    loaded.booking.firmenId === null ? null : await companyOf(db, loaded.booking.firmenId);
  // Moved to another airport, it must be one of the company's; the stored airport stays
  // bookable even if the company's list has changed since.
  if (company && body.flughafen !== loaded.booking.flughafen)
    await assertServesAirport(db, company.id, body.flughafen, 'flughafen');
  const resolved = await resolveBooking(
    db,
    {
      ...body,
      buchungStamm: {
        ...body.buchungStamm,
        firmenId: loaded.booking.firmenId,
        istPrivat: body.buchungStamm.istPrivat,
      },
    },
    company,
    now(),
    loaded.legs,
    loaded.booking.kundeId,
  );
  return { loaded, access, resolved };
}

/** The versions an edit's body says it was based on (0021); absent: saved as before. */
function readVersions(body: BookingBody): ReadVersions {
  return { booking: body.buchungStamm.version, customer: body.kundeStamm.version };
}

/** A booking written: one log line (ids only, no personal data) and the bookings counter. */
function noteBooking(
  event: 'created' | 'replayed' | 'updated' | 'legCancelled' | 'cancelled',
  loaded: LoadedBooking,
) {
  const { booking } = loaded;
  if (event !== 'replayed') bookingEvents.inc({ event });
  log().info(
    {
      event: `booking.${event}`,
      buchungId: booking.id,
      voucher: booking.voucher,
      firmenId: booking.firmenId,
    },
    `booking ${event}`,
  );
}

export function bookingRoutes() {
  const app = new Hono<AppEnv>({ strict: false });

  app.post('/Buchung/Neu', async (c) => {
    const key = c.req.header('idempotency-key');
    const body = await parseBody(c, bookingBody).catch((error: unknown) => {
      // Report a bad key together with the body's field errors.
      if (error instanceof ApiError && !isIdempotencyKey(key))
        error.fieldErrors.unshift(idempotencyKeyError(key));
      throw error;
    });
    if (!isIdempotencyKey(key)) throw new ApiError('validation', [idempotencyKeyError(key)]);
    const { db, now } = c.var.deps;
    const company = await bookingCompany(c, body.buchungStamm.firmenId);
    const hash = requestHash(body);
    // A replay answers before the rules run again (the ride may have moved into the past since).
    const [earlier] = await db
      .select({ id: bookings.id, requestHash: bookings.requestHash })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, key));
    let result: CreateResult;
    if (earlier) {
      if (earlier.requestHash !== hash) throw new ApiError('idempotencyKeyReused');
      result = { kind: 'replayed', id: earlier.id };
    } else {
      // Without a company session anyone can write: a limit per client address. A concurrent
      // duplicate of the same key turns out a replay and gives its slot back.
      const slot = company ? null : await takeWriteSlot(c, 'buchung');
      // A company books from its own airports only (GET /Firma/Flughafen/{firmenId}).
      if (company) await assertServesAirport(db, company.id, body.flughafen, 'flughafen');
      const resolved = await resolveBooking(db, body, company, now());
      result = await createBooking(db, resolved, key, hash);
      if (slot && result.kind === 'replayed') await giveBack(db, slot);
    }
    const loaded =
      result.kind === 'created' ? result.loaded : (await loadBooking(db, { id: result.id }))!;
    noteBooking(result.kind, loaded);
    return c.json(
      await bookingJson(db, loaded, c.var.lang, true, c.var.deps.unpaidRule),
      result.kind === 'created' ? 201 : 200,
    );
  });

  app.put('/Buchung/Aktualisieren', async (c) => {
    const { loaded, access, resolved } = await resolveEdit(c);
    const { db, now } = c.var.deps;
    await updateBooking(db, loaded, resolved, now(), {
      guard:
        access === 'token'
          ? (current) => assertEditInWindow(current, resolved.body, now())
          : undefined,
      read: readVersions(resolved.body),
    });
    noteBooking('updated', loaded);
    const fresh = (await loadBooking(db, { id: loaded.booking.id }))!;
    return c.json(await bookingJson(db, fresh, c.var.lang, true, c.var.deps.unpaidRule));
  });

  app.post('/Buchung/Preisvorschau', async (c) => {
    const { loaded, access, resolved } = await resolveEdit(c);
    const { db, now } = c.var.deps;
    // A change of an older read is refused now, not only by the save (there under the row lock).
    assertUnchangedSince(loaded, readVersions(resolved.body));
    // The window's rules on a moved pickup, as the save checks them (there under the row lock).
    if (access === 'token') assertEditInWindow(loaded, resolved.body, now());
    const quote = await quoteUpdate(db, loaded, resolved);
    return c.json({
      preis: priceJson(quote.chargedCent),
      bisher: priceJson(loaded.booking.preisCent),
      // Each ride's part, so the page can say which ride's price changes (0026).
      hinfahrt: priceJson(quote.rideCent.hin),
      rueckfahrt: quote.rideCent.rueck === null ? null : priceJson(quote.rideCent.rueck),
      extras: priceJson(quote.extrasCent),
    });
  });

  app.get('/Buchung/Detail/:id', async (c) => {
    const id = parseOrThrow(
      z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
      c.req.param('id'),
      'path.id',
    );
    const name = c.req.query('name');
    const { db } = c.var.deps;
    if (name !== undefined) {
      // Tracking: voucher + surname, no credential (both are on a luggage tag): only what the
      // tracking page shows, contact details masked. Misses are throttled like logins.
      const loaded = await findTracked(c, id, name, 'query.name');
      const refund = (await c.var.deps.refunds?.refundOf(loaded.booking.id)) ?? null;
      return c.json(await trackingJson(db, loaded, refund, c.var.deps.unpaidRule));
    }
    if (/^\d{1,10}$/.test(id)) {
      const numeric = parseOrThrow(idParam(), id, 'path.id');
      const { loaded } = await loadAuthorized(c, numeric);
      return c.json(await bookingJson(db, loaded, c.var.lang, true, c.var.deps.unpaidRule));
    }
    // External id of a /buchung/bearbeiten/{externeId} link: the id is the credential.
    const clientKey = await beginClientAttempt(c);
    const loaded = id.length >= 16 ? await loadBooking(db, { externeId: id }) : null;
    if (!loaded) throw new ApiError('notFound');
    await giveBack(db, clientKey);
    return c.json(await bookingJson(db, loaded, c.var.lang, true, c.var.deps.unpaidRule));
  });

  // The PDF voucher/receipt, found like tracking (voucher + surname) and throttled the same way.
  app.get('/Buchung/Beleg/:voucher', async (c) => {
    const voucher = parseOrThrow(
      z.string().regex(/^[A-Za-z0-9]{1,20}$/),
      c.req.param('voucher'),
      'path.voucher',
    );
    const loaded = await findTracked(c, voucher, c.req.query('name'), 'query.name');
    const { db, now } = c.var.deps;
    const data = await bookingMailData(db, loaded);
    const pdf = await receiptPdf(data, now(), paymentDeadline(loaded, c.var.deps.unpaidRule));
    const fileName = BOOKING_TEXT[data.lang].pdf.fileName(data.voucher);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${fileName}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(new Uint8Array(pdf));
  });

  app.get('/Buchung/PosDetail/:buchungId/:posId', async (c) => {
    const buchungId = parseOrThrow(idParam(), c.req.param('buchungId'), 'path.buchungId');
    const posId = parseOrThrow(idParam(), c.req.param('posId'), 'path.posId');
    const { loaded } = await loadAuthorized(c, buchungId);
    const leg = loaded.legs.find((l) => l.id === posId);
    if (!leg) throw new ApiError('notFound');
    const richtung = loaded.booking.richtung;
    return c.json({
      buchungId: loaded.booking.id,
      voucher: loaded.booking.voucher,
      flughafen: loaded.booking.flughafen,
      richtung:
        leg.typ === 'hin'
          ? richtung
          : richtung === 'zumFlughafen'
            ? 'vomFlughafen'
            : 'zumFlughafen',
      position: legJson(leg),
    });
  });

  app.delete('/Buchung/PosStornieren/:buchungId/:posId', async (c) => {
    const buchungId = parseOrThrow(idParam(), c.req.param('buchungId'), 'path.buchungId');
    const posId = parseOrThrow(idParam(), c.req.param('posId'), 'path.posId');
    const { db, now, refunds } = c.var.deps;
    const { loaded, access } = await loadAuthorized(c, buchungId);
    if (!loaded.legs.some((l) => l.id === posId)) throw new ApiError('notFound');
    await cancelLegs(
      db,
      loaded,
      posId,
      now(),
      access === 'token'
        ? (_current, open) => open.forEach((leg) => assertLegWindowOpen(leg, now()))
        : undefined,
    );
    noteBooking('legCancelled', loaded);
    // The last ride cancelled ends the booking: paid card money goes back (only whole bookings).
    await refunds?.refundCancelled(buchungId);
    const fresh = (await loadBooking(db, { id: buchungId }))!;
    return c.json(await bookingJson(db, fresh, c.var.lang, true, c.var.deps.unpaidRule));
  });

  app.delete('/Buchung/Stornieren/:id', async (c) => {
    const id = parseOrThrow(idParam(), c.req.param('id'), 'path.id');
    const { db, now, refunds } = c.var.deps;
    const { loaded, access } = await loadAuthorized(c, id);
    if (isCancelled(loaded)) throw new ApiError('bookingCancelled');
    if (access === 'token') assertWindowOpen(loaded, now());
    await cancelLegs(
      db,
      loaded,
      null,
      now(),
      access === 'token' ? (current) => assertWindowOpen(current, now()) : undefined,
    );
    noteBooking('cancelled', loaded);
    // Paid card money goes back at once, exactly once (the payment module's refunds; a refund
    // lost to a crash is carried out by the reconciler).
    await refunds?.refundCancelled(id);
    const fresh = (await loadBooking(db, { id }))!;
    return c.json(await bookingJson(db, fresh, c.var.lang, true, c.var.deps.unpaidRule));
  });

  const listQuery = z.object({
    suche: z.string().max(100).optional(),
    von: isoDate.optional(),
    bis: isoDate.optional(),
    status: z.enum(['aktiv', 'storniert', 'alle']).default('aktiv'),
    sortierung: z.enum(RIDE_SORTS).default('datumAuf'),
    seite: idParam().default(1),
    proSeite: z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(100))
      .default(20),
  });

  app.get('/Buchung/Liste/:firmenId', async (c) => {
    const firmenId = parseOrThrow(idParam(), c.req.param('firmenId'), 'path.firmenId');
    const query = parseOrThrow(listQuery, c.req.query(), 'query');
    const company = await requireCompany(c, firmenId);
    if (!capabilitiesOf(company).tabs.includes(1)) throw new ApiError('forbidden'); // tab 1: gebuchte Fahrten
    const { db } = c.var.deps;
    const hin = sql`(SELECT datum FROM booking_legs WHERE buchung_id = ${bookings.id} AND typ = 'hin')`;
    // The outbound pickup's date and time as one sortable text ('2026-12-13 09:15').
    const hinStart = sql`(SELECT datum || ' ' || zeit FROM booking_legs WHERE buchung_id = ${bookings.id} AND typ = 'hin')`;
    const conditions: SQL[] = [eq(bookings.firmenId, firmenId)];
    if (query.status === 'aktiv') conditions.push(eq(bookings.storniert, false));
    if (query.status === 'storniert') conditions.push(eq(bookings.storniert, true));
    if (query.von) conditions.push(gte(hin, query.von));
    if (query.bis) conditions.push(lte(hin, query.bis));
    // The passenger, department and cost centre the ride was booked on (0011, 0025), as the list
    // shows them.
    const search = matchesEveryWord(query.suche ?? '', [
      bookings.voucher,
      bookings.name,
      bookings.vorname,
      bookings.bereich,
      bookings.kst,
    ]);
    if (search) conditions.push(search);
    const where = and(...conditions);
    // What a booking is charged, as the list shows it: nothing once cancelled (the stored total
    // stays for refunds).
    const charged = sql`CASE WHEN ${bookings.storniert} THEN 0 ELSE ${bookings.preisCent} END`;
    const order = {
      datumAuf: [asc(hinStart), asc(bookings.id)],
      datumAb: [desc(hinStart), desc(bookings.id)],
      erstelltAb: [desc(bookings.createdAt), desc(bookings.id)],
      name: [asc(germanOrder(bookings.name)), asc(germanOrder(bookings.vorname)), asc(bookings.id)],
      nameAb: [
        desc(germanOrder(bookings.name)),
        desc(germanOrder(bookings.vorname)),
        desc(bookings.id),
      ],
      preisAuf: [asc(charged), asc(hinStart), asc(bookings.id)],
      preisAb: [desc(charged), asc(hinStart), desc(bookings.id)],
    }[query.sortierung];
    const [total] = await db.select({ n: count() }).from(bookings).where(where);
    const rows = await db
      .select({ booking: bookings })
      .from(bookings)
      .where(where)
      .orderBy(...order)
      .limit(query.proSeite)
      .offset((query.seite - 1) * query.proSeite);
    const ids = rows.map((row) => row.booking.id);
    const legs = ids.length
      ? await db
          .select()
          .from(bookingLegs)
          .where(
            sql`${bookingLegs.buchungId} IN (${sql.join(
              ids.map((value) => sql`${value}`),
              sql`, `,
            )})`,
          )
      : [];
    const summary = (leg: typeof bookingLegs.$inferSelect | undefined) =>
      leg
        ? {
            id: leg.id,
            datum: leg.datum,
            zeit: leg.zeit,
            flugnummer: leg.flugnummer,
            statusId: leg.statusId,
            ort: leg.ort,
          }
        : null;
    return c.json({
      eintraege: rows.map(({ booking }) => {
        const own = legs.filter((leg) => leg.buchungId === booking.id);
        return {
          buchungId: booking.id,
          voucher: booking.voucher,
          kundeVorname: booking.vorname,
          kundeName: booking.name,
          bereich: booking.bereich,
          kst: booking.kst,
          flughafen: booking.flughafen,
          richtung: booking.richtung,
          transferArtId: booking.transferArtId,
          erw: booking.erw,
          kind: booking.kind,
          hinfahrt: summary(own.find((leg) => leg.typ === 'hin'))!,
          rueckfahrt: summary(own.find((leg) => leg.typ === 'rueck')),
          preis: { betragCent: booking.preisCent, waehrung: 'EUR' },
          zahlungsstatus: booking.zahlungsstatus,
          storniert: booking.storniert,
          stornoGrund: booking.stornoGrund === 'unbezahlt' ? ('unbezahlt' as const) : null,
          erstelltAm: booking.createdAt.toISOString(),
        };
      }),
      gesamt: total?.n ?? 0,
      seite: query.seite,
      proSeite: query.proSeite,
    });
  });

  return app;
}
