import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../ui/booking';
import { BookingSummary } from '../ui/booking-summary';
import { booksOnAccount } from '../../../../machines/booking.machine';
import { CompanyCallError } from '../../../ui/company-call-error';
import type { StepProps } from '../company-step-props';
import { summarySections } from './company-summary-sections';

/** zusammenfassung: everything on one page with edit links, then book (POST) or save (PUT). */
export function SummaryStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options, error } = snapshot.context;
  const saving = snapshot.hasTag('saving');
  const links = {
    onEdit: (target: string) => send({ type: 'xstate.route', to: `#${target}` }),
    withPaymentStep: !booksOnAccount(snapshot.context),
  };
  const failure = snapshot.hasTag('saveFailure') ? (
    <CompanyCallError error={error} onRetry={() => send({ type: 'user.retry' })} />
  ) : null;
  const [note, confirmLabel] = booking.buchungStamm.voucher
    ? [t('company.summary.updateNote'), t('company.summary.saveChanges')]
    : [t('company.summary.bookNote'), t('common.actions.bookNow')];
  const canConfirm = snapshot.can({ type: 'user.confirm' });
  return (
    <BookingSummary
      sections={summarySections(t, booking, options, locale, saving ? undefined : links)}
      failure={failure}
      note={note}
      confirmLabel={confirmLabel}
      saving={saving}
      canConfirm={canConfirm}
      onBack={() => send({ type: 'user.back' })}
      onConfirm={() => send({ type: 'user.confirm' })}
    />
  );
}
