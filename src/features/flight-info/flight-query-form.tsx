import { RadioButton } from 'primereact/radiobutton';
import { useCallback, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AIRPORT_CODES, type AirportCode } from '../../domain/constants';
import { DateTimeInput } from '../../ui/date-time/date-time-field';
import { formatDateTime } from '../../ui/date-time/date-time-text';
import { FieldError } from '../../ui/field-error';
import { FieldHint } from '../../ui/service-form/form-field';
import { useHydrated, useHydratedValue } from '../../ui/use-hydrated';
import {
  FLIGHT_KINDS,
  isSameQuery,
  parseQuery,
  type FlightKind,
  type FlightQuery,
} from './flight-model';

/** The date field: its text and its message are the page's, which keeps the list to match. */
export interface FlightDateEntry {
  /** The query's day (YYYY-MM-DD), or text typed that is not a day, kept as typed. */
  text: string;
  /** `picked`: a day (or "Today", "Clear") chosen in the calendar, not typed. */
  onText: (text: string, picked: boolean) => void;
  /** The field was left or Enter pressed: from then on its problem shows. */
  onDone: () => void;
  /** Translation key of the problem shown at the field, if any (it may name the days). */
  error: string | null;
  /** The days the board has flights for (YYYY-MM-DD): the hint names them, and a message. */
  days: { from: string; to: string };
}

interface FlightQueryFormProps {
  query: FlightQuery;
  onChange: (query: FlightQuery) => void;
  date: FlightDateEntry;
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
export function FlightQueryForm({ query, onChange, date }: FlightQueryFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // The covered days depend on the visitor's today, not the prerender's: named once hydrated.
  const hydrated = useHydrated();
  const language = i18n.language === 'en' ? 'en' : 'de';
  const range = {
    from: formatDateTime('date', date.days.from, language),
    to: formatDateTime('date', date.days.to, language),
  };
  const hint = [
    t('booking.dateTimeInput.dateFormat'),
    hydrated ? t('flightInfo.dateRange', range) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  // The prerendered page shows the query without the address's parameters; the page hydrates
  // with it and then shows the one asked for (rendering again only if that is another one).
  const prerendered = parseQuery(new URLSearchParams(), query.datum);
  const showQuery = useHydratedValue(true, isSameQuery(query, prerendered));
  const shown = showQuery ? query : prerendered;
  // Whether the date field's change is typed: an input event is under way (see the wrapper).
  const typing = useRef(false);
  const { onText } = date;
  const onDateText = useCallback((text: string) => onText(text, !typing.current), [onText]);
  return (
    <form
      className="flight-query"
      onSubmit={(event) => {
        // Enter in the date field: a text that is not a day gets its message now.
        event.preventDefault();
        date.onDone();
      }}
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
      {/* An input event passes here before the field's handler (capture) and after it. */}
      <div
        className="flight-date"
        onInputCapture={() => {
          typing.current = true;
        }}
        onInput={() => {
          typing.current = false;
        }}
      >
        <label htmlFor={`${id}-date`} className="sf-label">
          {t('common.fields.date')}
        </label>
        {/* Text the field cannot read in the page's language is passed on as typed: it stays in
            the field with its message and is never asked for (the page keeps the last day). */}
        <DateTimeInput
          kind="date"
          id={`${id}-date`}
          value={date.text}
          required
          invalid={date.error !== null}
          describedBy={`${id}-date-hint ${id}-date-error`}
          minDay={hydrated ? date.days.from : undefined}
          maxDay={hydrated ? date.days.to : undefined}
          onChange={onDateText}
          onBlur={date.onDone}
        />
        <FieldHint id={`${id}-date-hint`}>{hint}</FieldHint>
        <FieldError
          id={`${id}-date-error`}
          message={date.error ? t(date.error, range) : undefined}
        />
      </div>
    </form>
  );
}
