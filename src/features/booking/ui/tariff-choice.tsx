import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InputNumber } from 'primereact/inputnumber';
import type { Booking } from '../../../domain/booking';
import { ChoiceCard, ChoiceList } from './choice-card';
import type { RequiredChoice } from './use-required-choice';
import { formatPrice } from '../../../ui/booking/format';
import { useLocale } from '../../../i18n/use-locale';

/** Structural shape of the wizard's option lists (the machines' BookingOptions fits it). */
export interface TariffChoiceOptions {
  transferTypes: readonly {
    id: number;
    name: string;
    description: string;
    maxPersons: number | null;
  }[];
  prices: readonly { transferArtId: number; betragCent: number }[];
  extras: readonly { id: number; name: string; preisCent: number; maxAnzahl: number }[];
}

/** What the list asks the flow: the same events both booking machines take. */
export type TariffChoiceEvent =
  | { type: 'user.selectTariff'; transferArtId: number }
  | { type: 'user.setExtra'; id: number; anzahl: number };

export interface TariffChoiceProps {
  /** Names the radio group, in the wizard's words ("Transferart wählen", "Fahrzeugart wählen"). */
  legend: string;
  booking: Pick<Booking, 'erw' | 'kind' | 'transferArtId' | 'extras'>;
  options: TariffChoiceOptions;
  /** Whether the flow takes the event now (snapshot.can); the chosen tariff always stays enabled. */
  can: (event: TariffChoiceEvent) => boolean;
  send: (event: TariffChoiceEvent) => void;
  /** The step's next needs a tariff: the list says so when it was pressed without one. */
  required?: RequiredChoice;
}

/** Transfer types as radio cards with their price per ride, then the extras with a count each. */
export function TariffChoice({ legend, booking, options, can, send, required }: TariffChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = useId();
  const persons = booking.erw + booking.kind;
  const noteOf = (maxPersons: number | null) =>
    [
      maxPersons === null ? '' : t('booking.tariff.maxPersons', { count: maxPersons }),
      maxPersons !== null && maxPersons < persons ? t('booking.tariff.tooSmall') : '',
    ]
      .filter(Boolean)
      .join(' ');
  return (
    <>
      <ChoiceList legend={legend} columns={3} {...(required ? { required } : {})}>
        {options.transferTypes.map((type) => {
          const price = options.prices.find((p) => p.transferArtId === type.id);
          const select = { type: 'user.selectTariff', transferArtId: type.id } as const;
          return (
            <ChoiceCard
              key={type.id}
              name="transferArt"
              value={type.id}
              checked={booking.transferArtId === type.id}
              disabled={!can(select) && booking.transferArtId !== type.id}
              onSelect={() => send(select)}
              title={type.name}
              price={
                price
                  ? t('booking.tariff.perRide', { price: formatPrice(price.betragCent, locale) })
                  : t('booking.tariff.noPrice')
              }
              note={[type.description, noteOf(type.maxPersons)].filter(Boolean).join(' ')}
              invalid={Boolean(required?.error)}
            />
          );
        })}
      </ChoiceList>

      {options.extras.length > 0 ? (
        <section aria-labelledby={`${ids}-extras`}>
          <h2 id={`${ids}-extras`} className="booking-step__subtitle">
            {t('booking.tariff.extras')}
          </h2>
          <ul className="extras-list">
            {options.extras.map((extra) => (
              <li key={extra.id}>
                <label htmlFor={`${ids}-extra-${extra.id}`}>
                  {extra.name}{' '}
                  <span className="choice-card__note">
                    (
                    {t('booking.tariff.perPiece', {
                      price: formatPrice(extra.preisCent, locale),
                      max: extra.maxAnzahl,
                    })}
                    )
                  </span>
                </label>
                <InputNumber
                  inputId={`${ids}-extra-${extra.id}`}
                  value={booking.extras.find((e) => e.id === extra.id)?.anzahl ?? 0}
                  min={0}
                  max={extra.maxAnzahl}
                  showButtons
                  buttonLayout="horizontal"
                  size={2}
                  incrementButtonIcon="pi pi-plus"
                  decrementButtonIcon="pi pi-minus"
                  pt={{
                    incrementButton: {
                      'aria-label': t('booking.tariff.more', { item: extra.name }),
                    },
                    decrementButton: {
                      'aria-label': t('booking.tariff.fewer', { item: extra.name }),
                    },
                  }}
                  onValueChange={(event) =>
                    send({ type: 'user.setExtra', id: extra.id, anzahl: event.value ?? 0 })
                  }
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
