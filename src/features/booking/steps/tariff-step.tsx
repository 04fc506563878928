import { useTranslation } from 'react-i18next';
import { StepActions } from '../ui/step-actions';
import { TariffChoice } from '../ui/tariff-choice';
import { useRequiredChoice } from '../ui/use-required-choice';
import { hasTariff } from '../../../../machines/shared/booking-rules';
import type { StepProps } from '../step-props';

/**
 * tarifAuswahl: transfer type (with its price for the destination: the private zone tariff or
 * the company's) and extras. The request they answer is above, in the wizard's frame (host.tsx).
 */
export function TariffStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const { customer, booking, options } = snapshot.context;
  const required = useRequiredChoice(
    hasTariff(booking),
    customer === 'private' ? t('booking.tariff.required') : t('company.tariff.required'),
  );
  if (!options) return null;
  return (
    <div className="booking-step">
      {customer === 'company' && options.prices.length === 0 ? (
        <p role="alert">{t('company.errors.noTariff')}</p>
      ) : null}
      <TariffChoice
        legend={
          customer === 'private'
            ? t('privateBooking.tariff.chooseTariff')
            : t('company.tariff.choose')
        }
        booking={booking}
        options={options}
        can={(event) => snapshot.can(event)}
        send={send}
        required={required}
      />
      <StepActions
        {...(snapshot.can({ type: 'user.back' })
          ? { onBack: () => send({ type: 'user.back' }) }
          : {})}
        // Only while the chosen tariff's prices are renewed; without a choice next says why.
        nextDisabled={required.chosen && !snapshot.can({ type: 'user.submitTariff' })}
        {...(snapshot.context.returnToSummary
          ? { nextLabel: t('booking.summary.applyChanges') }
          : {})}
        onNext={() => {
          if (required.confirm()) send({ type: 'user.submitTariff' });
        }}
      />
    </div>
  );
}
