import type { TFunction } from 'i18next';
import type { Booking } from '../../../domain/booking';
import { summarySectionsOf, type SummaryEdit } from '../ui/summary-sections';
import { type SummarySection } from '../ui/summary-view';
import { stepHref } from '../wizard-base';
import type { Customer, SummaryEditStep } from '../../../../machines/booking.machine';
import type { BookingOptions } from '../../../../machines/shared/booking-options';
import { priceOf } from '../../../../machines/shared/booking-rules';

export interface SummaryLinks {
  onEdit: (target: SummaryEditStep) => void;
  /** Where the trip section leads: the tariff step, or the route step of a route tariff. */
  tripStep: SummaryEdit['tripStep'];
  /** Whether the payment type has a step to go back to (not when a company books on account). */
  withPaymentStep: boolean;
}

/**
 * The booking as sections for the summary and the status page, in the customer's words (a
 * company speaks of the passenger, with cost centre and department); with `links` each section
 * links back to the step that edits it.
 */
export function summarySections(
  t: TFunction,
  booking: Booking,
  options: BookingOptions | null,
  locale: string,
  customer: Customer,
  links?: SummaryLinks,
): SummarySection[] {
  const { kundeStamm: k } = booking;
  const texts = customer === 'private' ? 'privateBooking' : 'company';
  const words =
    customer === 'private'
      ? {
          tariff: t('privateBooking.summary.tariff'),
          persons: t('privateBooking.summary.passengers'),
          person: t('privateBooking.summary.contact'),
        }
      : {
          tariff: t('company.summary.tariff'),
          persons: t('company.summary.persons'),
          person: t('company.summary.passenger'),
        };
  // A company's passenger goes with its cost centre and department.
  const personRows =
    customer === 'private'
      ? []
      : [
          { label: t('company.fields.kst'), value: k.kst },
          { label: t('company.fields.bereich'), value: k.bereich },
        ];
  const edit = links
    ? {
        edit: {
          href: (target: SummaryEditStep) => stepHref(customer, target),
          onEdit: links.onEdit,
          tripStep: links.tripStep,
          labels: {
            trip:
              links.tripStep === 'mtuTarifauswahl'
                ? t('company.summary.editRoute')
                : t(`${texts}.summary.editTrip`),
            person:
              customer === 'private'
                ? t('privateBooking.summary.editContact')
                : t('company.summary.editPassenger'),
            outbound: t(`${texts}.summary.editOutbound`),
            return: t(`${texts}.summary.editReturn`),
            ...(links.withPaymentStep ? { payment: t(`${texts}.summary.editPayment`) } : {}),
          },
        },
      }
    : {};
  return summarySectionsOf(t, {
    booking,
    locale,
    options,
    totalCent: priceOf(booking, options?.prices ?? [], options?.extras ?? []).totalCent,
    labels: words,
    personRows,
    ...edit,
  });
}
