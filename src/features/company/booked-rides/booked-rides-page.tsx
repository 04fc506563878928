import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { listCompanyBookings } from '../../../api/booking';
import type { BookingListItem } from '../../../api/schemas';
import { bookingLockOf } from '../../../domain/booking-lock';
import type { CompanySession } from '../../../domain/company';
import { LEG_STATUS } from '../../../domain/constants';
import { PageTitle } from '../../../ui/page-title';
import { formatDate, formatTime } from '../../../ui/booking';
import { useLocale } from '../../../i18n/use-locale';
import { ResultTable, STAY, type ResultColumn } from '../result-table';
import { useRemote } from '../../../api/use-remote';
import { columnSortOf, sortOfColumn } from '../../../domain/list-sorts';
import { useOutcomeToast } from '../../../ui/outcome-toast';
import { ChargedPrice } from '../../../ui/booking/charged-price';
import { ExportRidesButton } from './export-rides-button';
import { paramsOfFilter, rideQueryOf, SORTS } from './ride-filter';
import { RideFilterForm } from './ride-filter-form';
import { rideStateOf } from './ride-state';
import { routeText } from './route-text';

const PAGE_SIZE = 10;

/** Tab 1, gebuchte Fahrten: the company's bookings with search, filters, sorting, paging and a CSV export. */
export function BookedRidesPage({ company }: { company: CompanySession }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => rideQueryOf(params), [params]);
  const key = JSON.stringify(query);
  const list = useRemote(key, (signal) =>
    listCompanyBookings(company.firmenId, { ...query, proSeite: PAGE_SIZE }, { signal }),
  );
  const { seite: _page, ...filter } = query;
  const { toast, notify } = useOutcomeToast();

  const goToPage = (seite: number) => {
    const next = new URLSearchParams(params);
    next.set('seite', String(seite));
    setParams(next, STAY);
  };
  const sortBy = (field: string, order: 1 | -1) => {
    const sortierung = sortOfColumn(SORTS, field, order);
    if (!sortierung) return;
    const next = new URLSearchParams(params);
    next.set('sortierung', sortierung);
    next.delete('seite');
    setParams(next, STAY);
  };
  const shown = columnSortOf(query.sortierung);

  return (
    <section className="company-screen">
      <PageTitle title={t('company.rides.title')} lead={t('company.rides.lead')} />
      <RideFilterForm
        values={filter}
        onSearch={(next) => setParams(paramsOfFilter(next), STAY)}
        onReset={() => setParams(new URLSearchParams(), STAY)}
      />
      <ResultTable
        list={list}
        texts="company.rides"
        caption={t('company.rides.caption')}
        dataKey="buchungId"
        showLoadingLabel
        toolbar={
          <ExportRidesButton
            key={JSON.stringify(filter)}
            firmenId={company.firmenId}
            query={filter}
            onDone={(count) => notify(t('company.rides.export.done', { count }))}
          />
        }
        sort={{ field: shown.field, order: shown.order, onSort: sortBy }}
        paging={{ label: t('company.rides.pagerLabel'), onPage: goToPage }}
        columns={rideColumns(locale, t)}
        action={{
          header: t('company.rides.columns.actions'),
          body: (item: BookingListItem) => <RideLink item={item} />,
        }}
      />
      {toast}
    </section>
  );
}

/** The columns of the list; the sortable ones are named as the server's sort values are. */
function rideColumns(locale: string, t: TFunction): ResultColumn<BookingListItem>[] {
  /** A leg's date and time; a cancelled leg (statusId 5) says so next to its time. */
  const when = (summary: BookingListItem['hinfahrt']) => {
    const text = `${formatDate(summary.datum, locale)}, ${formatTime(summary.datum, summary.zeit, locale)}`;
    if (summary.statusId !== LEG_STATUS.storniert) return text;
    return (
      <>
        {text}{' '}
        <span className="company-badge company-badge--status5">
          {t('company.rides.legCancelled')}
        </span>
      </>
    );
  };
  return [
    {
      field: 'voucher',
      header: t('company.rides.columns.voucher'),
      className: 'company-table__voucher',
      body: (item) => item.voucher,
    },
    {
      field: 'name',
      header: t('company.rides.columns.passenger'),
      sortable: true,
      body: (item) => (
        <>
          {item.kundeVorname} {item.kundeName}
          {item.bereich || item.kst ? (
            <>
              <br />
              <span className="company-muted">
                {[item.bereich, item.kst].filter(Boolean).join(' · ')}
              </span>
            </>
          ) : null}
        </>
      ),
    },
    {
      field: 'datum',
      header: t('company.rides.columns.ride'),
      sortable: true,
      body: (item) => (
        <>
          {when(item.hinfahrt)}
          <br />
          <span className="company-muted">{routeText(t, item, item.hinfahrt.ort)}</span>
        </>
      ),
    },
    {
      field: 'rueckfahrt',
      header: t('company.rides.columns.return'),
      body: (item) =>
        item.rueckfahrt ? (
          when(item.rueckfahrt)
        ) : (
          <span className="company-muted">{t('company.rides.noReturn')}</span>
        ),
    },
    {
      field: 'status',
      header: t('company.rides.columns.state'),
      body: (item) => {
        const state = rideStateOf(item);
        // Done: the colour of a done ride on the booking's page.
        const look =
          state === 'erledigt'
            ? `status${LEG_STATUS.erledigt}`
            : state === 'stornoUnbezahlt'
              ? 'storniert'
              : state;
        return (
          <span className={`company-badge company-badge--${look}`}>
            {t(`company.rides.states.${state}`)}
          </span>
        );
      },
    },
    {
      field: 'preis',
      header: t('company.rides.columns.price'),
      sortable: true,
      className: 'company-table__num',
      body: (item) => (
        <ChargedPrice cent={item.preis.betragCent} cancelled={item.storniert} locale={locale} />
      ),
    },
  ];
}

/** Opens the booking: for changes, or for viewing one that can no longer be changed (its page says why). */
function RideLink({ item }: { item: BookingListItem }) {
  const { t } = useTranslation();
  const lock = bookingLockOf(
    {
      mitRueckfahrt: item.rueckfahrt !== null,
      hinfahrt: item.hinfahrt,
      rueckfahrt: item.rueckfahrt,
    },
    new Date(),
  );
  const viewOnly = item.storniert || (lock !== null && lock !== 'partly');
  const action = viewOnly ? t('company.rides.view') : t('common.actions.edit');
  return (
    <Link
      to={`/buchung/gebuchte-fahrten-bearbeiten/${encodeURIComponent(item.voucher)}/${item.buchungId}`}
      className="p-button p-button-sm p-button-outlined company-link-button"
      // WCAG 2.5.3 Label in Name: the name starts with the word the link shows.
      aria-label={t('company.rides.openLabel', { action, voucher: item.voucher })}
    >
      <span className={`pi ${viewOnly ? 'pi-eye' : 'pi-pencil'}`} aria-hidden="true" /> {action}
    </Link>
  );
}
