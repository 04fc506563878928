import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Flight } from '../../api/flights';
import {
  cityName,
  flightBooking,
  type FlightBooking,
  type FlightKind,
  type Sort,
  type SortKey,
} from './flight-model';

interface FlightTableProps {
  flights: Flight[];
  kind: FlightKind;
  sort: Sort;
  onSort: (key: SortKey) => void;
  caption: string;
  formatTime: (time: string) => string;
}

function SortableHeader({
  sortKey,
  label,
  sort,
  onSort,
}: {
  sortKey: SortKey;
  label: string;
  sort: Sort;
  onSort: (key: SortKey) => void;
}) {
  const { t } = useTranslation();
  const active = sort.key === sortKey;
  const icon = !active
    ? 'pi-sort-alt'
    : sort.direction === 'ascending'
      ? 'pi-sort-amount-up-alt'
      : 'pi-sort-amount-down';
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined}>
      <button type="button" className="flight-sort" onClick={() => onSort(sortKey)}>
        {label}
        <span className={`pi ${icon}`} aria-hidden="true" />
        <span className="sf-visually-hidden">
          {' '}
          {active
            ? t(
                `flightInfo.sort.${sort.direction === 'ascending' ? 'descendingHint' : 'ascendingHint'}`,
              )
            : t('flightInfo.sort.ascendingHint')}
        </span>
      </button>
    </th>
  );
}

/** The flights of one airport and day: sortable columns, one booking link per flight. */
export function FlightTable({
  flights,
  kind,
  sort,
  onSort,
  caption,
  formatTime,
}: FlightTableProps) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  return (
    <div
      className="flight-table-wrap"
      role="region"
      aria-labelledby="flight-table-caption"
      tabIndex={0}
    >
      <table className="flight-table">
        <caption id="flight-table-caption">{caption}</caption>
        <thead>
          <tr>
            <SortableHeader
              sortKey="zeit"
              label={t('flightInfo.columns.time')}
              sort={sort}
              onSort={onSort}
            />
            <SortableHeader
              sortKey="flugnummer"
              label={t('flightInfo.columns.flight')}
              sort={sort}
              onSort={onSort}
            />
            <SortableHeader
              sortKey="ort"
              label={t(
                kind === 'ankunft' ? 'flightInfo.columns.origin' : 'flightInfo.columns.destination',
              )}
              sort={sort}
              onSort={onSort}
            />
            <SortableHeader
              sortKey="status"
              label={t('flightInfo.columns.status')}
              sort={sort}
              onSort={onSort}
            />
            <th scope="col">
              <span className="sf-visually-hidden">{t('flightInfo.columns.book')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {flights.map((flight) => (
            <tr
              key={`${flight.flugnummer}-${flight.zeit}`}
              className={flight.status === 'annulliert' ? 'flight-cancelled' : undefined}
            >
              <td className="flight-time">
                <span
                  className={
                    flight.erwarteteZeit && flight.erwarteteZeit !== flight.zeit
                      ? 'flight-time-changed'
                      : undefined
                  }
                >
                  {formatTime(flight.zeit)}
                </span>
                {flight.erwarteteZeit && flight.erwarteteZeit !== flight.zeit ? (
                  <span className="flight-expected">
                    {t('flightInfo.expected', { time: formatTime(flight.erwarteteZeit) })}
                  </span>
                ) : null}
              </td>
              <th scope="row" className="flight-number">
                {flight.flugnummer}
                <span className="flight-airline">{flight.fluggesellschaft}</span>
              </th>
              <td>{cityName(flight, i18n.language)}</td>
              <td>
                <span className={`flight-status flight-status-${flight.status}`}>
                  {t(`flightInfo.status.${flight.status}`)}
                </span>
              </td>
              <td className="flight-book">
                <FlightBookingCell
                  booking={flightBooking(flight, now)}
                  flight={flight}
                  kind={kind}
                  formatTime={formatTime}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
