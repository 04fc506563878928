import { RadioButton } from 'primereact/radiobutton';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRPORT_CODES, type AirportCode } from '../../domain/constants';
import { DateTimeInput } from '../../ui/date-time/date-time-field';
import { useHydratedValue } from '../../ui/use-hydrated';
import {
  FLIGHT_KINDS,
  isSameQuery,
  parseQuery,
  type FlightKind,
  type FlightQuery,
} from './flight-model';

interface FlightQueryFormProps {
  query: FlightQuery;
  onChange: (query: FlightQuery) => void;
}

/** One segment of a choice: a radio button and its text, drawn as a segmented control. */
function Segment({
  id,
  name,
  checked,
  onSelect,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flight-segment-option" htmlFor={id}>
      <RadioButton inputId={id} name={name} checked={checked} onChange={onSelect} />
      <span>{children}</span>
    </label>
  );
}

/**
 * Airport, arrivals/departures and date. Every change loads at once (no submit button), so the
 * controls are radio groups and a date field that work with keyboard and screen readers.
 */
export function FlightQueryForm({ query, onChange }: FlightQueryFormProps) {
  const { t } = useTranslation();
  const id = useId();
  // The prerendered page shows the query without the address's parameters; the page hydrates
  // with it and then shows the one asked for (rendering again only if that is another one).
  const prerendered = parseQuery(new URLSearchParams(), query.datum);
  const showQuery = useHydratedValue(true, isSameQuery(query, prerendered));
  const shown = showQuery ? query : prerendered;
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
            <Segment
              key={code}
              id={`${id}-airport-${code}`}
              name={`${id}-airport`}
              checked={shown.flughafen === code}
              onSelect={() => onChange({ ...query, flughafen: code })}
            >
              <strong>{code}</strong> {t(`common.airports.${code}`)}
            </Segment>
          ))}
        </div>
      </fieldset>
      <fieldset className="flight-segment">
        <legend>{t('flightInfo.kind')}</legend>
        <div className="flight-segment-options">
          {FLIGHT_KINDS.map((kind: FlightKind) => (
            <Segment
              key={kind}
              id={`${id}-kind-${kind}`}
              name={`${id}-kind`}
              checked={shown.art === kind}
              onSelect={() => onChange({ ...query, art: kind })}
            >
              <span
                className={`pi ${kind === 'ankunft' ? 'pi-arrow-down-right' : 'pi-arrow-up-right'}`}
                aria-hidden="true"
              />{' '}
              {t(`flightInfo.kinds.${kind}`)}
            </Segment>
          ))}
        </div>
      </fieldset>
      <div className="flight-date">
        <label htmlFor={`${id}-date`} className="sf-label">
          {t('common.fields.date')}
        </label>
        <DateTimeInput
          kind="date"
          id={`${id}-date`}
          value={query.datum}
          required
          invalid={false}
          onChange={(datum) => {
            // An emptied or half-typed date keeps the last complete one.
            if (/^\d{4}-\d{2}-\d{2}$/.test(datum)) onChange({ ...query, datum });
          }}
        />
      </div>
    </form>
  );
}
