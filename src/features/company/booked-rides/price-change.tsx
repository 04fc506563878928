import type { TFunction } from 'i18next';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../domain/booking';
import { useLocale } from '../../../i18n/use-locale';
import { formatPrice } from '../../../ui/booking';

/** A ride whose own price a change moves (0026): the one changed. */
export interface RidePriceChange {
  leg: 'hinfahrt' | 'rueckfahrt';
  beforeCent: number;
  afterCent: number;
}

/**
 * A total moved by a saved change of one leg; `place`: the leg's new place, if it changed;
 * `ride`: that leg's own price before and after, when both are known and differ.
 */
export interface PriceChange {
  beforeCent: number;
  afterCent: number;
  place: string | null;
  ride: RidePriceChange | null;
}

/** The change of the total between the booking before and after saving a leg, or null. */
export function priceChangeOf(
  before: Pick<Booking, 'preis' | 'hinfahrt' | 'rueckfahrt'>,
  after: Pick<Booking, 'preis' | 'hinfahrt' | 'rueckfahrt'>,
  leg: 'hinfahrt' | 'rueckfahrt',
): PriceChange | null {
  const beforeCent = before.preis?.betragCent;
  const afterCent = after.preis?.betragCent;
  if (beforeCent === undefined || afterCent === undefined || beforeCent === afterCent) return null;
  const placeOf = (booking: typeof before) =>
    [booking[leg].buchungAdresse.plz, booking[leg].buchungAdresse.ort]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
  const place = placeOf(after);
  const rideBefore = before[leg].preis?.betragCent;
  const rideAfter = after[leg].preis?.betragCent;
  return {
    beforeCent,
    afterCent,
    place: place && place !== placeOf(before) ? place : null,
    ride:
      rideBefore === undefined || rideAfter === undefined || rideBefore === rideAfter
        ? null
        : { leg, beforeCent: rideBefore, afterCent: rideAfter },
  };
}

/**
 * The wording of the booking wizard's price-change notice: "Der Preis hat sich geändert: Für
 * 80331 München gilt ein anderer Tarif. Neuer Gesamtpreis: … (bisher …)"; with the moved ride's
 * own price (0026): "… Die Hinfahrt kostet jetzt … (bisher …), der Gesamtpreis … (bisher …)".
 */
export function priceChangeText(
  t: TFunction,
  change: PriceChange,
  locale: string,
  /** `ask`: the question before saving („Für … gilt … Möchten Sie … speichern?“). */
  mode: 'saved' | 'ask' = 'saved',
): string {
  const totals = {
    before: formatPrice(change.beforeCent, locale),
    after: formatPrice(change.afterCent, locale),
  };
  if (change.place && change.ride) {
    const values = {
      ...totals,
      place: change.place,
      ride: t(`company.edit.rideName.${change.ride.leg}`),
      rideBefore: formatPrice(change.ride.beforeCent, locale),
      rideAfter: formatPrice(change.ride.afterCent, locale),
    };
    return mode === 'ask'
      ? t('company.edit.confirmPrice.textRide', values)
      : t('company.edit.priceChangedRide', values);
  }
  if (mode === 'ask')
    return change.place
      ? t('company.edit.confirmPrice.textPlace', { ...totals, place: change.place })
      : t('company.edit.confirmPrice.text', totals);
  return change.place
    ? t('company.edit.priceChangedPlace', { ...totals, place: change.place })
    : t('company.edit.priceChanged', totals);
}

/**
 * Stays on the page after saving, under the total. Not a live region: the outcome toast already
 * said the same, and a second announcement would repeat it.
 */
export function PriceChangeNotice({ change }: { change: PriceChange }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Message
      severity="info"
      className="price-change-notice"
      role="note"
      aria-live="off"
      text={priceChangeText(t, change, locale)}
    />
  );
}
