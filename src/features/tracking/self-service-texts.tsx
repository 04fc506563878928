import { useTranslation } from 'react-i18next';
import type { BookingTracking } from '../../domain/booking-tracking';
import { OPERATOR } from '../../domain/operator';
import { useLocale } from '../../i18n/use-locale';
import { formatPrice } from '../../ui/booking/format';
import type { SelfServiceFailure } from './self-service-failure';

export function Hotline() {
  return <a href={`tel:${OPERATOR.hotline.tel}`}>{OPERATOR.hotline.display}</a>;
}

/** The message of a failed self-service step; the hotline wherever the page cannot help. */
export function FailureText({ failure }: { failure: SelfServiceFailure }) {
  const { t } = useTranslation();
  const withHotline = ['closed', 'priceWouldChange', 'cancelled'].includes(failure.kind);
  return (
    <p>
      <span className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
      {t(`tracking.selfService.failure.${failure.kind}`)}
      {withHotline ? (
        <>
          {' '}
          <Hotline />
        </>
      ) : null}
    </p>
  );
}

/** The refund of a cancelled paid booking, as far as it has come. */
export function RefundLine({ booking }: { booking: BookingTracking }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!booking.erstattung) return null;
  const amount = formatPrice(booking.erstattung.betragCent, locale);
  return (
    <p className="tracking-refund">
      <span className="pi pi-credit-card" aria-hidden="true" />{' '}
      {t(`tracking.selfService.refund.${booking.erstattung.status}`, { amount })}
      {booking.erstattung.status === 'failed' ? (
        <>
          {' '}
          <Hotline />
        </>
      ) : null}
    </p>
  );
}
