import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/button';
import { FrameIcon } from '../../../ui/frame-icon';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { DIRECTIONS, type Direction } from '../../../domain/booking';
import { AIRPORT_CODES } from '../../../domain/constants';
import { airportText, formatPrice } from '../../../ui/booking';
import { useLocale } from '../../../i18n/use-locale';
import { RetryMessage } from '../../../ui/retry-message';
import { FIELD_MAX } from '../../../domain/field-rules';
import { CityField, PostcodeField } from '../../../ui/service-form/common-fields';
import { fieldBinder } from '../../../ui/service-form/use-service-form';
import * as rules from '../../../ui/service-form/rules';
import { PassengerCountFields } from '../../../ui/passenger-count-fields';
import { describeFailure } from '../../../ui/describe-failure';
import type { StepProps } from '../step-props';
import { AirportField } from '../ui/airport-field';
import { ChoiceCard, ChoiceList } from '../ui/choice-card';
import { useRequiredChoice, type RequiredChoice } from '../ui/use-required-choice';

const quoteSchema = z.object({
  flughafen: z.string().check(z.minLength(1, 'validation.requiredSelect')),
  plz: rules.postcode(),
  ort: rules.nameText(FIELD_MAX.ort),
});
type QuoteValues = z.infer<typeof quoteSchema>;

/**
 * mtuTarifauswahl (company 52460): direction and passengers, then a fixed route tariff
 * (/Preis/FirmaMtu), or another destination priced per km with the MTU tariff (/Preis/KmForMTU)
 * that continues on tarifAuswahl.
 */
export function MtuTariffStep({ snapshot, send }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useId();
  const { booking, airports, mtuTariffs, mtuTariffId, mtuQuote, error } = snapshot.context;
  const [richtung, setRichtung] = useState<Direction>(booking.richtung);
  const tariffs = mtuTariffs ?? [];
  const route = useRequiredChoice(
    tariffs.some((tariff) => tariff.id === mtuTariffId),
    t('company.mtu.routeRequired'),
  );
  // Another destination is priced from one of the company's airports (the server takes no other).
  const airportChoices = (airports ?? []).map((airport) => airport.iata);
  const quoting = snapshot.hasTag('quoting');
  const quoteFailed = snapshot.hasTag('quoteFailure');
  const form = useForm<QuoteValues>({
    defaultValues: {
      flughafen: airportChoices[0] ?? 'HAJ',
      plz: mtuQuote?.request.plz ?? '',
      ort: mtuQuote?.request.ort ?? '',
    },
    resolver: zodResolver(quoteSchema),
  });
  const bind = fieldBinder(form);
  // How many travel, for either way on (a route's vehicle or the quoted destination's).
  const counts = useForm<z.infer<typeof rules.passengerCountsSchema>>({
    defaultValues: { erw: String(booking.erw), kind: String(booking.kind) },
    resolver: zodResolver(rules.passengerCountsSchema),
  });
  const bindCount = fieldBinder(counts);
  const quoteForm = useRef<HTMLFormElement>(null);
  // "Try again" asks for the same destination again. Its button goes away with the failure, so
  // focus moves to the form it belongs to (the postcode) instead of being lost; the new quote is
  // announced by the live region below.
  const retryQuote = () => {
    send({ type: 'user.retry' });
    quoteForm.current?.querySelector<HTMLInputElement>('input[name="plz"]')?.focus();
  };
  const requestQuote = form.handleSubmit((values) => {
    const flughafen = AIRPORT_CODES.find((code) => code === values.flughafen);
    if (flughafen)
      send({
        type: 'user.requestMtuQuote',
        request: { flughafen, plz: values.plz.trim(), ort: values.ort.trim() },
      });
  });
  // Both ways on (a route, or the quoted destination) take the direction and the passengers
  // chosen above. Without a route, its button stays usable to say that one is missing.
  const continueButton = (
    type: 'user.submitMtuTariff' | 'user.submitOtherDestination',
    label: string,
    choice?: RequiredChoice,
  ) => (
    <Button
      type="button"
      label={label}
      icon={<FrameIcon name="next" />}
      iconPos="right"
      // Disabled only while the step cannot go on at all: the passengers' seats are checked on
      // the click, where a refusal can say why (so one adult here, whom every vehicle takes).
      disabled={(choice?.chosen ?? true) && !snapshot.can({ type, richtung, erw: 1, kind: 0 })}
      onClick={() =>
        void counts.handleSubmit((values) => {
          if (!(choice?.confirm() ?? true)) return;
          const event = { type, richtung, erw: Number(values.erw), kind: Number(values.kind) };
          // A route's vehicle takes only so many (its card says how many).
          if (snapshot.can(event)) send(event);
          else
            counts.setError(
              'kind',
              { type: 'capacity', message: 'validation.tooManyPassengers' },
              { shouldFocus: true },
            );
        })()
      }
    />
  );
  return (
    <div className="booking-step">
      <ChoiceList legend={t('company.mtu.direction')}>
        {DIRECTIONS.map((value) => (
          <ChoiceCard
            key={value}
            inline
            name="mtu-richtung"
            value={value}
            checked={richtung === value}
            onSelect={() => setRichtung(value)}
            title={t(`company.destination.directions.${value}`)}
          />
        ))}
      </ChoiceList>
      <fieldset className="sf-fieldset company-mtu-passengers">
        <legend>{t('company.mtu.passengers')}</legend>
        <PassengerCountFields adults={bindCount('erw')} kids={bindCount('kind')} />
      </fieldset>

      <ChoiceList legend={t('company.mtu.routes')} required={route}>
        {tariffs.length === 0 ? <p>{t('company.mtu.noRoutes')}</p> : null}
        {tariffs.map((tariff) => (
          <ChoiceCard
            key={tariff.id}
            name="mtu-tarif"
            value={tariff.id}
            checked={mtuTariffId === tariff.id}
            onSelect={() => send({ type: 'user.selectMtuTariff', tariffId: tariff.id })}
            title={tariff.name}
            price={t('company.tariff.perRide', { price: formatPrice(tariff.preisCent, locale) })}
            note={[
              `${tariff.plz} ${tariff.ort} · ${airportText(t, tariff.flughafen)}`,
              tariff.maxPersons === null
                ? ''
                : t('booking.tariff.maxPersons', { count: tariff.maxPersons }),
            ]
              .filter(Boolean)
              .join(' ')}
            invalid={Boolean(route.error)}
          />
        ))}
      </ChoiceList>
      {tariffs.length > 0 ? (
        <div className="booking-actions">
          {continueButton('user.submitMtuTariff', t('company.mtu.continueRoute'), route)}
        </div>
      ) : null}

      <section aria-labelledby={`${ids}-other`} className="company-mtu-other">
        <h2 id={`${ids}-other`} className="booking-step__subtitle">
          {t('company.mtu.otherTitle')}
        </h2>
        <p className="company-muted">{t('company.mtu.otherLead')}</p>
        <form
          ref={quoteForm}
          className="sf-form"
          noValidate
          onSubmit={(event) => void requestQuote(event)}
        >
          <fieldset className="sf-fieldset">
            <legend>{t('company.mtu.otherLegend')}</legend>
            <AirportField
              {...bind('flughafen')}
              airports={airportChoices.map((code) => ({
                code,
                name: t(`common.airports.${code}`),
              }))}
            />
            <PostcodeField required {...bind('plz')} />
            <CityField required {...bind('ort')} max={FIELD_MAX.ort} />
          </fieldset>
          <div className="booking-actions">
            <Button
              type="submit"
              label={t('company.mtu.quote')}
              icon="pi pi-calculator"
              outlined
              loading={quoting}
              disabled={quoting}
            />
          </div>
        </form>
        {quoteFailed ? (
          <RetryMessage message={t(describeFailure(error).key)} onRetry={retryQuote} />
        ) : null}
        <div aria-live="polite">
          {mtuQuote && !quoting ? (
            <div className="company-quote">
              <p>
                {t('company.mtu.quoteFor', {
                  plz: mtuQuote.request.plz,
                  ort: mtuQuote.request.ort,
                })}
              </p>
              <ul>
                {mtuQuote.prices.map((price) => {
                  const name = mtuQuote.transferTypes.find(
                    (type) => type.id === price.transferArtId,
                  )?.name;
                  return (
                    <li key={price.transferArtId}>
                      {name ?? t('company.mtu.typeNumber', { id: price.transferArtId })}:{' '}
                      {formatPrice(price.betragCent, locale)}
                    </li>
                  );
                })}
              </ul>
              {continueButton('user.submitOtherDestination', t('company.mtu.continueOther'))}
            </div>
          ) : null}
        </div>
      </section>
    </div>
  );
}
