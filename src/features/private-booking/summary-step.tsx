import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { RetryMessage } from '../../ui/retry-message';
import { SummaryView, useLocale } from '../../ui/booking';
import { errorText } from './error-text';
import type { StepProps } from './flow-context';
import { summarySections } from './summary-sections';

/** Step 4: everything on one page, edit links, and "book now" (create or update). */
export function SummaryStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options, error } = snapshot.context;
  const saving = snapshot.matches({ zusammenfassung: 'saving' }) || snapshot.matches({ zusammenfassung: 'paymentHandOff' });
  const failed = snapshot.matches({ zusammenfassung: 'saveFailure' });
  const sections = summarySections(t, booking, options, locale, saving ? undefined : (target) => send({ type: 'xstate.route', to: `#${target}` }));
  return (
    <div className="booking-step">
      <SummaryView sections={sections} />
      {failed ? (
        <RetryMessage message={errorText(t, error, 'common.status.saveFailed')} onRetry={() => send({ type: 'user.retry' })} />
      ) : null}
      <p className="text-muted">{booking.buchungStamm.voucher ? t('privateBooking.summary.updateNote') : t('privateBooking.summary.bookNote')}</p>
      <div className="booking-actions">
        <Button type="button" label={t('common.actions.back')} icon="pi pi-arrow-left" outlined disabled={saving} onClick={() => send({ type: 'user.back' })} />
        <Button
          type="button"
          label={booking.buchungStamm.voucher ? t('privateBooking.summary.saveChanges') : t('common.actions.bookNow')}
          icon="pi pi-check"
          loading={saving}
          disabled={!snapshot.can({ type: 'user.confirm' })}
          onClick={() => send({ type: 'user.confirm' })}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {saving ? t('common.status.saving') : ''}
      </p>
    </div>
  );
}
