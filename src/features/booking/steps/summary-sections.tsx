import type { TFunction } from 'i18next';
import type { Booking } from '../../../domain/booking';
import { summarySectionsOf, type EditTarget } from '../ui/summary-sections';
import { type SummarySection } from '../ui/summary-view';
import type { BookingOptions } from '../../../../machines/shared/booking-options';
import { priceOf } from '../../../../machines/shared/booking-rules';

const EDIT_PATH: Record<EditTarget, string> = {
  tarifAuswahl: '/privat-buchung/tarif-auswahl',
  reiseDetails: '/privat-buchung/reise-details',
  kreditkarteZahlung: '/privat-buchung/kreditkarte-zahlung',
};

/**
 * The private booking as sections for the summary and the status page. With `onEdit` each
 * section links back to the step that edits it.
 */
export function summarySections(
  t: TFunction,
  booking: Booking,
  options: BookingOptions | null,
  locale: string,
  onEdit?: (target: EditTarget) => void,
): SummarySection[] {
  const { kundeStamm: k } = booking;
  return summarySectionsOf(t, {
    booking,
    locale,
    options,
    totalCent: priceOf(booking, options?.prices ?? [], options?.extras ?? []).totalCent,
    labels: {
      tariff: t('privateBooking.summary.tariff'),
      persons: t('privateBooking.summary.passengers'),
      person: t('privateBooking.summary.contact'),
    },
    personRows: [
      { label: t('booking.tripDetails.co'), value: k.co },
      { label: t('common.fields.phone'), value: k.telefon },
    ],
    ...(onEdit
      ? {
          edit: {
            href: (target) => EDIT_PATH[target],
            onEdit,
            labels: {
              trip: t('privateBooking.summary.editTrip'),
              person: t('privateBooking.summary.editContact'),
              outbound: t('privateBooking.summary.editOutbound'),
              return: t('privateBooking.summary.editReturn'),
              payment: t('privateBooking.summary.editPayment'),
            },
          },
        }
      : {}),
  });
}
