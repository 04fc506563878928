import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRPORT_CODES, type AirportCode } from '../../domain/constants';
import { FLIGHT_KINDS, type FlightKind, type FlightQuery } from './flight-model';

interface FlightQueryFormProps {
  query: FlightQuery;
  onChange: (query: FlightQuery) => void;
}

/**
 * Airport, arrivals/departures and date. Every change loads at once (no submit button), so the
 * controls are plain radio groups and a date input that work with keyboard and screen readers.
 */
export function FlightQueryForm({ query, onChange }: FlightQueryFormProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      className="flight-query"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('flightInfo.queryLabel')}
    >
      <fieldset className="flight-segment flight-segment-airports">
        <legend>{t('common.fields.airport')}</legend>
        <div className="flight-segment-options">
          {AIRPORT_CODES.map((code: AirportCode) => (
            <label key={code} className="flight-segment-option">
              <input
                type="radio"
                name={`${id}-airport`}
                value={code}
                checked={query.flughafen === code}
                onChange={() => onChange({ ...query, flughafen: code })}
              />
              <span>
                <strong>{code}</strong> {t(`common.airports.${code}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flight-segment">
        <legend>{t('flightInfo.kind')}</legend>
        <div className="flight-segment-options">
          {FLIGHT_KINDS.map((kind: FlightKind) => (
            <label key={kind} className="flight-segment-option">
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={query.art === kind}
                onChange={() => onChange({ ...query, art: kind })}
              />
              <span>
                <span
                  className={`pi ${kind === 'ankunft' ? 'pi-arrow-down-right' : 'pi-arrow-up-right'}`}
                  aria-hidden="true"
                />{' '}
                {t(`flightInfo.kinds.${kind}`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flight-date">
        <label htmlFor={`${id}-date`} className="sf-label">
          {t('common.fields.date')}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className="p-inputtext p-component"
          value={query.datum}
          required
          onChange={(event) => {
            // An emptied or half-typed date keeps the last complete one.
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value))
              onChange({ ...query, datum: event.target.value });
          }}
        />
      </div>
    </form>
  );
}
