import { Button } from 'primereact/button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../domain/booking';
import { TrackingTimeline } from './tracking-timeline';

/** A found booking: overview, then the legs as a timeline. Takes focus when it appears. */
export function TrackingResult({ booking, onReset }: { booking: Booking; onReset: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const payment = booking.buchungStamm.zahlungsstatus;
  return (
    <section className="tracking-result sf-print-area" aria-labelledby="tracking-result-title">
      <h2 id="tracking-result-title" ref={heading} tabIndex={-1}>
        {t('tracking.result.title', { voucher: booking.buchungStamm.voucher ?? '' })}
      </h2>
      <dl className="sf-summary">
        <dt>{t('common.fields.airport')}</dt>
        <dd>{`${t(`common.airports.${booking.flughafen}`)} (${booking.flughafen})`}</dd>
        <dt>{t('tracking.result.direction')}</dt>
        <dd>{t(`tracking.direction.${booking.richtung}`)}</dd>
        <dt>{t('tracking.result.passengers')}</dt>
        <dd>
          {t('tracking.result.passengerCount', { adults: booking.erw, children: booking.kind })}
        </dd>
        {payment ? (
          <>
            <dt>{t('tracking.result.payment')}</dt>
            <dd>{t(`tracking.payment.${payment}`)}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="tracking-timeline-title">{t('tracking.result.timeline')}</h3>
      <TrackingTimeline booking={booking} />
      <div className="sf-actions sf-no-print">
        <Button
          type="button"
          label={t('common.actions.print')}
          icon="pi pi-print"
          outlined
          onClick={() => window.print()}
        />
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
