import type { BookingListItem } from '../../../api/schemas';
import { LEG_STATUS } from '../../../domain/constants';

/**
 * What the booked-rides list (its Status column) and the CSV file say of a booking, one of
 * company.rides.states: cancelled (`stornoUnbezahlt`: released because never paid, 0024), done (every ride that was not cancelled has been driven, leg
 * status 4 as on the booking's page), else how it is paid.
 */
export type RideState =
  'storniert' | 'stornoUnbezahlt' | 'erledigt' | BookingListItem['zahlungsstatus'];

type StateFacts = Pick<
  BookingListItem,
  'storniert' | 'stornoGrund' | 'zahlungsstatus' | 'hinfahrt' | 'rueckfahrt'
>;

export function rideStateOf(item: StateFacts): RideState {
  if (item.storniert) return item.stornoGrund === 'unbezahlt' ? 'stornoUnbezahlt' : 'storniert';
  const driven = [item.hinfahrt, item.rueckfahrt].filter(
    (leg) => leg !== null && leg.statusId !== LEG_STATUS.storniert,
  );
  if (driven.length > 0 && driven.every((leg) => leg?.statusId === LEG_STATUS.erledigt))
    return 'erledigt';
  return item.zahlungsstatus;
}

/**
 * What the booking is charged, in cents: nothing once it is cancelled. The server keeps the last
 * total of a cancelled booking (refunds and the payment records rely on it); the screens show it
 * as the former total, the CSV file for accounting only the 0.
 */
export function chargedCentOf(item: Pick<BookingListItem, 'storniert' | 'preis'>): number {
  return item.storniert ? 0 : item.preis.betragCent;
}
