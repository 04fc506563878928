// The tracking answer (GET /Buchung/Detail/{voucher}?name={surname}): voucher and surname are
// no credential, anyone who has seen a luggage tag knows both. So the answer carries only what
// the tracking page shows: the rides (no street, no extra address), counts, price and payment
// status, and the contact details masked so the passenger can recognise them.
import { z } from 'zod';
import type { AppContext } from '../http/context';
import { VOUCHER_PATTERN } from '../lib/crypto';
import { ApiError } from '../lib/errors';
import { parseOrThrow } from '../lib/validation';
import type { RefundInfo } from '../payment-mount';
import { attemptSucceeded, beginAttempt } from './throttle';
import type { LoadedBooking } from './bookings';
import { isCancelled, loadBooking } from './bookings';

export const surnameSchema = z.string().trim().min(1).max(60);

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
  const matches =
    loaded &&
    loaded.customer.name.trim().toLocaleLowerCase('de') === surname.toLocaleLowerCase('de');
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
  };
}

/** `refund`: the card refund of a cancelled paid booking, if there is one. */
export function trackingJson(loaded: LoadedBooking, refund: RefundInfo | null = null) {
  const { booking, legs, customer } = loaded;
  const hin = legs.find((leg) => leg.typ === 'hin')!;
  const rueck = booking.mitRueckfahrt ? legs.find((leg) => leg.typ === 'rueck') : undefined;
  return {
    voucher: booking.voucher,
    flughafen: booking.flughafen as 'HAJ' | 'BRE' | 'HAM' | 'BER',
    richtung: booking.richtung as 'zumFlughafen' | 'vomFlughafen',
    erw: booking.erw,
    kind: booking.kind,
    storniert: isCancelled(loaded),
    preis: { betragCent: booking.preisCent, waehrung: 'EUR' as const },
    zahlungsstatus: booking.zahlungsstatus as 'offen' | 'bezahlt' | 'rechnung',
    fahrgast: {
      name: customer.name,
      email: maskEmail(customer.email),
      mobil: maskPhone(customer.mobil),
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
