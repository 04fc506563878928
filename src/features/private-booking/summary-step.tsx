import { useTranslation } from 'react-i18next';
import { RetryMessage } from '../../ui/retry-message';
import { BookingSummary, useLocale } from '../../ui/booking';
import { errorText } from './error-text';
import type { StepProps } from './flow-context';
import { summarySections } from './summary-sections';

/** Step 4: everything on one page, edit links, and "book now" (create or update). */
export function SummaryStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options, error } = snapshot.context;
  const saving = snapshot.matches({ zusammenfassung: 'saving' }) || snapshot.matches({ zusammenfassung: 'paymentHandOff' });
  const isUpdate = Boolean(booking.buchungStamm.voucher);
  return (
    <BookingSummary
      sections={summarySections(t, booking, options, locale, saving ? undefined : (target) => send({ type: 'xstate.route', to: `#${target}` }))}
      failure={
        snapshot.matches({ zusammenfassung: 'saveFailure' }) ? (
          <RetryMessage message={errorText(t, error, 'common.status.saveFailed')} onRetry={() => send({ type: 'user.retry' })} />
        ) : null
      }
      note={isUpdate ? t('privateBooking.summary.updateNote') : t('privateBooking.summary.bookNote')}
      confirmLabel={isUpdate ? t('privateBooking.summary.saveChanges') : t('common.actions.bookNow')}
      saving={saving}
      canConfirm={snapshot.can({ type: 'user.confirm' })}
      onBack={() => send({ type: 'user.back' })}
      onConfirm={() => send({ type: 'user.confirm' })}
    />
  );
}
