import { useTranslation } from 'react-i18next';
import { PaymentTypeChoice } from '../ui/payment-type-choice';
import { StepActions } from '../ui/step-actions';
import { useRequiredChoice } from '../ui/use-required-choice';
import { priceOf } from '../../../../machines/shared/booking-rules';
import type { StepProps } from '../step-props';

/**
 * kreditkarteZahlung: how to pay (the private or the company's payment types) and the amount.
 * Card payment follows the summary.
 */
export function PaymentTypeStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const { customer, booking, options } = snapshot.context;
  const required = useRequiredChoice(booking.zahlungsartId !== null, t('booking.payment.required'));
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
        required={required}
      />
      <StepActions
        onBack={() => send({ type: 'user.back' })}
        // Only while the options are renewed; without a choice next says why.
        nextDisabled={required.chosen && !snapshot.can({ type: 'user.submitPaymentType' })}
        onNext={() => {
          if (required.confirm()) send({ type: 'user.submitPaymentType' });
        }}
      />
    </div>
  );
}
