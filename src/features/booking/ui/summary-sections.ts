import { createElement } from 'react';
import type { SummaryEditStep } from '../../../../machines/booking.machine';
import type { TFunction } from 'i18next';
import { formatPlzOrt, type Booking, type Leg } from '../../../domain/booking';
import { LEG_STATUS } from '../../../domain/constants';
import { EmailText } from './email-text';
import { formatDate, formatPrice, formatTime } from '../../../ui/booking/format';
import type { SummaryRow, SummarySection } from './summary-view';
import { directionText, personsText } from '../../../ui/booking/trip-request';
import { airportText } from '../../../ui/booking/airport-text';
import { extrasText } from '../../../ui/booking/extras-text';

type SectionKey = 'trip' | 'person' | 'outbound' | 'return' | 'payment';
const TARGET: Record<Exclude<SectionKey, 'trip'>, SummaryEditStep> = {
  person: 'reiseDetails',
  outbound: 'reiseDetails',
  return: 'reiseDetails',
  payment: 'kreditkarteZahlung',
};

export interface SummaryEdit {
  /** A real link for a new tab; a plain click goes to the flow with onEdit. */
  href: (target: SummaryEditStep) => string;
  onEdit: (target: SummaryEditStep) => void;
  /**
   * The step that chose the tariff: the tariff step, or the route step of a ride on a route
   * tariff (company 52460), whose steps have no tariff step.
   */
  tripStep: Extract<SummaryEditStep, 'mtuTarifauswahl' | 'tarifAuswahl'>;
  /** The link texts in the wizard's words; a section without one has no link. */
  labels: Partial<Record<SectionKey, string>>;
}

export interface SummaryInput {
  booking: Booking;
  locale: string;
  /** Structural shape of the wizard's option lists; null while they are not loaded. */
  options: {
    transferTypes: readonly { id: number; name: string }[];
    paymentTypes: readonly { id: number; name: string }[];
    extras: readonly { id: number; name: string }[];
    /** In the page's language: the booking keeps the salutation's text of the day it was typed. */
    salutations: readonly { id: number; anrede: string }[];
  } | null;
  /** The running total of the draft; a saved booking shows the price the server fixed. */
  totalCent: number | null;
  /** The wizard's own words for the tariff, the persons and the person section. */
  labels: { tariff: string; persons: string; person: string };
  /** Rows of the person section only one wizard has (c/o, cost centre, ...), shown before the address. */
  personRows: SummaryRow[];
  /** Edit links back to the steps; left out on the status page and while saving. */
  edit?: SummaryEdit;
}

function legRows(t: TFunction, leg: Leg, locale: string): SummaryRow[] {
  return [
    { label: t('booking.tripDetails.date'), value: formatDate(leg.datum, locale) },
    { label: t('booking.tripDetails.time'), value: formatTime(leg.datum, leg.zeit, locale) },
    {
      label: t('booking.tripDetails.timeKind'),
      value: leg.istFesteZeit
        ? t('booking.tripDetails.fixedTime')
        : t('booking.tripDetails.flightTime'),
    },
    { label: t('booking.tripDetails.flightNumber'), value: leg.flugnummer },
    { label: t('booking.tripDetails.luggage'), value: String(leg.gepaeckstck) },
    { label: t('booking.tripDetails.furtherAddress'), value: leg.weitereAdresse },
  ];
}

/** The booking as sections for the summary and the status page of both wizards. */
export function summarySectionsOf(t: TFunction, input: SummaryInput): SummarySection[] {
  const { booking, locale, labels, edit, options } = input;
  const linkOf = (key: SectionKey) => {
    const label = edit?.labels[key];
    if (!edit || !label) return {};
    const target = key === 'trip' ? edit.tripStep : TARGET[key];
    return { edit: { label, href: edit.href(target), onEdit: () => edit.onEdit(target) } };
  };
  const tariff = options?.transferTypes.find((type) => type.id === booking.transferArtId);
  const payment = options?.paymentTypes.find((type) => type.id === booking.zahlungsartId);
  // The summary (with its edit links) shows what saving charges: the price of the booking as it
  // is now, changed or not. The status page shows the price the saved booking has.
  const saved = booking.buchungStamm.voucher && booking.preis ? booking.preis.betragCent : null;
  const total = edit ? (input.totalCent ?? saved) : (saved ?? input.totalCent);
  const extras = extrasText(booking.extras, options?.extras ?? []);
  const { kundeStamm: k, kundeAdresse: a } = booking;
  const salutation = options?.salutations.find((s) => s.id === k.anredeId)?.anrede ?? k.anrede;
  // A cancelled ride is said so in its title and offers no change (the server refuses one).
  const legSection = (id: 'hinfahrt' | 'rueckfahrt', leg: Leg): SummarySection => {
    const name = t(
      id === 'hinfahrt' ? 'booking.tripDetails.outbound' : 'booking.tripDetails.return',
    );
    const cancelled = leg.statusId === LEG_STATUS.storniert;
    return {
      id,
      title: cancelled ? t('booking.summary.cancelledLeg', { leg: name }) : name,
      ...(cancelled ? {} : linkOf(id === 'hinfahrt' ? 'outbound' : 'return')),
      rows: legRows(t, leg, locale),
    };
  };

  const sections: SummarySection[] = [
    {
      id: 'fahrt',
      title: t('booking.summary.trip'),
      ...linkOf('trip'),
      rows: [
        { label: t('booking.summary.direction'), value: directionText(t, booking) },
        {
          label: t('common.fields.airport'),
          value: airportText(t, booking.flughafen),
        },
        { label: labels.persons, value: personsText(t, booking) },
        { label: labels.tariff, value: tariff?.name ?? '' },
        { label: t('booking.summary.extras'), value: extras || t('booking.summary.noExtras') },
      ],
    },
    {
      id: 'person',
      title: labels.person,
      ...linkOf('person'),
      rows: [
        {
          label: t('booking.summary.name'),
          value: [salutation, k.vorname, k.name].filter(Boolean).join(' '),
        },
        // Optional fields, shown when filled in: what was typed is what is booked.
        ...(k.co ? [{ label: t('booking.tripDetails.co'), value: k.co }] : []),
        {
          label: t('common.fields.email'),
          value: k.email ? createElement(EmailText, { email: k.email }) : '',
        },
        { label: t('common.fields.mobile'), value: k.mobil },
        ...(k.telefon ? [{ label: t('common.fields.phone'), value: k.telefon }] : []),
        ...input.personRows,
        {
          label: t('booking.summary.address'),
          value: [a.strasse, formatPlzOrt(a), a.ortsteil].filter(Boolean).join(', '),
        },
      ],
    },
    legSection('hinfahrt', booking.hinfahrt),
  ];
  if (booking.mitRueckfahrt) sections.push(legSection('rueckfahrt', booking.rueckfahrt));
  sections.push({
    id: 'zahlung',
    title: t('booking.summary.payment'),
    ...linkOf('payment'),
    rows: [
      { label: t('booking.summary.paymentType'), value: payment?.name ?? '' },
      {
        label: t('common.price.total'),
        value: total === null ? '' : `${formatPrice(total, locale)} ${t('common.price.inclVat')}`,
      },
    ],
  });
  return sections;
}
