import { Button } from '../../ui/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  awaitsCardPayment,
  mailsChanges,
  trackingPaymentState,
  type BookingTracking,
} from '../../domain/booking-tracking';
import { DownloadLink } from '../../ui/download-link';
import { PrintButton } from '../../ui/print-button';
import { receiptUrl } from '../../api/booking';
import { useLocale } from '../../i18n/use-locale';
import { ChargedPrice } from '../../ui/booking/charged-price';
import { personsText } from '../../ui/booking/trip-request';
import { PayLater } from './pay-later';
import { SelfServicePanel } from './self-service-panel';
import { TrackingTimeline } from './tracking-timeline';

/** The change the passenger just made on this page (`paid`: back from paying later, 0022). */
export type SelfServiceAnswer = 'cancelled' | 'moved' | 'movedFlight' | 'paid';

/**
 * A found booking: overview, self-service (cancel, move a pickup), then the legs as a timeline.
 * Takes focus when it appears, and again with the answer after a change.
 */
export function TrackingResult({
  booking,
  answer,
  onChanged,
  onReset,
}: {
  booking: BookingTracking;
  answer: SelfServiceAnswer | null;
  onChanged: (booking: BookingTracking, answer: SelfServiceAnswer) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer, booking]);
  const { fahrgast } = booking;
  const charged = (cent: number) => (
    <ChargedPrice cent={cent} cancelled={booking.storniert} locale={locale} />
  );
  return (
    <section className="tracking-result sf-print-area" aria-labelledby="tracking-result-title">
      <h2 id="tracking-result-title" ref={heading} tabIndex={-1}>
        {t('tracking.result.title', { voucher: booking.voucher })}
      </h2>
      {answer ? (
        <div className="tracking-answer" role="status" tabIndex={-1} ref={answerRef}>
          <p>
            <span className="pi pi-check-circle" aria-hidden="true" />{' '}
            {t(`tracking.selfService.done.${answer}`)}{' '}
            {mailsChanges(booking)
              ? t('tracking.selfService.done.mail')
              : answer === 'cancelled'
                ? null
                : t('tracking.selfService.done.unpaid')}
          </p>
        </div>
      ) : null}
      {booking.storniert ? (
        <p className="tracking-cancelled">
          <span className="pi pi-ban" aria-hidden="true" />{' '}
          {t(
            booking.stornoGrund === 'unbezahlt'
              ? 'tracking.result.cancelledUnpaid'
              : 'tracking.result.cancelled',
          )}
        </p>
      ) : null}
      {awaitsCardPayment(booking) ? <PayLater booking={booking} /> : null}
      <dl className="sf-summary">
        <dt>{t('common.fields.airport')}</dt>
        <dd>{`${t(`common.airports.${booking.flughafen}`)} (${booking.flughafen})`}</dd>
        <dt>{t('tracking.result.direction')}</dt>
        <dd>{t(`tracking.direction.${booking.richtung}`)}</dd>
        <dt>{t('tracking.result.passengers')}</dt>
        <dd>{personsText(t, booking)}</dd>
        {booking.extrasPreis.betragCent > 0 ? (
          <>
            {/* Each ride's price is with its ride below; with the extras' they make the total. */}
            <dt>{t('common.price.extras')}</dt>
            <dd>{charged(booking.extrasPreis.betragCent)}</dd>
          </>
        ) : null}
        <dt>{t('common.price.total')}</dt>
        <dd>{charged(booking.preis.betragCent)}</dd>
        <dt>{t('tracking.result.payment')}</dt>
        <dd>{t(`tracking.payment.${trackingPaymentState(booking)}`)}</dd>
        {fahrgast.email ? (
          <>
            <dt>{t('common.fields.email')}</dt>
            <dd className="tracking-masked">{fahrgast.email}</dd>
          </>
        ) : null}
        {fahrgast.mobil ? (
          <>
            <dt>{t('common.fields.mobile')}</dt>
            <dd className="tracking-masked">{fahrgast.mobil}</dd>
          </>
        ) : null}
      </dl>
      {fahrgast.email || fahrgast.mobil ? (
        <p className="tracking-privacy-note">
          <span className="pi pi-lock" aria-hidden="true" /> {t('tracking.result.maskedNote')}
        </p>
      ) : null}
      <SelfServicePanel booking={booking} onChanged={onChanged} />
      <h3 className="tracking-timeline-title">{t('tracking.result.timeline')}</h3>
      <TrackingTimeline booking={booking} />
      <div className="sf-actions sf-no-print">
        <DownloadLink
          href={receiptUrl(booking.voucher, booking.fahrgast.name)}
          label={t('tracking.result.receipt')}
        />
        <PrintButton />
        <Button
          type="button"
          label={t('tracking.result.another')}
          icon="pi pi-search"
          onClick={onReset}
        />
      </div>
    </section>
  );
}
