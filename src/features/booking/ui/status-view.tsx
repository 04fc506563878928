import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { DownloadLink } from '../../../ui/download-link';
import { PrintButton } from '../../../ui/print-button';
import { ScreenIcon } from '../../../ui/screen-icon';
import { buildIcs, downloadIcs, type CalendarEvent } from './ics';
import type { SummarySection } from './summary-view';
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
      <StatusSections sections={sections} />
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

/**
 * The booking's details under the status heading (h2): each section a level below it (h3), in
 * SummaryView's layout. The status has no edit links, so they are left out.
 */
function StatusSections({ sections }: { sections: SummarySection[] }) {
  return (
    <div className="summary-view">
      {sections.map((section) => (
        <section
          key={section.id}
          className="summary-view__section"
          aria-labelledby={`status-${section.id}`}
        >
          <div className="summary-view__head">
            {/* h3's own size matches the summary's h2 there; only its margin is the head's. */}
            <h3 id={`status-${section.id}`} style={{ margin: 0 }}>
              {section.title}
            </h3>
          </div>
          <dl className="summary-view__rows">
            {section.rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>
                  {row.value === '' || row.value === null || row.value === undefined
                    ? '–'
                    : row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
