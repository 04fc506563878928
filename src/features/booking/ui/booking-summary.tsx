import { useEffect, useRef, type ReactNode } from 'react';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FrameIcon } from '../../../ui/frame-icon';
import { SummaryView, type SummarySection } from './summary-view';

export interface BookingSummaryProps {
  sections: SummarySection[];
  /** The booking number of a booking that exists already (e.g. back after a cancelled payment). */
  voucher?: string | null;
  /**
   * The failed save with its retry, in the wizard's own error component. It takes the focus when
   * it appears: the confirm button that had it was disabled while saving (and stays so where the
   * save cannot be repeated), which would drop the focus to the page's start.
   */
  failure?: ReactNode;
  /**
   * What an action on the summary did that the page shows only in its values (the changes were
   * discarded), in the failure's place and taking the focus as it does: the button that had it
   * is gone with the failure.
   */
  outcome?: string | undefined;
  /** Something to know before confirming, stated apart from the note (a paid booking's limits). */
  notice?: string | undefined;
  /** What the confirm button does (binding booking, or saving changes of a booked one). */
  note: string;
  /** Shown just before the buttons, e.g. the terms that apply and where the confirmation goes. */
  legal?: ReactNode;
  confirmLabel: string;
  saving: boolean;
  /** Something else runs (the changes are being discarded): Back waits for it too. */
  busy?: boolean;
  canConfirm: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The summary step of both wizards: all details with edit links, then book or save. */
export function BookingSummary({
  sections,
  voucher,
  failure,
  outcome,
  notice,
  note,
  legal,
  confirmLabel,
  saving,
  busy = false,
  canConfirm,
  onBack,
  onConfirm,
}: BookingSummaryProps) {
  const { t } = useTranslation();
  const failureBox = useRef<HTMLDivElement>(null);
  const shown = failure ? 'failure' : outcome ? 'outcome' : null;
  useEffect(() => {
    if (shown) failureBox.current?.focus();
  }, [shown]);
  return (
    <div className="booking-step">
      {voucher ? (
        <p className="booking-summary__voucher">
          {t('booking.status.voucher')} <strong>{voucher}</strong>
        </p>
      ) : null}
      <SummaryView sections={sections} />
      <div ref={failureBox} tabIndex={-1}>
        {failure ??
          (outcome ? (
            <Message
              severity="success"
              className="booking-summary__outcome"
              role="status"
              text={outcome}
            />
          ) : null)}
      </div>
      <div className="booking-summary__notes">
        {legal}
        {notice ? (
          <p className="booking-summary__notice">
            <span className="pi pi-info-circle" aria-hidden="true" /> {notice}
          </p>
        ) : null}
        <p className="text-muted">{note}</p>
      </div>
      <div className="booking-actions">
        <Button
          type="button"
          label={t('common.actions.back')}
          icon={<FrameIcon name="back" />}
          outlined
          disabled={saving || busy}
          onClick={onBack}
        />
        <Button
          type="button"
          label={confirmLabel}
          icon="pi pi-check"
          loading={saving}
          disabled={!canConfirm}
          onClick={onConfirm}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {saving ? t('common.status.saving') : ''}
      </p>
    </div>
  );
}
