import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { SummaryView, useLocale } from '../../../ui/booking';
import { offersCard } from '../../../../machines/company-booking.machine';
import { CompanyCallError } from '../company-call-error';
import type { StepProps } from './flow-types';
import { summarySections } from './summary-sections';

/** zusammenfassung: everything on one page with edit links, then book (POST) or save (PUT). */
export function SummaryStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options, error } = snapshot.context;
  const saving = snapshot.matches({ zusammenfassung: 'saving' }) || snapshot.matches({ zusammenfassung: 'paymentHandOff' });
  const failed = snapshot.matches({ zusammenfassung: 'saveFailure' });
  const sections = summarySections(t, booking, options, locale, saving ? undefined : (target) => send({ type: 'xstate.route', to: `#${target}` }), offersCard(options));
  const isUpdate = Boolean(booking.buchungStamm.voucher);
  return (
    <div className="booking-step">
      <SummaryView sections={sections} />
      {failed ? <CompanyCallError error={error} onRetry={() => send({ type: 'user.retry' })} /> : null}
      <p className="company-muted">{isUpdate ? t('company.summary.updateNote') : t('company.summary.bookNote')}</p>
      <div className="booking-actions">
        <Button type="button" label={t('common.actions.back')} icon="pi pi-arrow-left" outlined disabled={saving} onClick={() => send({ type: 'user.back' })} />
        <Button
          type="button"
          label={isUpdate ? t('company.summary.saveChanges') : t('common.actions.bookNow')}
          icon="pi pi-check"
          loading={saving}
          disabled={!snapshot.can({ type: 'user.confirm' })}
          onClick={() => send({ type: 'user.confirm' })}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">{saving ? t('common.status.saving') : ''}</p>
    </div>
  );
}
