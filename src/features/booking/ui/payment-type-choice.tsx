import { useTranslation } from 'react-i18next';
import type { Booking } from '../../../domain/booking';
import { ChoiceCard, ChoiceList } from './choice-card';
import type { RequiredChoice } from './use-required-choice';
import { formatPrice } from '../../../ui/booking/format';
import { useLocale } from '../../../i18n/use-locale';

export interface PaymentTypeChoiceProps {
  /** Names the radio group, in the wizard's words. */
  legend: string;
  booking: Pick<Booking, 'zahlungsartId'>;
  paymentTypes: readonly { id: number; name: string; isCard: boolean }[];
  /** The amount to pay in cent; null while no tariff is priced. */
  totalCent: number | null;
  /** The note under payment types that are not a card (no prepayment, company account, ...). */
  otherNote: string;
  send: (event: { type: 'user.selectPaymentType'; zahlungsartId: number }) => void;
  /** The step's next needs a payment type: the list says so when it was pressed without one. */
  required?: RequiredChoice;
}

/** The amount, then the payment types as radio cards; card payment follows after the summary. */
export function PaymentTypeChoice({
  legend,
  booking,
  paymentTypes,
  totalCent,
  otherNote,
  send,
  required,
}: PaymentTypeChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <p className="booking-amount">
        {t('booking.payment.amount')}{' '}
        <strong>{totalCent === null ? '–' : formatPrice(totalCent, locale)}</strong>{' '}
        <span className="text-muted">{t('common.price.inclVat')}</span>
      </p>
      <ChoiceList legend={legend} {...(required ? { required } : {})}>
        {paymentTypes.map((type) => (
          <ChoiceCard
            key={type.id}
            name="zahlungsart"
            value={type.id}
            checked={booking.zahlungsartId === type.id}
            onSelect={() => send({ type: 'user.selectPaymentType', zahlungsartId: type.id })}
            title={type.name}
            note={type.isCard ? t('booking.payment.cardNote') : otherNote}
            invalid={Boolean(required?.error)}
          />
        ))}
      </ChoiceList>
    </>
  );
}
