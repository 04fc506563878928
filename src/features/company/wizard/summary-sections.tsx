import type { TFunction } from 'i18next';
import { formatPlzOrt, type Booking, type Leg } from '../../../domain/booking';
import { formatDate, formatPrice, formatTime, type SummarySection } from '../../../ui/booking';
import type { BookingOptions } from '../../../../machines/shared/booking-options';
import { priceOf } from '../../../../machines/shared/booking-rules';

export type EditTarget = 'tarifAuswahl' | 'reiseDetails' | 'kreditkarteZahlung';

const EDIT_PATH: Record<EditTarget, string> = {
  tarifAuswahl: '/buchung/tarif-auswahl',
  reiseDetails: '/buchung/reise-details',
  kreditkarteZahlung: '/buchung/kreditkarte-zahlung',
};

function legRows(t: TFunction, leg: Leg, locale: string) {
  return [
    { label: t('common.fields.date'), value: formatDate(leg.datum, locale) },
    { label: t('common.fields.time'), value: formatTime(leg.datum, leg.zeit, locale) },
    { label: t('company.summary.timeKind'), value: leg.istFesteZeit ? t('company.edit.fixedTime') : t('company.edit.flightTime') },
    { label: t('common.fields.flightNumber'), value: leg.flugnummer },
    { label: t('common.fields.luggage'), value: String(leg.gepaeckstck) },
    { label: t('company.edit.furtherAddress'), value: leg.weitereAdresse },
  ];
}

/** The company booking as sections for the summary and the status page, with edit links. */
export function summarySections(
  t: TFunction,
  booking: Booking,
  options: BookingOptions | null,
  locale: string,
  onEdit?: (target: EditTarget) => void,
  withPaymentStep = false,
): SummarySection[] {
  const edit = (target: EditTarget, label: string) => (onEdit ? { edit: { label, href: EDIT_PATH[target], onEdit: () => onEdit(target) } } : {});
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
      title: t('company.summary.trip'),
      ...edit('tarifAuswahl', t('company.summary.editTrip')),
      rows: [
        { label: t('company.summary.direction'), value: t(`company.destination.directionsShort.${booking.richtung}`, { airport }) },
        { label: t('company.summary.persons'), value: t('company.tariff.persons', { adults: booking.erw, children: booking.kind }) },
        { label: t('company.summary.tariff'), value: tariff?.name ?? '' },
        { label: t('company.tariff.extras'), value: extras || t('company.summary.noExtras') },
      ],
    },
    {
      id: 'fahrgast',
      title: t('company.summary.passenger'),
      ...edit('reiseDetails', t('company.summary.editPassenger')),
      rows: [
        { label: t('company.summary.name'), value: [k.anrede, k.vorname, k.name].filter(Boolean).join(' ') },
        { label: t('common.fields.email'), value: k.email },
        { label: t('common.fields.mobile'), value: k.mobil },
        { label: t('company.fields.kst'), value: k.kst },
        { label: t('company.fields.bereich'), value: k.bereich },
        { label: t('company.summary.address'), value: [a.strasse, formatPlzOrt(a), a.ortsteil].filter(Boolean).join(', ') },
      ],
    },
    { id: 'hinfahrt', title: t('company.edit.hinfahrt'), ...edit('reiseDetails', t('company.summary.editOutbound')), rows: legRows(t, booking.hinfahrt, locale) },
  ];
  if (booking.mitRueckfahrt) {
    sections.push({ id: 'rueckfahrt', title: t('company.edit.rueckfahrt'), ...edit('reiseDetails', t('company.summary.editReturn')), rows: legRows(t, booking.rueckfahrt, locale) });
  }
  sections.push({
    id: 'zahlung',
    title: t('company.summary.payment'),
    ...(withPaymentStep ? edit('kreditkarteZahlung', t('company.summary.editPayment')) : {}),
    rows: [
      { label: t('company.summary.paymentType'), value: payment?.name ?? '' },
      { label: t('common.price.total'), value: total === null ? '' : `${formatPrice(total, locale)} ${t('common.price.inclVat')}` },
    ],
  });
  return sections;
}
