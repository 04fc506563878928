import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tripRequestText, useLocale } from '../../../ui/booking';
import { StepActions } from '../ui/step-actions';
import { TariffChoice } from '../ui/tariff-choice';
import type { StepProps } from '../step-props';

/** Step 1: the request, then transfer type (with its price for the postcode) and extras. */
export function TariffStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useId();
  const { booking, options } = snapshot.context;
  if (!options) return null;
  return (
    <div className="booking-step">
      <section className="booking-request" aria-labelledby={`${ids}-request`}>
        <h2 id={`${ids}-request`} className="booking-step__subtitle">
          {t('privateBooking.tariff.request')}
        </h2>
        <p>{tripRequestText(t, booking, locale)}</p>
        <p>
          <a href="/start#buchen">{t('privateBooking.tariff.changeRequest')}</a>
        </p>
      </section>
      <TariffChoice
        legend={t('privateBooking.tariff.chooseTariff')}
        booking={booking}
        options={options}
        can={(event) => snapshot.can(event)}
        send={send}
      />
      <StepActions
        nextDisabled={!snapshot.can({ type: 'user.submitTariff' })}
        onNext={() => send({ type: 'user.submitTariff' })}
      />
    </div>
  );
}
