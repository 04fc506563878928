import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getFlightInfo, type Flight } from '../../api/flights';
import { useRemote } from '../../api/use-remote';
import { fitToForm, keepOnLanguageSwitch, takeKeptTyping } from '../../i18n';
import { useLocale } from '../../i18n/use-locale';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageTitle } from '../../ui/page-title';
import { RetryMessage } from '../../ui/retry-message';
import { classifyFailure } from '../../ui/service-form/failure';
import { formatCalendarDate } from '../../ui/service-form/format';
import { formatClockTime } from '../../domain/intl-formats';
import { todayInBerlin } from '../../ui/service-form/rules';
import { lazyStep } from '../../ui/booking/lazy-step';
import { useHydrated } from '../../ui/use-hydrated';
import {
  boardDateProblem,
  boardDays,
  filterFlights,
  parseQuery,
  SORT_KEYS,
  sortFlights,
  type FlightQuery,
  type Sort,
} from './flight-model';
import { FlightQueryForm, type FlightDateEntry } from './flight-query-form';
import './flight-info.css';

// The table (PrimeReact's DataTable) is a chunk of its own: the page is prerendered and
// interactive without it, and it loads while the flights are asked for.
const Table = lazyStep(() => import('./flight-table').then((m) => m.FlightTable));

/** The board's view beside the address, kept over the language switch. */
const KEPT_VIEW = 'flightInfo:view';
const NOTHING_KEPT = { filter: '', sortKey: '', descending: false, dateText: '', dateDone: false };

function useFormatters() {
  const locale = useLocale();
  return useMemo(() => {
    return {
      formatTime: (value: string) => formatClockTime(value, locale),
      formatDate: (value: string) => formatCalendarDate(value, locale),
      locale,
    };
  }, [locale]);
}

/** /flugauskunft: arrivals or departures of an airport on a day; each flight can start a booking. */
export function FlightInfoPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The query lives in the URL (shareable, survives reload); a local copy answers the radios at
  // once, since a URL update is a navigation that settles a moment later.
  const [query, setQuery] = useState(() => parseQuery(params, todayInBerlin()));
  // The days the board has flights for; no other day is asked for.
  const today = todayInBerlin();
  const days = useMemo(() => boardDays(today), [today]);
  // What the date field holds: the query's day, or text typed there that is not a day (or a day
  // without flight data), kept as typed and never asked for. Its message shows once the field is
  // left or Enter pressed (not while a date is half typed), at once for a day picked in the
  // calendar or given by the address, and from then on follows the typing.
  const [dateEntry, setDateEntry] = useState(() => ({
    text: query.datum,
    done: boardDateProblem(query.datum, days) !== null,
  }));
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    // The URL changed (our own update landing, back/forward, a link): adopt it. Render-time
    // sync as React recommends for derived state, no effect needed.
    setSeenSearch(search);
    const next = parseQuery(new URLSearchParams(search), todayInBerlin());
    setQuery(next);
    // Another day from the address (back/forward, a link) is what the field says from now on;
    // our own update carries the day the query has already.
    if (next.datum !== query.datum)
      setDateEntry({ text: next.datum, done: boardDateProblem(next.datum, days) !== null });
  }
  const [sort, setSort] = useState<Sort>({ key: 'zeit', direction: 'ascending' });
  const [filter, setFilter] = useState('');
  // The filter, the order and a date typed but not asked for are not in the address: they are
  // kept over the language switch (a reload) and put back after hydration.
  useEffect(() => {
    const kept = fitToForm(NOTHING_KEPT, takeKeptTyping(KEPT_VIEW));
    setFilter(kept.filter);
    const key = SORT_KEYS.find((candidate) => candidate === kept.sortKey);
    if (key) setSort({ key, direction: kept.descending ? 'descending' : 'ascending' });
    if (kept.dateText !== '' && kept.dateText !== query.datum)
      setDateEntry({
        text: kept.dateText,
        done: kept.dateDone && boardDateProblem(kept.dateText, days) !== null,
      });
    // Once, on the page's first render in the new language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(
    () =>
      keepOnLanguageSwitch(KEPT_VIEW, () => ({
        filter,
        sortKey: sort.key,
        descending: sort.direction === 'descending',
        dateText: dateEntry.text,
        dateDone: dateEntry.done,
      })),
    [filter, sort, dateEntry],
  );
  const { flughafen, art, datum } = query;
  // A day outside the board's days (from the address) is not asked for: it has no flights.
  const queryInWindow = boardDateProblem(datum, days) === null;
  const flightList = useRemote(`${flughafen}|${art}|${datum}`, (signal) =>
    queryInWindow ? getFlightInfo({ flughafen, art, datum }, { signal }) : Promise.resolve([]),
  );
  const { formatTime, formatDate, locale } = useFormatters();

  const onQuery = useCallback(
    (next: FlightQuery) => {
      setQuery(next);
      const nextSearch = new URLSearchParams({
        flughafen: next.flughafen,
        art: next.art,
        datum: next.datum,
      });
      setParams(nextSearch, { replace: true });
    },
    [setParams],
  );
  useEffect(() => void Table.preload(), []);

  const dateProblem = boardDateProblem(dateEntry.text, days);
  // The list shows a day only while the field says that day: with the field's message shown,
  // the list of the last day asked for is hidden until a day is entered. The prerendered page
  // knew neither the address's day nor the visitor's today: a message shows once hydrated.
  const hydrated = useHydrated();
  const dateError = hydrated && dateEntry.done ? dateProblem : null;
  const onDateText = useCallback(
    (text: string, picked: boolean) => {
      const problem = boardDateProblem(text, days);
      // A shown message follows the typing until the field holds a day again; a day picked in
      // the calendar is no half-typed date: its message shows at once.
      setDateEntry((entry) => ({ text, done: (entry.done || picked) && problem !== null }));
      if (problem === null && text !== query.datum) onQuery({ ...query, datum: text });
    },
    [query, onQuery, days],
  );
  const onDateDone = useCallback(
    () =>
      setDateEntry((entry) => ({
        ...entry,
        done: boardDateProblem(entry.text, days) !== null,
      })),
    [days],
  );
  const date: FlightDateEntry = useMemo(
    () => ({
      text: dateEntry.text,
      onText: onDateText,
      onDone: onDateDone,
      error: dateError,
      days,
    }),
    [dateEntry.text, onDateText, onDateDone, dateError, days],
  );

  const statusLabel = useCallback(
    (status: Flight['status']) => t(`flightInfo.status.${status}`),
    [t],
  );
  // A new query shows its own flights only: the previous day's list is not kept while loading.
  const loaded = flightList.status === 'done' && dateError === null && queryInWindow;
  const flights = useMemo(() => (loaded ? flightList.data : []), [loaded, flightList.data]);
  const visible = useMemo(
    () => sortFlights(filterFlights(flights, filter, statusLabel), sort, locale),
    [flights, filter, statusLabel, sort, locale],
  );

  const airportName = `${t(`common.airports.${query.flughafen}`)} (${query.flughafen})`;
  const caption = t(
    query.art === 'ankunft' ? 'flightInfo.captionArrivals' : 'flightInfo.captionDepartures',
    { airport: airportName, date: formatDate(query.datum) },
  );

  return (
    <div className="service-page flight-info-page">
      <PageTitle title={t('flightInfo.title')} lead={t('flightInfo.lead')} />
      <FlightQueryForm query={query} onChange={onQuery} date={date} />
      <div className="flight-filter">
        <label htmlFor="flight-filter-input" className="sf-label">
          {t('flightInfo.filter')}
        </label>
        <input
          id="flight-filter-input"
          type="search"
          className="p-inputtext p-component"
          value={filter}
          maxLength={100}
          onChange={(event) => setFilter(event.target.value)}
          aria-describedby="flight-filter-hint flight-count"
        />
        <p id="flight-filter-hint" className="sf-hint">
          {t('flightInfo.filterHint')}
        </p>
      </div>
      <p id="flight-count" className="flight-count" aria-live="polite" aria-atomic="true">
        {loaded
          ? filter.trim()
            ? t('flightInfo.countFiltered', { count: visible.length, total: flights.length })
            : t('flightInfo.count', { count: flights.length })
          : ''}
      </p>
      {dateError !== null ? <p className="flight-empty">{t('flightInfo.dateNeeded')}</p> : null}
      {flightList.status === 'loading' && dateError === null ? (
        <LoadingIndicator label={t('flightInfo.loading')} showLabel />
      ) : null}
      {flightList.status === 'failed' && dateError === null ? (
        <RetryMessage
          message={
            classifyFailure(flightList.error).kind === 'offline'
              ? t('common.status.offline')
              : t('flightInfo.loadFailed')
          }
          onRetry={flightList.reload}
        />
      ) : null}
      {loaded && flights.length === 0 ? (
        <p className="flight-empty">{t('flightInfo.empty')}</p>
      ) : null}
      {loaded && flights.length > 0 && visible.length === 0 ? (
        <p className="flight-empty">{t('flightInfo.noMatch')}</p>
      ) : null}
      {loaded && visible.length > 0 ? (
        <Suspense fallback={<LoadingIndicator label={t('flightInfo.loading')} showLabel />}>
          <Table.Component
            flights={visible}
            kind={query.art}
            sort={sort}
            onSort={setSort}
            caption={caption}
            formatTime={formatTime}
          />
        </Suspense>
      ) : null}
      <p className="sf-hint flight-note">{t('flightInfo.note')}</p>
    </div>
  );
}
