import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tripRequestText, useLocale } from '../../../ui/booking';
import { StepActions } from '../ui/step-actions';
import { TariffChoice } from '../ui/tariff-choice';
import type { StepProps } from '../step-props';

/**
 * tarifAuswahl: the request, then transfer type (with its price for the destination: the
 * private zone tariff or the company's) and extras.
 */
export function TariffStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useId();
  const { customer, booking, options } = snapshot.context;
  if (!options) return null;
  const request = tripRequestText(t, booking, locale);
  return (
    <div className="booking-step">
      {customer === 'private' ? (
        <section className="booking-request" aria-labelledby={`${ids}-request`}>
          <h2 id={`${ids}-request`} className="booking-step__subtitle">
            {t('privateBooking.tariff.request')}
          </h2>
          <p>{request}</p>
          <p>
            <a href="/start#buchen">{t('privateBooking.tariff.changeRequest')}</a>
          </p>
        </section>
      ) : (
        <>
          <p className="company-request">{request}</p>
          {options.prices.length === 0 ? <p role="alert">{t('company.errors.noTariff')}</p> : null}
        </>
      )}
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
      />
      <StepActions
        {...(snapshot.can({ type: 'user.back' })
          ? { onBack: () => send({ type: 'user.back' }) }
          : {})}
        nextDisabled={!snapshot.can({ type: 'user.submitTariff' })}
        onNext={() => send({ type: 'user.submitTariff' })}
      />
    </div>
  );
}
