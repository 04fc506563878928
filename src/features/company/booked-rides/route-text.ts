import type { TFunction } from 'i18next';
import type { Booking } from '../../../domain/booking';

/** The ride with both ends, e.g. "Flughafen Hamburg (HAM) → Lüneburg", not only the airport. */
export function routeText(
  t: TFunction,
  booking: Pick<Booking, 'richtung' | 'flughafen'>,
  place: string,
): string {
  return t(`company.rides.route.${booking.richtung}`, {
    airport: booking.flughafen,
    airportName: t(`common.airports.${booking.flughafen}`),
    place,
  });
}
