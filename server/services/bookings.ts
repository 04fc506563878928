// Bookings: business rules, create (idempotent), update, cancel, read and the JSON shape of
// docs/openapi.yaml Booking. Routes only parse, authorize and call these.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/client';
import { readAll } from '../db/read-all';
import { bookingExtras, bookingLegs, bookings, companies, customers } from '../db/schema';
import { payments } from '../payment/schema';
import { ApiError, validationError, type FieldErrorSpec } from '../lib/errors';
import { newVoucher, randomToken } from '../lib/crypto';
import type { Lang } from '../lib/i18n';
import { isValidIsoDate, timeInBerlin, todayInBerlin } from '../lib/time';
// A leg that has started, is done, or lies in the past can no longer be changed.
import { isLegLocked } from '../../src/domain/booking-lock';
import { isBookablePickup } from '../../src/domain/pickup';
import { returnFollowsOutbound } from '../../src/domain/ride-order';
import { legSchema } from '../../src/domain/booking';
import { pick } from '../lib/pick';
import type { BookingBody } from './booking-schema';
import {
  ADDRESS_FIELDS,
  bookedColumns,
  passengerAsBooked,
  changesCustomer,
  customerColumns,
  customerJson,
} from './customer-columns';
import { bookingPrice, extrasPrice, zoneOf } from './pricing';
import { referenceData } from './reference';
import { enqueueBookingMails } from '../mail/booking-mails';
import { bookingMailData } from '../mail/booking-data';
import { enqueueAddressChangeMails, sameAddress } from '../mail/address-change-mail';
import { accessTokenFor } from './secrets';
import { releaseMoment, type UnpaidRule } from './unpaid-rule';
import { capabilitiesOf } from '../http/session';

export type BookingRow = typeof bookings.$inferSelect;
export type LegRow = typeof bookingLegs.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

export const LEG_CANCELLED = 5;

const emailSchema = z.email();

/** Everything a valid booking body resolves to, ready to store. */
export interface ResolvedBooking {
  body: BookingBody;
  firmenId: number | null;
  istPrivat: boolean;
  zahlungsstatus: 'offen' | 'rechnung';
  /** The total: each ride's price and the extras. */
  preisCent: number;
  /** Each ride's own price (0026): the return ride's is null without a return ride. */
  rideCent: { hin: number; rueck: number | null };
  /** The company's saved customer booked for, or null to save the passenger as a new one. */
  kundeId: number | null;
}

export function nowMoment(now: Date): string {
  return `${todayInBerlin(now)} ${timeInBerlin(now)}`;
}

/**
 * The rules of docs/openapi.yaml Booking (400 with field errors). `company` is the booking's
 * company (already authorized by the route) or null for private bookings. `stored`: the legs of
 * the booking being changed (none for a new one): a pickup left as it is may be inside the lead
 * time by now, a new or moved one may not. `bookedPassenger`: the customer id of the booking being
 * changed, which stays its passenger even when it has been removed from the company's list since.
 */
export async function resolveBooking(
  db: Db,
  body: BookingBody,
  company: Parameters<typeof capabilitiesOf>[0] | null,
  now: Date,
  stored: readonly Pick<LegRow, 'typ' | 'datum' | 'zeit'>[] = [],
  bookedPassenger: number | null = null,
): Promise<ResolvedBooking> {
  const errors: FieldErrorSpec[] = [];
  const reference = await referenceData(db);
  const required = (path: string, value: string) => {
    if (value.trim() === '') errors.push({ path, code: 'required' });
  };

  // Transfer type and passengers.
  let maxPersonen = 8;
  if (body.transferArtId === null) errors.push({ path: 'transferArtId', code: 'required' });
  else {
    const type = reference.transferTypes.find((row) => row.id === body.transferArtId);
    if (!type) errors.push({ path: 'transferArtId', code: 'unknownValue' });
    else maxPersonen = type.maxPersonen;
  }
  if (body.erw + body.kind > maxPersonen)
    errors.push({
      path: 'erw',
      code: 'range',
      params: { reason: 'tooManyPassengers', max: maxPersonen },
    });

  // Payment type allowed for this customer.
  let istKarte = true;
  if (body.zahlungsartId === null) errors.push({ path: 'zahlungsartId', code: 'required' });
  else {
    const allowed = company
      ? reference.paymentTypes.filter((type) =>
          reference.companyPaymentTypes.some(
            (row) => row.firmenId === company.id && row.zahlungsartId === type.id,
          ),
        )
      : reference.paymentTypes.filter((type) => type.privat);
    const type = allowed.find((row) => row.id === body.zahlungsartId);
    if (!type) errors.push({ path: 'zahlungsartId', code: 'unknownValue' });
    else istKarte = type.istKarte;
  }

  // Passenger.
  const kunde = body.kundeStamm;
  required('kundeStamm.vorname', kunde.vorname);
  required('kundeStamm.name', kunde.name);
  if (kunde.email.trim() === '') errors.push({ path: 'kundeStamm.email', code: 'required' });
  else if (!emailSchema.safeParse(kunde.email.trim()).success)
    errors.push({ path: 'kundeStamm.email', code: 'invalidEmail' });
  if (kunde.anredeId !== null) {
    if (!reference.salutations.some((row) => row.id === kunde.anredeId))
      errors.push({ path: 'kundeStamm.anredeId', code: 'unknownValue' });
  }
  let kundeId: number | null = null;
  if (company && kunde.id !== null) {
    const [existing] = await db
      .select({ id: customers.id, entferntAm: customers.entferntAm })
      .from(customers)
      .where(and(eq(customers.id, kunde.id), eq(customers.firmenId, company.id)));
    // A customer removed from the list is no one's new passenger (a booking wizard that picked
    // it before the removal is refused, as for an unknown id); its own bookings keep it.
    if (!existing) errors.push({ path: 'kundeStamm.id', code: 'unknownValue' });
    else if (existing.entferntAm !== null && existing.id !== bookedPassenger)
      errors.push({
        path: 'kundeStamm.id',
        code: 'unknownValue',
        params: { reason: 'customerRemoved' },
      });
    else kundeId = existing.id;
  }

  // Outbound leg: date, time, address.
  const today = todayInBerlin(now);
  const current = nowMoment(now);
  const checkLeg = (prefix: 'hinfahrt' | 'rueckfahrt', leg: BookingBody['hinfahrt']) => {
    if (leg.datum === '') errors.push({ path: `${prefix}.datum`, code: 'required' });
    else if (!isValidIsoDate(leg.datum))
      errors.push({ path: `${prefix}.datum`, code: 'format', params: { reason: 'date' } });
    else if (leg.datum < today)
      errors.push({ path: `${prefix}.datum`, code: 'range', params: { reason: 'past' } });
    const typ = prefix === 'hinfahrt' ? 'hin' : 'rueck';
    const asStored = stored.some(
      (row) => row.typ === typ && row.datum === leg.datum && row.zeit === leg.zeit,
    );
    if (leg.zeit === '') errors.push({ path: `${prefix}.zeit`, code: 'required' });
    else if (leg.datum === today && leg.zeit <= current.slice(11))
      errors.push({ path: `${prefix}.zeit`, code: 'range', params: { reason: 'past' } });
    else if (
      isValidIsoDate(leg.datum) &&
      leg.datum >= today &&
      !asStored &&
      !isBookablePickup(leg.datum, leg.zeit, now)
    )
      errors.push({ path: `${prefix}.zeit`, code: 'range', params: { reason: 'leadTime' } });
  };
  // Each ride's address: priced by its own postcode (0026), so one the operator serves.
  const checkAddress = async (
    prefix: 'hinfahrt' | 'rueckfahrt',
    address: BookingBody['hinfahrt']['buchungAdresse'],
  ) => {
    required(`${prefix}.buchungAdresse.strasse`, address.strasse);
    required(`${prefix}.buchungAdresse.ort`, address.ort);
    const path = `${prefix}.buchungAdresse.plz`;
    if (address.plz.trim() === '') errors.push({ path, code: 'required' });
    else if (!/^\d{5}$/.test(address.plz))
      errors.push({ path, code: 'format', params: { reason: 'plz' } });
    else if ((await zoneOf(db, body.flughafen, address.plz)) === null)
      errors.push({ path, code: 'unknownValue', params: { reason: 'notServed' } });
  };
  checkLeg('hinfahrt', body.hinfahrt);
  await checkAddress('hinfahrt', body.hinfahrt.buchungAdresse);

  if (body.mitRueckfahrt) {
    checkLeg('rueckfahrt', body.rueckfahrt);
    await checkAddress('rueckfahrt', body.rueckfahrt.buchungAdresse);
    const back = body.rueckfahrt;
    if (
      isValidIsoDate(back.datum) &&
      back.zeit !== '' &&
      isValidIsoDate(body.hinfahrt.datum) &&
      body.hinfahrt.zeit !== '' &&
      !returnFollowsOutbound(body.hinfahrt, back)
    )
      errors.push({
        path: 'rueckfahrt.datum',
        code: 'range',
        params: { reason: 'beforeOutbound' },
      });
  }

  // Extras: known ids, each at most once and within its maximum.
  if (body.extras.length > 0) {
    const rows = reference.extras;
    const seen = new Set<number>();
    body.extras.forEach((booked, i) => {
      const row = rows.find((r) => r.id === booked.id);
      if (!row || seen.has(booked.id))
        errors.push({ path: `extras.${i}.id`, code: 'unknownValue' });
      else if (booked.anzahl > row.maxAnzahl)
        errors.push({
          path: `extras.${i}.anzahl`,
          code: 'range',
          params: { min: 1, max: row.maxAnzahl },
        });
      seen.add(booked.id);
    });
  }

  if (errors.length > 0) throw validationError(errors);

  const price = await bookingPrice(db, {
    firmenId: company?.id ?? null,
    isMtu: company !== null && capabilitiesOf(company).tariffMode === 'routeTariffs',
    flughafen: body.flughafen,
    transferArtId: body.transferArtId!,
    rides: {
      hin: body.hinfahrt.buchungAdresse.plz,
      rueck: body.mitRueckfahrt ? body.rueckfahrt.buchungAdresse.plz : null,
    },
    extras: body.extras,
  });
  if ('noTariff' in price) throw new ApiError('noTariff');
  return {
    body,
    firmenId: company?.id ?? null,
    istPrivat: company ? body.buchungStamm.istPrivat : true,
    zahlungsstatus: istKarte ? 'offen' : 'rechnung',
    preisCent: price.totalCent,
    rideCent: { hin: price.hinCent, rueck: price.rueckCent },
    kundeId,
  };
}

/** Stable hash of the parsed body: a retry with the same key must carry the same booking. */
export function requestHash(body: BookingBody): string {
  const { preis: _preis, extrasPreis: _extrasPreis, istNeu: _istNeu, ...rest } = body;
  const stamm = { ...rest.buchungStamm, zugriffsToken: undefined, zahlungsstatus: undefined };
  // The rides' prices are the server's (response only), as the total is.
  const leg = (sent: BookingBody['hinfahrt']) => ({ ...sent, preis: undefined });
  return createHash('sha256')
    .update(
      JSON.stringify({
        ...rest,
        buchungStamm: stamm,
        hinfahrt: leg(rest.hinfahrt),
        rueckfahrt: leg(rest.rueckfahrt),
      }),
    )
    .digest('hex');
}

/**
 * Leg fields stored in a column of the same name: all of the domain's leg (src/domain/booking.ts)
 * but the ids, kind, status, address and price (the server's, preis_cent). A new leg field needs
 * its column, nothing here.
 */
const LEG_FIELDS = z
  .object(legSchema.shape)
  .omit({ id: true, art: true, statusId: true, buchungAdresse: true, preis: true })
  .keyof().options;

/** The booking_legs columns of a ride: the same for insert and update. */
function legValues(buchungId: number, typ: 'hin' | 'rueck', leg: BookingBody['hinfahrt']) {
  return {
    buchungId,
    typ,
    art: typ === 'hin' ? 'Abholung' : 'Rückfahrt',
    ...pick(leg, LEG_FIELDS),
    flugnummer: leg.flugnummer.trim().toUpperCase(),
    ...pick(leg.buchungAdresse, ADDRESS_FIELDS),
  };
}

/** A ride's columns with its own price (0026), as a resolved booking prices it. */
function pricedLegValues(buchungId: number, typ: 'hin' | 'rueck', resolved: ResolvedBooking) {
  const { body, rideCent } = resolved;
  return {
    ...legValues(buchungId, typ, typ === 'hin' ? body.hinfahrt : body.rueckfahrt),
    preisCent: (typ === 'hin' ? rideCent.hin : rideCent.rueck) ?? 0,
  };
}

/** The bookings columns an edit may change: the same for insert and update. */
function bookingValues(resolved: ResolvedBooking, kundeId: number, zahlungsstatus: string) {
  const { body } = resolved;
  return {
    sprach: body.buchungStamm.sprach,
    erw: body.erw,
    kind: body.kind,
    richtung: body.richtung,
    flughafen: body.flughafen,
    transferArtId: body.transferArtId!,
    zahlungsartId: body.zahlungsartId,
    mitRueckfahrt: body.mitRueckfahrt,
    kundeId,
    // The passenger as booked (0011, 0025): the ride's own, whatever its saved customer becomes.
    ...bookedColumns(body),
    preisCent: resolved.preisCent,
    zahlungsstatus,
  };
}

function isUniqueViolation(error: unknown, constraintPart: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: unknown };
  if (e?.code === '23505') return (e.constraint ?? e.message ?? '').includes(constraintPart);
  return e?.cause ? isUniqueViolation(e.cause, constraintPart) : false;
}

const KEY_TAKEN = new Error('idempotency key taken');

export type CreateResult =
  { kind: 'created'; id: number; loaded: LoadedBooking } | { kind: 'replayed'; id: number };

/**
 * Creates the booking unless the idempotency key is already taken. The key has a unique
 * constraint and is inserted first, in the same transaction as everything else: a concurrent
 * duplicate waits for the first insert and then finds the key taken (no read-then-write race).
 */
export async function createBooking(
  db: Db,
  resolved: ResolvedBooking,
  idempotencyKey: string,
  hash: string,
): Promise<CreateResult> {
  // A booking on account is confirmed at once; a card booking when its payment is captured.
  const reference = resolved.zahlungsstatus === 'rechnung' ? await referenceData(db) : undefined;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const id = await db
        .transaction(async (tx) => {
          const { body } = resolved;
          // Customer first (the booking references it); rolled back with everything else on replay.
          const { row: customer } = await passengerCustomer(tx as unknown as Db, resolved);
          const [booking] = await tx
            .insert(bookings)
            .values({
              voucher: newVoucher(),
              externeId: randomToken(18),
              idempotencyKey,
              requestHash: hash,
              firmenId: resolved.firmenId,
              istPrivat: resolved.istPrivat,
              ...bookingValues(resolved, customer.id, resolved.zahlungsstatus),
            })
            .onConflictDoNothing({ target: bookings.idempotencyKey })
            .returning();
          if (!booking) throw KEY_TAKEN;
          const legs = await tx
            .insert(bookingLegs)
            .values([
              pricedLegValues(booking.id, 'hin', resolved),
              ...(body.mitRueckfahrt ? [pricedLegValues(booking.id, 'rueck', resolved)] : []),
            ])
            .returning();
          if (body.extras.length > 0)
            await tx.insert(bookingExtras).values(
              body.extras.map((e) => ({
                buchungId: booking.id,
                extraId: e.id,
                anzahl: e.anzahl,
              })),
            );
          // The answer is built from what was just written: no second read.
          const extrasSorted = [...body.extras]
            .sort((a, b) => a.id - b.id)
            .map((e) => ({ id: e.id, anzahl: e.anzahl }));
          const created = {
            booking,
            legs: legs.sort((a, b) => a.id - b.id),
            extras: extrasSorted,
            passenger: passengerAsBooked(booking, customer),
          } satisfies LoadedBooking;
          // The confirmation is written with the booking: both or neither.
          if (reference)
            await enqueueBookingMails(tx as unknown as Db, 'confirmed', created, { reference });
          return created;
        })
        .catch((error: unknown) => {
          if (error === KEY_TAKEN) return null;
          throw error;
        });
      if (id !== null) return { kind: 'created', id: id.booking.id, loaded: id };
      const [existing] = await db
        .select({ id: bookings.id, requestHash: bookings.requestHash })
        .from(bookings)
        .where(eq(bookings.idempotencyKey, idempotencyKey));
      if (!existing) continue; // the other attempt rolled back: try again
      if (existing.requestHash !== hash) throw new ApiError('idempotencyKeyReused');
      return { kind: 'replayed', id: existing.id };
    } catch (error) {
      // A voucher or external id collision (about 1 in 2^49): draw new ones.
      if (isUniqueViolation(error, 'voucher') || isUniqueViolation(error, 'externe_id')) continue;
      throw error;
    }
  }
  throw new ApiError('conflict');
}

/**
 * The customers row a booking refers to (bookings.kunde_id). A passenger without an id becomes
 * one: a private booking's own row, or a new saved customer of the company. A company's saved
 * customer is never written by a booking (0025): the booking keeps its passenger as booked, and
 * the saved one is changed on the customers page only, so a hotel or a phone number typed for one
 * trip stays with that trip. `own`: a private booking's own row, which follows the booking's
 * edits; only written when the edit changes it (the page sends it back as it read it) and, with
 * the version the edit read, refused (409) when it has changed since (0021).
 */
async function passengerCustomer(
  db: Db,
  resolved: ResolvedBooking,
  existingId: number | null = resolved.kundeId,
  own?: { expectedVersion: number | undefined },
): Promise<{ row: CustomerRow; written: boolean }> {
  const values = customerColumns(resolved.body, resolved.firmenId);
  if (existingId === null) {
    const [row] = await db.insert(customers).values(values).returning();
    return { row: row!, written: true };
  }
  const select = db.select().from(customers).where(eq(customers.id, existingId));
  const [current] = own ? await select.for('update') : await select;
  if (!current) throw new ApiError('notFound');
  if (!own) return { row: current, written: false };
  if (own.expectedVersion !== undefined && current.version !== own.expectedVersion)
    throw new ApiError('conflict');
  if (!changesCustomer(current, values)) return { row: current, written: false };
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date(), version: sql`${customers.version} + 1` })
    .where(eq(customers.id, existingId))
    .returning();
  return { row: row!, written: true };
}

export interface LoadedBooking {
  booking: BookingRow;
  legs: LegRow[];
  extras: { id: number; anzahl: number }[];
  /**
   * The passenger as booked (0025): the booking's own person and address over its customers row
   * (id, company, version). Every answer, list, receipt and mail of the booking reads this.
   */
  passenger: CustomerRow;
}

export async function loadBooking(
  db: Db,
  where: { id?: number; voucher?: string; externeId?: string },
): Promise<LoadedBooking | null> {
  const condition =
    where.id !== undefined
      ? eq(bookings.id, where.id)
      : where.voucher !== undefined
        ? eq(bookings.voucher, where.voucher)
        : eq(bookings.externeId, where.externeId ?? '');
  const [booking] = await db.select().from(bookings).where(condition);
  if (!booking) return null;
  const [legs, extraRows, [customer]] = await readAll(db, [
    () =>
      db
        .select()
        .from(bookingLegs)
        .where(eq(bookingLegs.buchungId, booking.id))
        .orderBy(asc(bookingLegs.id)),
    () =>
      db
        .select({ id: bookingExtras.extraId, anzahl: bookingExtras.anzahl })
        .from(bookingExtras)
        .where(eq(bookingExtras.buchungId, booking.id))
        .orderBy(asc(bookingExtras.extraId)),
    () => db.select().from(customers).where(eq(customers.id, booking.kundeId)),
  ]);
  return { booking, legs, extras: extraRows, passenger: passengerAsBooked(booking, customer!) };
}

/** A price in cent as the contract answers it (Price). */
export function priceJson(betragCent: number) {
  return { betragCent, waehrung: 'EUR' as const };
}

export function legJson(leg: LegRow) {
  return {
    id: leg.id,
    art: leg.art as 'Abholung' | 'Rückfahrt',
    ...pick(leg, LEG_FIELDS),
    statusId: leg.statusId,
    buchungAdresse: pick(leg, ADDRESS_FIELDS),
    // Its own price (0026), kept when it is cancelled (then not charged).
    preis: priceJson(leg.preisCent),
  };
}

/**
 * The extras' part of a booking's total: each booked extra at its price times its count, as
 * bookingPrice charges it (0026).
 */
export async function extrasCentOf(db: Db, loaded: Pick<LoadedBooking, 'extras'>) {
  return extrasPrice(loaded.extras, (await referenceData(db)).extras);
}

/**
 * By when an unpaid card booking must be paid before the unpaid round releases it (0024), with
 * the operator's rule (`deps.unpaidRule`): an ISO instant, or null for a booking paid, on
 * account or cancelled.
 */
export function paymentDeadline(loaded: LoadedBooking, rule: UnpaidRule): string | null {
  if (loaded.booking.zahlungsstatus !== 'offen' || isCancelled(loaded)) return null;
  return releaseMoment(loaded.booking.createdAt, loaded.legs, rule).toISOString();
}

/** Why a booking was cancelled when nobody asked: 'unbezahlt', released by the unpaid round. */
export function cancelReason(loaded: LoadedBooking): 'unbezahlt' | null {
  return loaded.booking.stornoGrund === 'unbezahlt' ? 'unbezahlt' : null;
}

/**
 * The Booking JSON; `withToken` adds the access token (creator, token holder, company); `rule`
 * (`deps.unpaidRule`) names an unpaid booking's payment deadline.
 */
export async function bookingJson(
  db: Db,
  loaded: LoadedBooking,
  lang: Lang,
  withToken: boolean,
  rule: UnpaidRule,
) {
  const { booking, legs } = loaded;
  const hin = legs.find((leg) => leg.typ === 'hin')!;
  const rueck = legs.find((leg) => leg.typ === 'rueck');
  const hinJson = legJson(hin);
  // The passenger as booked or last edited, not the saved customer's of now (0011, 0025).
  const passenger = await customerJson(db, loaded.passenger, lang);
  return {
    istNeu: false,
    erw: booking.erw,
    kind: booking.kind,
    richtung: booking.richtung as 'zumFlughafen' | 'vomFlughafen',
    flughafen: booking.flughafen as 'HAJ' | 'BRE' | 'HAM' | 'BER',
    transferArtId: booking.transferArtId,
    extras: loaded.extras,
    zahlungsartId: booking.zahlungsartId,
    mitRueckfahrt: booking.mitRueckfahrt,
    preis: priceJson(booking.preisCent),
    extrasPreis: priceJson(await extrasCentOf(db, loaded)),
    buchungStamm: {
      id: booking.id,
      voucher: booking.voucher,
      sprach: booking.sprach as Lang,
      firmenId: booking.firmenId,
      istPrivat: booking.istPrivat,
      zugriffsToken: withToken ? await accessTokenFor(db, booking.externeId) : null,
      zahlungsstatus: booking.zahlungsstatus as 'offen' | 'bezahlt' | 'rechnung',
      zahlungBis: paymentDeadline(loaded, rule),
      stornoGrund: cancelReason(loaded),
      version: booking.version,
    },
    ...passenger,
    hinfahrt: hinJson,
    rueckfahrt: rueck
      ? legJson(rueck)
      : {
          ...hinJson,
          id: null,
          art: 'Rückfahrt' as const,
          datum: '',
          zeit: '',
          flugnummer: '',
          istFesteZeit: false,
          statusId: 1,
          weitereAdresse: '',
          preis: null,
        },
  };
}

export function isCancelled(loaded: LoadedBooking): boolean {
  return loaded.booking.storniert || loaded.legs.every((leg) => leg.statusId === LEG_CANCELLED);
}

export function assertEditable(loaded: LoadedBooking, now: Date): void {
  if (isCancelled(loaded)) throw new ApiError('bookingCancelled');
  const active = loaded.legs.filter((leg) => leg.statusId !== LEG_CANCELLED);
  if (active.some((leg) => isLegLocked(leg, now))) throw new ApiError('bookingNotEditable');
}

/**
 * A cancelled ride is not changed by an edit (docs/openapi.yaml: bookingCancelled, "the booking
 * or position is cancelled"): the body must carry it as it is stored, or 409. A client that
 * sends the booking back as it read it passes; moving or dropping a cancelled ride does not.
 */
function assertCancelledLegsKept(current: LoadedBooking, body: BookingBody): void {
  for (const leg of current.legs) {
    if (leg.statusId !== LEG_CANCELLED) continue;
    if (leg.typ === 'rueck' && !body.mitRueckfahrt) throw new ApiError('bookingCancelled');
    const typ = leg.typ as 'hin' | 'rueck';
    const sent = legValues(leg.buchungId, typ, typ === 'hin' ? body.hinfahrt : body.rueckfahrt);
    const changed = (Object.keys(sent) as (keyof typeof sent)[]).some(
      (key) => key !== 'art' && sent[key] !== leg[key],
    );
    if (changed) throw new ApiError('bookingCancelled');
  }
}

/**
 * The booking as it is now, its row locked until the transaction ends: an edit compares what it
 * would write with this (updateBooking), and its change e-mail tells what changed since.
 */
async function lockBooking(tx: Db, loaded: LoadedBooking): Promise<LoadedBooking> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, loaded.booking.id))
    .for('update');
  if (!booking) throw new ApiError('notFound');
  // One after the other: the transaction's connection runs one query at a time.
  const legs = await tx
    .select()
    .from(bookingLegs)
    .where(eq(bookingLegs.buchungId, booking.id))
    .orderBy(asc(bookingLegs.id));
  const extras = await tx
    .select({ id: bookingExtras.extraId, anzahl: bookingExtras.anzahl })
    .from(bookingExtras)
    .where(eq(bookingExtras.buchungId, booking.id))
    .orderBy(asc(bookingExtras.extraId));
  const [customer] = await tx.select().from(customers).where(eq(customers.id, booking.kundeId));
  return {
    booking,
    legs,
    extras,
    passenger: passengerAsBooked(booking, customer ?? loaded.passenger),
  };
}

/** Whether writing `values` would change `row` (the columns are normalized as they are stored). */
function changesColumns<T extends object>(row: T, values: Partial<T>, ignore: (keyof T)[] = []) {
  return (Object.keys(values) as (keyof T)[]).some(
    (key) => !ignore.includes(key) && values[key] !== row[key],
  );
}

/**
 * The strongest hold on the booking's money among its card payment attempts: captured,
 * capturing (the provider is settling it right now) or authorized (the payer approved, the
 * capture has not run yet); null when no money is held.
 */
async function moneyHeld(
  tx: Db,
  buchungId: number,
): Promise<'captured' | 'capturing' | 'authorized' | null> {
  const rows = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(
      and(
        eq(payments.buchungId, buchungId),
        inArray(payments.status, ['authorized', 'capturing', 'captured']),
      ),
    );
  const held = new Set(rows.map((row) => row.status));
  if (held.has('captured')) return 'captured';
  if (held.has('capturing')) return 'capturing';
  return held.has('authorized') ? 'authorized' : null;
}

/**
 * The total an edit would charge: each ride that takes place at its price for its address now,
 * a ride cancelled before uncharged (cancelLegs), whatever else the edit changes; the extras.
 */
function chargedPrice(
  current: LoadedBooking,
  resolved: ResolvedBooking,
  extras: { id: number; preisCent: number }[],
): number {
  const { body, rideCent } = resolved;
  const takesPlace = (typ: 'hin' | 'rueck') =>
    current.legs.find((leg) => leg.typ === typ)?.statusId !== LEG_CANCELLED;
  return (
    (takesPlace('hin') ? rideCent.hin : 0) +
    (body.mitRueckfahrt && takesPlace('rueck') ? (rideCent.rueck ?? 0) : 0) +
    extrasPrice(body.extras, extras)
  );
}

/**
 * An edit never changes the price of money that is authorized, being captured or captured (409; a
 * new price needs a new payment), nor switches such a booking to invoice.
 */
async function assertMoneyKept(
  db: Db,
  current: LoadedBooking,
  resolved: ResolvedBooking,
  chargedCent: number,
): Promise<void> {
  const { booking } = current;
  const held = await moneyHeld(db, booking.id);
  const changesMoney =
    chargedCent !== booking.preisCent ||
    (resolved.zahlungsstatus === 'rechnung' && booking.zahlungsstatus !== 'rechnung');
  if ((booking.zahlungsstatus === 'bezahlt' || held !== null) && changesMoney) {
    throw new ApiError(
      held === 'authorized' || held === 'capturing' ? 'paymentInProgress' : 'alreadyPaid',
    );
  }
}

/**
 * What saving an edit would charge, without saving it: the same price and the same refusal of a
 * paid booking's new price as updateBooking, read without the row lock (the save checks again).
 */
export async function quoteUpdate(
  db: Db,
  loaded: LoadedBooking,
  resolved: ResolvedBooking,
): Promise<{
  chargedCent: number;
  /** Each ride's own price after the edit: a cancelled ride's as stored (it cannot change). */
  rideCent: { hin: number; rueck: number | null };
  extrasCent: number;
}> {
  const { extras } = await referenceData(db);
  const chargedCent = chargedPrice(loaded, resolved, extras);
  await assertMoneyKept(db, loaded, resolved, chargedCent);
  const ownCent = (typ: 'hin' | 'rueck', priced: number) => {
    const stored = loaded.legs.find((leg) => leg.typ === typ);
    return stored?.statusId === LEG_CANCELLED ? stored.preisCent : priced;
  };
  const { rideCent, body } = resolved;
  return {
    chargedCent,
    rideCent: {
      hin: ownCent('hin', rideCent.hin),
      rueck: rideCent.rueck === null ? null : ownCent('rueck', rideCent.rueck),
    },
    extrasCent: extrasPrice(body.extras, extras),
  };
}

/**
 * The state an edit was based on (0021): the versions its client read. A save whose booking or
 * passenger has been written since is refused with 409 conflict; without them (an older client,
 * the private wizard's own draft) the edit is saved as before.
 */
export interface ReadVersions {
  /** buchungStamm.version of the read. */
  booking?: number | undefined;
  /** kundeStamm.version of the read: a private booking's own customers row the edit writes. */
  customer?: number | undefined;
}

/** 409 conflict when the booking has been written since the read the edit was based on. */
export function assertUnchangedSince(current: LoadedBooking, read: ReadVersions): void {
  if (read.booking !== undefined && current.booking.version !== read.booking)
    throw new ApiError('conflict');
}

/**
 * Writes an edited booking. Every change of a booking and its payment runs under the booking's
 * row lock (the payment service's capture takes the same lock), so the rules below are checked
 * against the booking as it is at the moment of writing, never against what a request read
 * before: an edit based on an older read of the booking is refused (409 conflict, `read`; two
 * saves of the same read: the second waits for the lock and is refused), an edit never changes
 * the price of money that is authorized, being captured or captured (409; a new price needs a
 * new payment), and never writes back a stale payment status.
 */
export async function updateBooking(
  db: Db,
  loaded: LoadedBooking,
  resolved: ResolvedBooking,
  now: Date,
  {
    guard,
    read = {},
  }: {
    /** A further rule of the caller, checked against the locked booking (e.g. 0009's window). */
    guard?: ((current: LoadedBooking) => void) | undefined;
    /** The versions the edit was based on. */
    read?: ReadVersions;
  } = {},
): Promise<void> {
  const { body } = resolved;
  const reference = await referenceData(db);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const current = await lockBooking(tx, loaded);
    // What can no longer change says so first (cancelled, under way, the window); then whether
    // the edit was based on the booking as it is now.
    assertEditable(current, now);
    assertCancelledLegsKept(current, body);
    guard?.(current);
    assertUnchangedSince(current, read);
    const { booking } = current;
    const charged: ResolvedBooking = {
      ...resolved,
      preisCent: chargedPrice(current, resolved, reference.extras),
    };
    await assertMoneyKept(tx, current, resolved, charged.preisCent);
    const paid = booking.zahlungsstatus === 'bezahlt';
    const zahlungsstatus = paid ? 'bezahlt' : resolved.zahlungsstatus;
    // A private booking's passenger is its own customers row; a company booking names one of its
    // saved customers (another one when the edit picks another passenger), never writing it (0025).
    const privat = booking.firmenId === null;
    const passenger = await passengerCustomer(
      tx,
      resolved,
      privat ? booking.kundeId : resolved.kundeId,
      privat ? { expectedVersion: read.customer } : undefined,
    );
    const values = bookingValues(charged, passenger.row.id, zahlungsstatus);
    const hin = current.legs.find((leg) => leg.typ === 'hin')!;
    const rueck = current.legs.find((leg) => leg.typ === 'rueck');
    const hinValues = pricedLegValues(booking.id, 'hin', resolved);
    const rueckValues = pricedLegValues(booking.id, 'rueck', resolved);
    const extras = [...body.extras].sort((a, b) => a.id - b.id);
    // A save that changes nothing stored (a page saved as it was read) writes nothing: its
    // version stays, so a colleague's open read of the booking is not refused for nothing, and
    // it mails nothing (0021). A cancelled ride keeps what it was (assertCancelledLegsKept).
    const changed =
      passenger.written ||
      changesColumns(booking, values) ||
      (hin.statusId !== LEG_CANCELLED && changesColumns(hin, hinValues, ['art'])) ||
      body.mitRueckfahrt !== (rueck !== undefined) ||
      (rueck !== undefined &&
        rueck.statusId !== LEG_CANCELLED &&
        changesColumns(rueck, rueckValues, ['art'])) ||
      JSON.stringify(extras.map((e) => [e.id, e.anzahl])) !==
        JSON.stringify(current.extras.map((e) => [e.id, e.anzahl]));
    if (!changed) return;
    await tx
      .update(bookings)
      .set({ ...values, updatedAt: new Date(), version: sql`${bookings.version} + 1` })
      .where(eq(bookings.id, booking.id));
    if (hin.statusId !== LEG_CANCELLED)
      await tx.update(bookingLegs).set(hinValues).where(eq(bookingLegs.id, hin.id));
    if (body.mitRueckfahrt && rueck && rueck.statusId !== LEG_CANCELLED)
      await tx.update(bookingLegs).set(rueckValues).where(eq(bookingLegs.id, rueck.id));
    if (body.mitRueckfahrt && !rueck) await tx.insert(bookingLegs).values(rueckValues);
    if (!body.mitRueckfahrt && rueck)
      await tx.delete(bookingLegs).where(eq(bookingLegs.id, rueck.id));
    await tx.delete(bookingExtras).where(eq(bookingExtras.buchungId, booking.id));
    if (extras.length > 0)
      await tx
        .insert(bookingExtras)
        .values(extras.map((e) => ({ buchungId: booking.id, extraId: e.id, anzahl: e.anzahl })));
    await mailAfterUpdate(tx, current, booking.zahlungsstatus, reference);
    // The old address is told too when the booking's mails go elsewhere now: this booking's only,
    // the passenger's other rides keep the address they were booked with (0025).
    const oldEmail = current.passenger.email;
    if (!sameAddress(oldEmail, values.email) && booking.zahlungsstatus !== 'offen')
      await enqueueAddressChangeMails(tx, oldEmail, values.email, [booking]);
  });
}

/**
 * The e-mail of an edit, in its transaction: a booking that was confirmed before (on account or
 * paid) gets a change message when what it says has changed; an open card booking switched to
 * invoice gets its confirmation now. An unpaid card booking gets nothing until it is paid.
 */
async function mailAfterUpdate(
  tx: Db,
  before: LoadedBooking,
  statusBefore: string,
  reference: Awaited<ReturnType<typeof referenceData>>,
) {
  const after = (await loadBooking(tx, { id: before.booking.id }))!;
  if (statusBefore === 'offen') {
    if (after.booking.zahlungsstatus === 'rechnung')
      await enqueueBookingMails(tx, 'confirmed', after, { reference });
    return;
  }
  // One after the other: the transaction's connection runs one query at a time.
  const old = await bookingMailData(tx, before, reference);
  const fresh = await bookingMailData(tx, after, reference);
  if (JSON.stringify(old) !== JSON.stringify(fresh))
    await enqueueBookingMails(tx, 'changed', after, { reference });
}

/**
 * Cancels one leg (posId) or every leg; marks the booking cancelled when no leg is left. Under
 * the booking's row lock: a booking whose payment is being settled right now cannot be
 * cancelled in the same moment (409 paymentInProgress), and a capture never starts on a
 * cancelled booking (the payment service checks under the same lock).
 */
export async function cancelLegs(
  db: Db,
  loaded: LoadedBooking,
  posId: number | null,
  now: Date,
  /** A further rule of the caller for the rides to cancel, checked under the row lock. */
  guard?: (current: LoadedBooking, open: LegRow[]) => void,
): Promise<void> {
  const reference = await referenceData(db);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const current = await lockBooking(tx, loaded);
    const targets = posId === null ? current.legs : current.legs.filter((leg) => leg.id === posId);
    if (targets.length === 0) throw new ApiError('notFound');
    if (targets.every((leg) => leg.statusId === LEG_CANCELLED))
      throw new ApiError('bookingCancelled');
    const open = targets.filter((leg) => leg.statusId !== LEG_CANCELLED);
    if (open.some((leg) => isLegLocked(leg, now))) throw new ApiError('bookingNotEditable');
    guard?.(current, open);
    const held = await moneyHeld(tx, current.booking.id);
    if (held === 'authorized' || held === 'capturing') throw new ApiError('paymentInProgress');
    const remaining = current.legs.filter(
      (leg) => leg.statusId !== LEG_CANCELLED && !open.includes(leg),
    );
    if (remaining.length > 0) {
      // One ride of several: its own price is no longer charged (0026). Captured card money is
      // refunded only whole (0009), so a paid booking's ride is cancelled by the hotline or with
      // the whole booking.
      if (held === 'captured') throw new ApiError('alreadyPaid');
      await tx
        .update(bookings)
        .set({
          preisCent: current.booking.preisCent - open.reduce((sum, leg) => sum + leg.preisCent, 0),
          updatedAt: new Date(),
          version: sql`${bookings.version} + 1`,
        })
        .where(eq(bookings.id, current.booking.id));
    }
    await tx
      .update(bookingLegs)
      .set({ statusId: LEG_CANCELLED })
      .where(
        inArray(
          bookingLegs.id,
          open.map((leg) => leg.id),
        ),
      );
    if (remaining.length === 0)
      await tx
        .update(bookings)
        .set({ storniert: true, updatedAt: new Date(), version: sql`${bookings.version} + 1` })
        .where(eq(bookings.id, current.booking.id));
    // Only a confirmed booking (on account or paid) was told about its rides: tell it what ends.
    if (current.booking.zahlungsstatus !== 'offen') {
      const after = (await loadBooking(tx, { id: current.booking.id }))!;
      if (remaining.length === 0) await enqueueBookingMails(tx, 'cancelled', after, { reference });
      else
        await enqueueBookingMails(tx, 'legCancelled', after, {
          reference,
          cancelledLeg: open[0]!.typ as 'hin' | 'rueck',
        });
    }
  });
}

export async function companyOf(db: Db, firmenId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, firmenId));
  return row ?? null;
}
