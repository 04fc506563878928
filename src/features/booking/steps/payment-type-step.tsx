import { useTranslation } from 'react-i18next';
import { PaymentTypeChoice } from '../ui/payment-type-choice';
import { StepActions } from '../ui/step-actions';
import { priceOf } from '../../../../machines/shared/booking-rules';
import type { StepProps } from '../step-props';

/** Step 3: how to pay (GET /Zahlungsart/Privat) and the amount. Card payment follows the summary. */
export function PaymentTypeStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const { booking, options } = snapshot.context;
  if (!options) return null;
  return (
    <div className="booking-step">
      <PaymentTypeChoice
        legend={t('privateBooking.payment.choose')}
        booking={booking}
        paymentTypes={options.paymentTypes}
        totalCent={priceOf(booking, options.prices, options.extras).totalCent}
        otherNote={t('privateBooking.payment.otherNote')}
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
