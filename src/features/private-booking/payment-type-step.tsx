import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatPrice, useLocale } from '../../ui/booking';
import { priceOf } from '../../../machines/shared/booking-rules';
import type { StepProps } from './flow-context';

/** Step 3: how to pay (GET /Zahlungsart/Privat) and the amount. Card payment follows the summary. */
export function PaymentTypeStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options } = snapshot.context;
  if (!options) return null;
  const { totalCent } = priceOf(booking, options.prices, options.extras);
  return (
    <div className="booking-step">
      <p className="booking-amount">
        {t('privateBooking.payment.amount')} <strong>{totalCent === null ? '–' : formatPrice(totalCent, locale)}</strong>{' '}
        <span className="text-muted">{t('common.price.inclVat')}</span>
      </p>
      <fieldset className="choice-list">
        <legend>{t('privateBooking.payment.choose')}</legend>
        {options.paymentTypes.map((type) => (
          <label key={type.id} className="choice-card">
            <input
              type="radio"
              name="zahlungsart"
              value={type.id}
              checked={booking.zahlungsartId === type.id}
              onChange={() => send({ type: 'user.selectPaymentType', zahlungsartId: type.id })}
            />
            <span className="choice-card__body">
              <span className="choice-card__title">{type.name}</span>
              <span className="choice-card__note">{type.isCard ? t('privateBooking.payment.cardNote') : t('privateBooking.payment.otherNote')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="booking-actions">
        <Button type="button" label={t('common.actions.back')} icon="pi pi-arrow-left" outlined onClick={() => send({ type: 'user.back' })} />
        <Button
          type="button"
          label={t('common.actions.next')}
          icon="pi pi-arrow-right"
          iconPos="right"
          disabled={!snapshot.can({ type: 'user.submitPaymentType' })}
          onClick={() => send({ type: 'user.submitPaymentType' })}
        />
      </div>
    </div>
  );
}
