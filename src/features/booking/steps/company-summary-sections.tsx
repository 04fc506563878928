import type { TFunction } from 'i18next';
import type { Booking } from '../../../domain/booking';
import { summarySectionsOf, type EditTarget } from '../ui/summary-sections';
import { type SummarySection } from '../ui/summary-view';
import type { BookingOptions } from '../../../../machines/shared/booking-options';
import { priceOf } from '../../../../machines/shared/booking-rules';

const EDIT_PATH: Record<EditTarget, string> = {
  tarifAuswahl: '/buchung/tarif-auswahl',
  reiseDetails: '/buchung/reise-details',
  kreditkarteZahlung: '/buchung/kreditkarte-zahlung',
};

/**
 * The company booking as sections for the summary and the status page, with edit links when
 * `links` are given (the payment link only when the company pays by card in the wizard).
 */
export function summarySections(
  t: TFunction,
  booking: Booking,
  options: BookingOptions | null,
  locale: string,
  links?: { onEdit: (target: EditTarget) => void; withPaymentStep: boolean },
): SummarySection[] {
  const payment = links?.withPaymentStep ? { payment: t('company.summary.editPayment') } : {};
  const labels = {
    trip: t('company.summary.editTrip'),
    person: t('company.summary.editPassenger'),
    outbound: t('company.summary.editOutbound'),
    return: t('company.summary.editReturn'),
    ...payment,
  };
  const { kst, bereich } = booking.kundeStamm;
  // The company's words: vehicle type, passengers, and the passenger's cost centre and department.
  const words = {
    tariff: t('company.summary.tariff'),
    persons: t('company.summary.persons'),
    person: t('company.summary.passenger'),
  };
  const personRows = [
    { label: t('company.fields.kst'), value: kst },
    { label: t('company.fields.bereich'), value: bereich },
  ];
  const totalCent = priceOf(booking, options?.prices ?? [], options?.extras ?? []).totalCent;
  const edit = links
    ? { edit: { href: (target: EditTarget) => EDIT_PATH[target], onEdit: links.onEdit, labels } }
    : {};
  return summarySectionsOf(t, {
    booking,
    locale,
    options,
    totalCent,
    labels: words,
    personRows,
    ...edit,
  });
}
