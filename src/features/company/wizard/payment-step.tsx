import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { formatPrice, useLocale } from '../../../ui/booking';
import { priceOf } from '../../../../machines/shared/booking-rules';
import type { StepProps } from './flow-types';

/** kreditkarteZahlung: the company's payment types (/Zahlungsart/Firma) and the amount. */
export function PaymentStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options } = snapshot.context;
  if (!options) return null;
  const { totalCent } = priceOf(booking, options.prices, options.extras);
  return (
    <div className="booking-step">
      <p className="booking-amount">
        {t('company.payment.amount')} <strong>{totalCent === null ? '–' : formatPrice(totalCent, locale)}</strong>{' '}
        <span className="company-muted">{t('common.price.inclVat')}</span>
      </p>
      <fieldset className="choice-list">
        <legend>{t('company.payment.choose')}</legend>
        {options.paymentTypes.map((type) => (
          <label key={type.id} className="choice-card">
            <input type="radio" name="zahlungsart" value={type.id} checked={booking.zahlungsartId === type.id} onChange={() => send({ type: 'user.selectPaymentType', zahlungsartId: type.id })} />
            <span className="choice-card__body">
              <span className="choice-card__title">{type.name}</span>
              <span className="choice-card__note">{type.isCard ? t('company.payment.cardNote') : t('company.payment.accountNote')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="booking-actions">
        <Button type="button" label={t('common.actions.back')} icon="pi pi-arrow-left" outlined onClick={() => send({ type: 'user.back' })} />
        <Button type="button" label={t('common.actions.next')} icon="pi pi-arrow-right" iconPos="right" disabled={!snapshot.can({ type: 'user.submitPaymentType' })} onClick={() => send({ type: 'user.submitPaymentType' })} />
      </div>
    </div>
  );
}
