// The tracking answer (GET /Buchung/Detail/{voucher}?name={surname}): voucher and surname are
// no credential, anyone who has seen a luggage tag knows both. So the answer carries only what
// the tracking page shows: the rides (no street, no extra address), counts, price and payment
// status, and the contact details masked so the passenger can recognise them.
import type { LoadedBooking } from './bookings';
import { isCancelled } from './bookings';

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

export function trackingJson(loaded: LoadedBooking) {
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
    fahrgast: { name: customer.name, email: maskEmail(customer.email), mobil: maskPhone(customer.mobil) },
    hinfahrt: trackingLeg(hin),
    rueckfahrt: rueck ? trackingLeg(rueck) : null,
  };
}
