import type { TFunction } from 'i18next';
import { formatPlzOrt, type Booking } from '../../domain/booking';
import { formatDate, formatTime } from './format';

/** "Zum Flughafen Hannover" / "To Hannover airport". */
export function directionText(
  t: TFunction,
  booking: Pick<Booking, 'richtung' | 'flughafen'>,
  richtung = booking.richtung,
): string {
  return t(`booking.direction.${richtung}`, { airport: t(`common.airports.${booking.flughafen}`) });
}

/** "2 Erwachsene, 1 Kind". */
export function personsText(t: TFunction, booking: Pick<Booking, 'erw' | 'kind'>): string {
  return t('booking.persons.value', {
    adults: t('booking.persons.adults', { count: booking.erw }),
    children: t('booking.persons.children', { count: booking.kind }),
  });
}

/** The request a tariff list answers, on one line: direction · place · date, time · persons. */
export function tripRequestText(t: TFunction, booking: Booking, locale: string): string {
  const { datum, zeit } = booking.hinfahrt;
  const when = datum ? `${formatDate(datum, locale)}, ${formatTime(datum, zeit, locale)}` : '';
  return [
    directionText(t, booking),
    formatPlzOrt(booking.kundeAdresse),
    when,
    personsText(t, booking),
  ]
    .filter(Boolean)
    .join(' · ');
}
