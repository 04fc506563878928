import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { DownloadLink } from '../../../ui/download-link';
import { PrintButton } from '../../../ui/print-button';
import { ScreenIcon } from '../../../ui/screen-icon';
import { buildIcs, downloadIcs, type CalendarEvent } from './ics';
import { SummaryView, type SummarySection } from './summary-view';
import './booking.css';

export interface StatusLeg {
  /** e.g. "Hinfahrt" / "Outbound": names the download button. */
  title: string;
  fileName: string;
  event: CalendarEvent;
}

export interface BookingStatusViewProps {
  voucher: string;
  /** The heading; "Ihre Buchung ist eingegangen" by default. */
  title?: string | undefined;
  /** Translated booking state, e.g. "Gebucht – bezahlt". */
  stateLabel: string;
  /** Extra content under the state (e.g. a pay-now button while the card payment is open). */
  notice?: ReactNode;
  sections: SummarySection[];
  legs: StatusLeg[];
  /** The booking's PDF voucher and receipt, made by the server. */
  receiptHref: string;
}

/**
 * The confirmed booking: voucher, state, all details, print (print stylesheet shows only this
 * part), the PDF receipt and an .ics calendar file per leg. The heading takes focus so the outcome is read out.
 */
export function BookingStatusView({
  voucher,
  title,
  stateLabel,
  notice,
  sections,
  legs,
  receiptHref,
}: BookingStatusViewProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="booking-status booking-print-area" aria-labelledby="booking-status-title">
      <div className="booking-status__banner">
        <h2 id="booking-status-title" ref={heading} tabIndex={-1}>
          <ScreenIcon name="checkCircle" /> {title ?? t('booking.status.title')}
        </h2>
        <p className="booking-status__voucher">
          {t('booking.status.voucher')} <strong>{voucher}</strong>
        </p>
        <p className="booking-status__state">
          {t('booking.status.state')} <strong>{stateLabel}</strong>
        </p>
        {notice}
      </div>
      {/* Under the status heading (h2): each section a level below it. */}
      <SummaryView sections={sections} headingLevel={3} idPrefix="status" />
      <div className="booking-actions booking-actions--start booking-no-print">
        <PrintButton />
        <DownloadLink href={receiptHref} label={t('booking.status.receipt')} />
        {legs.map((leg) => (
          <Button
            key={leg.fileName}
            type="button"
            icon={<ScreenIcon name="calendarPlus" />}
            outlined
            label={t('booking.status.calendar', { leg: leg.title })}
            onClick={() => downloadIcs(leg.fileName, buildIcs(leg.event))}
          />
        ))}
      </div>
    </section>
  );
}
