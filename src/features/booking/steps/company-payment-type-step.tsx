import { useTranslation } from 'react-i18next';
import { PaymentTypeChoice } from '../ui/payment-type-choice';
import { StepActions } from '../ui/step-actions';
import { priceOf } from '../../../../machines/shared/booking-rules';
import type { StepProps } from '../company-step-props';

/** kreditkarteZahlung: the company's payment types (/Zahlungsart/Firma) and the amount. */
export function PaymentStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const { booking, options } = snapshot.context;
  if (!options) return null;
  const { totalCent } = priceOf(booking, options.prices, options.extras);
  return (
    <div className="booking-step">
      <PaymentTypeChoice
        legend={t('company.payment.choose')}
        booking={booking}
        paymentTypes={options.paymentTypes}
        totalCent={totalCent}
        otherNote={t('company.payment.accountNote')}
        send={send}
      />
      <StepActions
        onBack={() => send({ type: 'user.back' })}
        nextDisabled={!snapshot.can({ type: 'user.submitPaymentType' })}
        onNext={() => send({ type: 'user.submitPaymentType' })}
      />
    </div>
  );
}
