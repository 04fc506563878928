import { useTranslation } from 'react-i18next';
import { PaymentTypeChoice } from '../ui/payment-type-choice';
import { StepActions } from '../ui/step-actions';
import { priceOf } from '../../../../machines/shared/booking-rules';
import type { StepProps } from '../step-props';

/**
 * kreditkarteZahlung: how to pay (the private or the company's payment types) and the amount.
 * Card payment follows the summary.
 */
export function PaymentTypeStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const { customer, booking, options } = snapshot.context;
  if (!options) return null;
  return (
    <div className="booking-step">
      <PaymentTypeChoice
        legend={
          customer === 'private' ? t('privateBooking.payment.choose') : t('company.payment.choose')
        }
        booking={booking}
        paymentTypes={options.paymentTypes}
        totalCent={priceOf(booking, options.prices, options.extras).totalCent}
        otherNote={
          customer === 'private'
            ? t('privateBooking.payment.otherNote')
            : t('company.payment.accountNote')
        }
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
