import { useTranslation } from 'react-i18next';
import { tripRequestText, useLocale } from '../../../ui/booking';
import { StepActions } from '../ui/step-actions';
import { TariffChoice } from '../ui/tariff-choice';
import type { StepProps } from '../company-step-props';

/** tarifAuswahl: transfer type with the company's price for the destination, and extras. */
export function TariffStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { booking, options } = snapshot.context;
  if (!options) return null;
  return (
    <div className="booking-step">
      <p className="company-request">{tripRequestText(t, booking, locale)}</p>
      {options.prices.length === 0 ? <p role="alert">{t('company.errors.noTariff')}</p> : null}
      <TariffChoice
        legend={t('company.tariff.choose')}
        booking={booking}
        options={options}
        can={(event) => snapshot.can(event)}
        send={send}
      />
      <StepActions
        onBack={() => send({ type: 'user.back' })}
        backDisabled={!snapshot.can({ type: 'user.back' })}
        nextDisabled={!snapshot.can({ type: 'user.submitTariff' })}
        onNext={() => send({ type: 'user.submitTariff' })}
      />
    </div>
  );
}
