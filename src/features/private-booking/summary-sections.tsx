import type { TFunction } from 'i18next';
import type { Booking, Leg } from '../../domain/booking';
import { formatPlzOrt } from '../../domain/booking';
import { formatDate, formatPrice, formatTime, type SummarySection } from '../../ui/booking';
import type { BookingOptions } from '../../../machines/shared/booking-options';
import { priceOf } from '../../../machines/shared/booking-rules';

export type EditTarget = 'tarifAuswahl' | 'reiseDetails' | 'kreditkarteZahlung';

const EDIT_PATH: Record<EditTarget, string> = {
  tarifAuswahl: '/privat-buchung/tarif-auswahl',
  reiseDetails: '/privat-buchung/reise-details',
  kreditkarteZahlung: '/privat-buchung/kreditkarte-zahlung',
};

function legRows(t: TFunction, leg: Leg, locale: string) {
  return [
    { label: t('privateBooking.summary.date'), value: formatDate(leg.datum, locale) },
    { label: t('privateBooking.summary.time'), value: formatTime(leg.datum, leg.zeit, locale) },
    {
      label: t('privateBooking.summary.timeKind'),
      value: leg.istFesteZeit ? t('booking.tripDetails.fixedTime') : t('booking.tripDetails.flightTime'),
    },
    { label: t('booking.tripDetails.flightNumber'), value: leg.flugnummer },
    { label: t('booking.tripDetails.luggage'), value: String(leg.gepaeckstck) },
    { label: t('booking.tripDetails.furtherAddress'), value: leg.weitereAdresse },
  ];
}

/**
 * The booking as sections for the summary and the status page. With `onEdit` each section
 * links back to the step that edits it.
 */
export function summarySections(
  t: TFunction,
  booking: Booking,
  options: BookingOptions | null,
  locale: string,
  onEdit?: (target: EditTarget) => void,
): SummarySection[] {
  const edit = (target: EditTarget, label: string) =>
    onEdit ? { edit: { label, href: EDIT_PATH[target], onEdit: () => onEdit(target) } } : {};
  const tariff = options?.transferTypes.find((type) => type.id === booking.transferArtId);
  const payment = options?.paymentTypes.find((type) => type.id === booking.zahlungsartId);
  const price = priceOf(booking, options?.prices ?? [], options?.extras ?? []);
  const total = booking.buchungStamm.voucher && booking.preis ? booking.preis.betragCent : price.totalCent;
  const extras = booking.extras
    .map((chosen) => {
      const extra = options?.extras.find((e) => e.id === chosen.id);
      return extra ? `${chosen.anzahl} × ${extra.name}` : null;
    })
    .filter(Boolean)
    .join(', ');
  const { kundeStamm: k, kundeAdresse: a } = booking;
  const airport = t(`common.airports.${booking.flughafen}`);

  const sections: SummarySection[] = [
    {
      id: 'fahrt',
      title: t('privateBooking.summary.trip'),
      ...edit('tarifAuswahl', t('privateBooking.summary.editTrip')),
      rows: [
        { label: t('privateBooking.summary.direction'), value: t(`privateBooking.direction.${booking.richtung}`, { airport }) },
        { label: t('common.fields.airport'), value: `${airport} (${booking.flughafen})` },
        { label: t('privateBooking.summary.passengers'), value: t('privateBooking.summary.passengerCount', { adults: t('privateBooking.summary.adults', { count: booking.erw }), children: t('privateBooking.summary.children', { count: booking.kind }) }) },
        { label: t('privateBooking.summary.tariff'), value: tariff?.name ?? '' },
        { label: t('privateBooking.summary.extras'), value: extras || t('privateBooking.summary.noExtras') },
      ],
    },
    {
      id: 'kontakt',
      title: t('privateBooking.summary.contact'),
      ...edit('reiseDetails', t('privateBooking.summary.editContact')),
      rows: [
        { label: t('privateBooking.summary.name'), value: [k.anrede, k.vorname, k.name].filter(Boolean).join(' ') },
        { label: t('booking.tripDetails.co'), value: k.co },
        { label: t('common.fields.email'), value: k.email },
        { label: t('common.fields.mobile'), value: k.mobil },
        { label: t('common.fields.phone'), value: k.telefon },
        { label: t('privateBooking.summary.address'), value: [a.strasse, formatPlzOrt(a), a.ortsteil].filter(Boolean).join(', ') },
      ],
    },
    {
      id: 'hinfahrt',
      title: t('booking.tripDetails.outbound'),
      ...edit('reiseDetails', t('privateBooking.summary.editOutbound')),
      rows: legRows(t, booking.hinfahrt, locale),
    },
  ];
  if (booking.mitRueckfahrt) {
    sections.push({
      id: 'rueckfahrt',
      title: t('booking.tripDetails.return'),
      ...edit('reiseDetails', t('privateBooking.summary.editReturn')),
      rows: legRows(t, booking.rueckfahrt, locale),
    });
  }
  sections.push({
    id: 'zahlung',
    title: t('privateBooking.summary.payment'),
    ...edit('kreditkarteZahlung', t('privateBooking.summary.editPayment')),
    rows: [
      { label: t('privateBooking.summary.paymentType'), value: payment?.name ?? '' },
      { label: t('common.price.total'), value: total === null ? '' : `${formatPrice(total, locale)} ${t('common.price.inclVat')}` },
    ],
  });
  return sections;
}
