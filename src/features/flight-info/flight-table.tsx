import { Column } from 'primereact/column';
import { DataTable, type DataTableSortEvent } from 'primereact/datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Flight } from '../../api/flights';
import { columnProps, SortStatus, usePaging } from '../../ui/data-table';
import {
  cityName,
  flightBooking,
  SORT_KEYS,
  type FlightBooking,
  type FlightKind,
  type Sort,
  type SortKey,
} from './flight-model';

/** More flights than this are paged (a big airport's day); a smaller board shows in one. */
const PAGE_SIZE = 25;

interface FlightTableProps {
  /** Filtered and sorted by the page (flight-model), which keeps the order across queries. */
  flights: Flight[];
  kind: FlightKind;
  sort: Sort;
  onSort: (sort: Sort) => void;
  caption: string;
  formatTime: (time: string) => string;
}

/**
 * The flights of one airport and day on PrimeReact's DataTable: sortable columns, one booking
 * link per flight, pages when the board is long. The table shows the page's order (lazy):
 * flight-model sorts the way a board is read (status by its course, numbers numerically).
 */
export function FlightTable({
  flights,
  kind,
  sort,
  onSort,
  caption,
  formatTime,
}: FlightTableProps) {
  const { t, i18n } = useTranslation();
  const [first, setFirst] = useState(0);
  const paging = usePaging(t('flightInfo.pagerLabel'), first);
  // A new list (query, filter or order) starts on its first page.
  const [shownFlights, setShownFlights] = useState(flights);
  if (shownFlights !== flights) {
    setShownFlights(flights);
    setFirst(0);
  }
  const now = new Date();
  const sortBy = (event: DataTableSortEvent) => {
    const key = SORT_KEYS.find((candidate) => candidate === event.sortField);
    if (key) onSort({ key, direction: event.sortOrder === -1 ? 'descending' : 'ascending' });
  };
  const headers: Record<SortKey, string> = {
    zeit: t('flightInfo.columns.time'),
    flugnummer: t('flightInfo.columns.flight'),
    ort: t(kind === 'ankunft' ? 'flightInfo.columns.origin' : 'flightInfo.columns.destination'),
    status: t('flightInfo.columns.status'),
  };
  const column = (key: SortKey) =>
    columnProps({ header: headers[key], sortable: true, rowHeader: key === 'flugnummer' });
  const order = sort.direction === 'ascending' ? 1 : -1;
  return (
    <>
      <SortStatus column={headers[sort.key]} order={order} />
      <DataTable
        value={flights.slice(first, first + PAGE_SIZE)}
        dataKey="flugnummer"
        lazy
        className="flight-table"
        header={
          <p id="flight-table-caption" className="flight-table__caption">
            {caption}
          </p>
        }
        rowClassName={(flight: Flight) =>
          flight.status === 'annulliert' ? 'flight-cancelled' : ''
        }
        sortField={sort.key}
        sortOrder={order}
        onSort={sortBy}
        paginator={flights.length > PAGE_SIZE}
        first={first}
        rows={PAGE_SIZE}
        totalRecords={flights.length}
        onPage={(event) => setFirst(event.first)}
        paginatorTemplate={paging.paginatorTemplate}
        currentPageReportTemplate={paging.currentPageReportTemplate}
        pt={{
          ...paging.pt,
          wrapper: { role: 'region', 'aria-labelledby': 'flight-table-caption', tabIndex: 0 },
          table: { 'aria-labelledby': 'flight-table-caption' },
        }}
      >
        <Column
          field="zeit"
          className="flight-time"
          {...column('zeit')}
          body={(flight: Flight) => {
            const changed = flight.erwarteteZeit && flight.erwarteteZeit !== flight.zeit;
            return (
              <>
                <span className={changed ? 'flight-time-changed' : undefined}>
                  {formatTime(flight.zeit)}
                </span>
                {changed ? (
                  <span className="flight-expected">
                    {t('flightInfo.expected', { time: formatTime(flight.erwarteteZeit ?? '') })}
                  </span>
                ) : null}
              </>
            );
          }}
        />
        <Column
          field="flugnummer"
          className="flight-number"
          {...column('flugnummer')}
          body={(flight: Flight) => (
            <>
              {flight.flugnummer}
              <span className="flight-airline">{flight.fluggesellschaft}</span>
            </>
          )}
        />
        <Column
          field="ort"
          className="flight-place"
          {...column('ort')}
          body={(flight: Flight) => cityName(flight, i18n.language)}
        />
        <Column
          field="status"
          className="flight-state"
          {...column('status')}
          body={(flight: Flight) => (
            <span className={`flight-status flight-status-${flight.status}`}>
              {t(`flightInfo.status.${flight.status}`)}
            </span>
          )}
        />
        <Column
          className="flight-book"
          {...columnProps({ header: t('flightInfo.columns.book'), hiddenHeader: true })}
          body={(flight: Flight) => (
            <FlightBookingCell
              booking={flightBooking(flight, now)}
              flight={flight}
              kind={kind}
              formatTime={formatTime}
            />
          )}
        />
      </DataTable>
    </>
  );
}

/** The booking link of a flight, with the pickup time when it is not the flight's, or why not. */
function FlightBookingCell({
  booking,
  flight,
  kind,
  formatTime,
}: {
  booking: FlightBooking;
  flight: Flight;
  kind: FlightKind;
  formatTime: (time: string) => string;
}) {
  const { t } = useTranslation();
  if (!booking.bookable) {
    return (
      <span className="flight-not-bookable">{t(`flightInfo.notBookable.${booking.reason}`)}</span>
    );
  }
  const label = booking.laterThanFlight
    ? t('flightInfo.bookLandedLabel', { flight: flight.flugnummer, time: formatTime(booking.zeit) })
    : t(kind === 'ankunft' ? 'flightInfo.bookFromLabel' : 'flightInfo.bookToLabel', {
        flight: flight.flugnummer,
        time: formatTime(booking.zeit),
      });
  return (
    <>
      <Link to={booking.href} className="flight-book-link" aria-label={label}>
        <span className="pi pi-car" aria-hidden="true" />{' '}
        <span className="flight-book-text">{t('flightInfo.book')}</span>
      </Link>
      {booking.laterThanFlight ? (
        <span className="flight-pickup-from">
          {t('flightInfo.pickupFrom', { time: formatTime(booking.zeit) })}
        </span>
      ) : null}
    </>
  );
}
