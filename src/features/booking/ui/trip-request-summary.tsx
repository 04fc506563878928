import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../domain/booking';
import { tripRequestText } from '../../../ui/booking';
import { useLocale } from '../../../i18n/use-locale';
import type { Customer } from '../../../../machines/booking.machine';

/**
 * The visitor's request, above the tariffs that answer it and the trip details that complete it:
 * made from the draft alone, so the wizard shows it at once, while the step's lists and code are
 * still loading. Without a draft (a step's prerendered frame) the text's lines are kept free.
 */
export function TripRequestSummary({
  customer,
  booking,
}: {
  customer: Customer;
  booking: Booking | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const request = booking ? tripRequestText(t, booking, locale) : null;
  if (customer === 'company') return <p className="company-request">{request}</p>;
  return (
    <section className="booking-request" aria-labelledby={id}>
      <h2 id={id} className="booking-step__subtitle">
        {t('privateBooking.request.title')}
      </h2>
      <p className="booking-request__text">{request}</p>
      <p>
        <a href="/start#buchen">{t('privateBooking.request.change')}</a>
      </p>
    </section>
  );
}
