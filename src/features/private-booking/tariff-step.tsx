import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatDate, formatPrice, formatTime, useLocale } from '../../ui/booking';
import { formatPlzOrt } from '../../domain/booking';
import type { StepProps } from './flow-context';

/** Step 1: transfer type (with its price for the postcode) and extras. */
export function TariffStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useId();
  const { booking, options } = snapshot.context;
  if (!options) return null;
  const persons = booking.erw + booking.kind;
  const airport = t(`common.airports.${booking.flughafen}`);

  return (
    <div className="booking-step">
      <section className="booking-request" aria-labelledby={`${ids}-request`}>
        <h2 id={`${ids}-request`} className="booking-step__subtitle">
          {t('privateBooking.tariff.request')}
        </h2>
        <p>
          {t(`privateBooking.direction.${booking.richtung}`, { airport })} · {formatPlzOrt(booking.kundeAdresse)} ·{' '}
          {formatDate(booking.hinfahrt.datum, locale)}, {formatTime(booking.hinfahrt.datum, booking.hinfahrt.zeit, locale)} ·{' '}
          {t('privateBooking.summary.passengerCount', { adults: t('privateBooking.summary.adults', { count: booking.erw }), children: t('privateBooking.summary.children', { count: booking.kind }) })}
        </p>
        <p>
          <a href="/start#buchen">{t('privateBooking.tariff.changeRequest')}</a>
        </p>
      </section>

      <fieldset className="choice-list choice-list--3">
        <legend>{t('privateBooking.tariff.chooseTariff')}</legend>
        {options.transferTypes.map((type) => {
          const price = options.prices.find((p) => p.transferArtId === type.id);
          const selectable = snapshot.can({ type: 'user.selectTariff', transferArtId: type.id });
          const tooSmall = type.maxPersons !== null && type.maxPersons < persons;
          return (
            <label key={type.id} className="choice-card">
              <input
                type="radio"
                name="transferArt"
                value={type.id}
                checked={booking.transferArtId === type.id}
                disabled={!selectable && booking.transferArtId !== type.id}
                onChange={() => send({ type: 'user.selectTariff', transferArtId: type.id })}
                aria-describedby={`${ids}-tariff-${type.id}`}
              />
              <span className="choice-card__body">
                <span className="choice-card__title">{type.name}</span>
                <span className="choice-card__price">
                  {price ? t('privateBooking.tariff.perRide', { price: formatPrice(price.betragCent, locale) }) : t('privateBooking.tariff.noPrice')}
                </span>
                <span id={`${ids}-tariff-${type.id}`} className="choice-card__note">
                  {type.description}
                  {type.maxPersons !== null ? ` ${t('privateBooking.tariff.maxPersons', { count: type.maxPersons })}` : ''}
                  {tooSmall ? ` ${t('privateBooking.tariff.tooSmall')}` : ''}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>

      {options.extras.length > 0 ? (
        <section aria-labelledby={`${ids}-extras`}>
          <h2 id={`${ids}-extras`} className="booking-step__subtitle">
            {t('privateBooking.tariff.extras')}
          </h2>
          <ul className="extras-list">
            {options.extras.map((extra) => {
              const chosen = booking.extras.find((e) => e.id === extra.id)?.anzahl ?? 0;
              return (
                <li key={extra.id}>
                  <label htmlFor={`${ids}-extra-${extra.id}`}>
                    {extra.name}{' '}
                    <span className="choice-card__note">({t('privateBooking.tariff.perPiece', { price: formatPrice(extra.preisCent, locale) })})</span>
                  </label>
                  <select
                    id={`${ids}-extra-${extra.id}`}
                    className="p-inputtext p-component"
                    value={chosen}
                    onChange={(event) => send({ type: 'user.setExtra', id: extra.id, anzahl: Number(event.target.value) })}
                  >
                    {Array.from({ length: extra.maxAnzahl + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <div className="booking-actions">
        <Button
          type="button"
          label={t('common.actions.next')}
          icon="pi pi-arrow-right"
          iconPos="right"
          disabled={!snapshot.can({ type: 'user.submitTariff' })}
          onClick={() => send({ type: 'user.submitTariff' })}
        />
      </div>
    </div>
  );
}
