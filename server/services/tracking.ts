// The tracking answer (GET /Buchung/Detail/{voucher}?name={surname}): voucher and surname are
// no credential, anyone who has seen a luggage tag knows both. So the answer carries only what
// the tracking page shows: the rides (no street, no extra address), counts, price and payment
// status, and the contact details masked so the passenger can recognise them.
import { z } from 'zod';
import type { Db } from '../db/client';
import type { AppContext } from '../http/context';
import { VOUCHER_PATTERN } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { parseOrThrow } from '../lib/validation';
import type { RefundInfo } from '../payment-mount';
import { attemptSucceeded, beginAttempt } from './throttle';
import type { LoadedBooking } from './bookings';
import {
  cancelReason,
  extrasCentOf,
  isCancelled,
  loadBooking,
  paymentDeadline,
  priceJson,
} from './bookings';
import type { UnpaidRule } from './unpaid-rule';

export const surnameSchema = z.string().trim().min(1).max(60);

const UMLAUT_BASE: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u' };

/** Lower case, ß as ss, accents removed; ä, ö, ü kept (sameSurname matches their spellings). */
function foldSurname(name: string): string {
  return Array.from(name.trim().normalize('NFC').toLocaleLowerCase('de'))
    .map((ch) => {
      if (ch === 'ß') return 'ss';
      if (ch in UMLAUT_BASE) return ch;
      return ch.normalize('NFD').replace(/\p{M}/gu, '');
    })
    .join('');
}

/**
 * Whether two spellings name the same surname: the whole name, in any case, ß written as ss,
 * accents left out, and ä/ö/ü written as such, as ae/oe/ue or as a/o/u (`Größer-Müß`,
 * `GRÖSSER-MÜSS`, `Groesser-Muess`, `Grosser-Muss`). Letters that are not an umlaut's spelling
 * must be the same: no partial matches, `Mueller` is not `Muller`.
 */
export function sameSurname(a: string, b: string): boolean {
  const x = foldSurname(a);
  const y = foldSurname(b);
  const memo = new Map<number, boolean>();
  const from = (i: number, j: number): boolean => {
    if (i === x.length || j === y.length) return i === x.length && j === y.length;
    const key = i * (y.length + 1) + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = x[i]!;
    const q = y[j]!;
    let result = false;
    if (p === q) result = from(i + 1, j + 1);
    else if (p in UMLAUT_BASE && q === UMLAUT_BASE[p])
      result = from(i + 1, j + 1) || (y[j + 1] === 'e' && from(i + 1, j + 2));
    else if (q in UMLAUT_BASE && p === UMLAUT_BASE[q])
      result = from(i + 1, j + 1) || (x[i + 1] === 'e' && from(i + 2, j + 1));
    memo.set(key, result);
    return result;
  };
  return from(0, 0);
}

/**
 * The booking a voucher + surname name (tracking, receipt, self-service): misses are throttled
 * like logins, and an unknown voucher and a wrong surname both answer 404.
 */
export async function findTracked(
  c: AppContext,
  voucherParam: string,
  name: unknown,
  namePath: string,
): Promise<LoadedBooking> {
  const surname = parseOrThrow(surnameSchema, name ?? '', namePath);
  const voucher = voucherParam.toUpperCase();
  const keys = await beginAttempt(c, `voucher:${voucher}`);
  const loaded = VOUCHER_PATTERN.test(voucher)
    ? await loadBooking(c.var.deps.db, { voucher })
    : null;
  const matches = loaded && sameSurname(loaded.passenger.name, surname);
  if (!loaded || !matches) throw new ApiError('notFound');
  await attemptSucceeded(c, keys);
  return loaded;
}

/** The legs as the self-service rule (src/domain/self-service.ts) reads them. */
export function selfServiceLegs(loaded: LoadedBooking) {
  const timing = (leg: LoadedBooking['legs'][number]) => ({
    datum: leg.datum,
    zeit: leg.zeit,
    statusId: leg.statusId,
  });
  const hin = loaded.legs.find((leg) => leg.typ === 'hin')!;
  const rueck = loaded.booking.mitRueckfahrt
    ? loaded.legs.find((leg) => leg.typ === 'rueck')
    : undefined;
  return { hinfahrt: timing(hin), rueckfahrt: rueck ? timing(rueck) : null };
}

/** `erika@example.org` -> `e***@example.org`: enough to recognise the address, not to use it. */
export function maskEmail(email: string): string {
  const value = email.trim();
  const at = value.lastIndexOf('@');
  if (at < 1) return value === '' ? '' : '***';
  return `${value[0]}***${value.slice(at)}`;
}

/** `+49 170 1234567` -> `•••• 4567`: the last four digits, as on a bank card. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0) return '';
  return digits.length < 7 ? '••••' : `•••• ${digits.slice(-4)}`;
}

type LegRow = LoadedBooking['legs'][number];

function trackingLeg(leg: LegRow) {
  return {
    datum: leg.datum,
    zeit: leg.zeit,
    flugnummer: leg.flugnummer,
    istFesteZeit: leg.istFesteZeit,
    gepaeckstck: leg.gepaeckstck,
    statusId: leg.statusId,
    plz: leg.plz,
    ort: leg.ort,
    // Its own price (0026); a cancelled ride keeps it and is not charged.
    preis: priceJson(leg.preisCent),
  };
}

/**
 * `refund`: the card refund of a cancelled paid booking, if there is one; `rule`
 * (`deps.unpaidRule`): when an unpaid booking is released (0024).
 */
export async function trackingJson(
  db: Db,
  loaded: LoadedBooking,
  refund: RefundInfo | null,
  rule: UnpaidRule,
) {
  const { booking, legs, passenger } = loaded;
  const hin = legs.find((leg) => leg.typ === 'hin')!;
  const rueck = booking.mitRueckfahrt ? legs.find((leg) => leg.typ === 'rueck') : undefined;
  return {
    voucher: booking.voucher,
    flughafen: booking.flughafen as 'HAJ' | 'BRE' | 'HAM' | 'BER',
    richtung: booking.richtung as 'zumFlughafen' | 'vomFlughafen',
    erw: booking.erw,
    kind: booking.kind,
    storniert: isCancelled(loaded),
    // Cancelled by the rule for bookings never paid (0024), not by anyone's request.
    stornoGrund: cancelReason(loaded),
    preis: priceJson(booking.preisCent),
    // The extras' part: with the rides' prices it makes the total.
    extrasPreis: priceJson(await extrasCentOf(db, loaded)),
    zahlungsstatus: booking.zahlungsstatus as 'offen' | 'bezahlt' | 'rechnung',
    zahlungBis: paymentDeadline(loaded, rule),
    fahrgast: {
      name: passenger.name,
      email: maskEmail(passenger.email),
      mobil: maskPhone(passenger.mobil),
    },
    hinfahrt: trackingLeg(hin),
    rueckfahrt: rueck ? trackingLeg(rueck) : null,
    erstattung: refund
      ? {
          status: refund.status === 'refunding' ? ('pending' as const) : refund.status,
          betragCent: refund.amountCent,
        }
      : null,
  };
}
