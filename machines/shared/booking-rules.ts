import type { Booking } from '../../src/domain/booking';
import type { BookingOptions, PaymentTypeOption, TariffPrice } from './booking-options';
import { LEG_STATUS } from '../../src/domain/constants';

/*
 * What each wizard step needs from the draft. The machines' guards call these, so a step whose
 * data is missing can't be entered by a click, a deep link, a reload or the browser's history.
 * They check presence only; the step forms (zod) check formats before the data gets here.
 */

export function hasTariff(booking: Booking): boolean {
  return booking.transferArtId !== null;
}

export function hasTripDetails(booking: Booking): boolean {
  const { kundeStamm: k, kundeAdresse: a, hinfahrt, rueckfahrt } = booking;
  const customer = [k.vorname, k.name, k.email, k.mobil].every((v) => v.trim() !== '');
  const address = [a.strasse, a.plz, a.ort].every((v) => v.trim() !== '');
  const outbound = hinfahrt.datum !== '' && hinfahrt.zeit !== '';
  const back = !booking.mitRueckfahrt || (rueckfahrt.datum !== '' && rueckfahrt.zeit !== '');
  return hasTariff(booking) && customer && address && outbound && back;
}

export function hasPaymentType(booking: Booking): boolean {
  return hasTripDetails(booking) && booking.zahlungsartId !== null;
}

export function hasVoucher(booking: Booking): boolean {
  return Boolean(booking.buchungStamm.voucher) && booking.buchungStamm.id !== null;
}

/**
 * The one payment type offered, when only one is and the draft has none of the offered ones
 * yet (a private customer pays by card only): the step chooses it for the user.
 */
export function onlyPaymentTypeToChoose(
  booking: Booking,
  paymentTypes: PaymentTypeOption[],
): PaymentTypeOption | null {
  const [only] = paymentTypes;
  if (paymentTypes.length !== 1 || !only) return null;
  return booking.zahlungsartId === only.id ? null : only;
}

/** Saved, paid by card and not paid yet: the hosted payment page comes next. */
export function needsCardPayment(booking: Booking, paymentTypes: PaymentTypeOption[]): boolean {
  const type = paymentTypes.find((p) => p.id === booking.zahlungsartId);
  return (
    hasVoucher(booking) &&
    Boolean(type?.isCard) &&
    booking.buchungStamm.zahlungsstatus !== 'bezahlt'
  );
}

/** Which prices a draft needs: the airport and the postcode of the customer's address. */
export function optionsKeyOf(booking: Booking): string {
  return `${booking.flughafen}|${booking.kundeAdresse.plz}`;
}

export function hasOptionsFor(booking: Booking, options: BookingOptions | null): boolean {
  return options !== null && options.key === optionsKeyOf(booking);
}

export interface PriceBreakdown {
  /** Price of one leg of the chosen transfer type, null when none is chosen or priced. */
  legCent: number | null;
  legs: number;
  extrasCent: number;
  totalCent: number | null;
}

/**
 * The running total shown while the draft is edited: the tariff per leg times the legs, plus the
 * extras. The server computes the binding price again when the booking is saved.
 */
export function priceOf(
  booking: Booking,
  prices: TariffPrice[],
  extras: BookingOptions['extras'],
): PriceBreakdown {
  const leg = prices.find((p) => p.transferArtId === booking.transferArtId);
  // A cancelled ride is not charged (the server's rule, bookings.ts priceWithout).
  const booked = (ride: Booking['hinfahrt']) => (ride.statusId === LEG_STATUS.storniert ? 0 : 1);
  const legs = booked(booking.hinfahrt) + (booking.mitRueckfahrt ? booked(booking.rueckfahrt) : 0);
  const extrasCent = booking.extras.reduce((sum, chosen) => {
    const extra = extras.find((e) => e.id === chosen.id);
    return sum + (extra ? extra.preisCent * chosen.anzahl : 0);
  }, 0);
  const legCent = leg ? leg.betragCent : null;
  return {
    legCent,
    legs,
    extrasCent,
    totalCent: legCent === null ? null : legCent * legs + extrasCent,
  };
}
