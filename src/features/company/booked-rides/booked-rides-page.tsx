import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { listCompanyBookings } from '../../../api/booking';
import type { BookingListItem } from '../../../api/schemas';
import { bookingLockOf } from '../../../domain/booking-lock';
import type { CompanySession } from '../../../domain/company';
import { PageTitle } from '../../../ui/page-title';
import { formatDate, formatPrice, formatTime } from '../../../ui/booking';
import { useLocale } from '../../../i18n/use-locale';
import { ResultTable } from '../result-table';
import { useRemote } from '../../../api/use-remote';
import { Pager } from '../pager';
import { ExportRidesButton } from './export-rides-button';
import { paramsOfFilter, rideQueryOf, type Sort } from './ride-filter';
import { RideFilterForm } from './ride-filter-form';
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

  const goToPage = (seite: number) => {
    const next = new URLSearchParams(params);
    next.set('seite', String(seite));
    setParams(next);
  };
  const sortBy = (sortierung: Sort) => {
    const next = new URLSearchParams(params);
    next.set('sortierung', sortierung);
    next.delete('seite');
    setParams(next);
  };

  const dateSort =
    query.sortierung === 'datumAuf'
      ? 'ascending'
      : query.sortierung === 'datumAb'
        ? 'descending'
        : undefined;
  return (
    <section className="company-screen">
      <PageTitle title={t('company.rides.title')} lead={t('company.rides.lead')} />
      <RideFilterForm
        key={key}
        defaultValues={filter}
        onSearch={(next) => setParams(paramsOfFilter(next))}
        onReset={() => setParams(new URLSearchParams())}
      />
      {list.data && list.data.gesamt > 0 ? (
        <ExportRidesButton
          key={JSON.stringify(filter)}
          firmenId={company.firmenId}
          query={filter}
        />
      ) : null}

      <ResultTable
        list={list}
        texts="company.rides"
        caption={t('company.rides.caption')}
        showLoadingLabel
        columns={[
          t('company.rides.columns.voucher'),
          {
            label: t('company.rides.columns.passenger'),
            header: (
              <th
                key="passenger"
                scope="col"
                aria-sort={query.sortierung === 'name' ? 'ascending' : undefined}
              >
                <button type="button" className="company-sort" onClick={() => sortBy('name')}>
                  {t('company.rides.columns.passenger')}
                  <span className="pi pi-sort-alt" aria-hidden="true" />
                </button>
              </th>
            ),
          },
          {
            label: t('company.rides.columns.ride'),
            header: (
              <th key="ride" scope="col" aria-sort={dateSort}>
                <button
                  type="button"
                  className="company-sort"
                  onClick={() => sortBy(query.sortierung === 'datumAuf' ? 'datumAb' : 'datumAuf')}
                >
                  {t('company.rides.columns.ride')}
                  <span
                    className={`pi ${dateSort === 'descending' ? 'pi-sort-amount-down' : 'pi-sort-amount-up-alt'}`}
                    aria-hidden="true"
                  />
                </button>
              </th>
            ),
          },
          t('company.rides.columns.return'),
          t('company.rides.columns.state'),
          {
            label: t('company.rides.columns.price'),
            header: (
              <th key="price" scope="col" className="company-table__num">
                {t('company.rides.columns.price')}
              </th>
            ),
          },
        ]}
        actions={t('company.rides.columns.actions')}
        row={(item: BookingListItem) => rideRow(item, locale, t)}
        footer={(page) => (
          <Pager
            page={page.seite}
            pageSize={page.proSeite}
            total={page.gesamt}
            onPage={goToPage}
            label={t('company.rides.pagerLabel')}
          />
        )}
      />
    </section>
  );
}

/** A plain row (not a component), so that ResultTable can label its cells for the phone cards. */
function rideRow(item: BookingListItem, locale: string, t: TFunction) {
  const when = (summary: BookingListItem['hinfahrt']) => (
    <>
      {formatDate(summary.datum, locale)}, {formatTime(summary.datum, summary.zeit, locale)}
    </>
  );
  const state = item.storniert ? 'storniert' : item.zahlungsstatus;
  // A booking that can no longer be changed opens for viewing (its page says why).
  const lock = bookingLockOf(
    {
      mitRueckfahrt: item.rueckfahrt !== null,
      hinfahrt: item.hinfahrt,
      rueckfahrt: item.rueckfahrt,
    },
    new Date(),
  );
  const viewOnly = item.storniert || (lock !== null && lock !== 'partly');
  return (
    <tr key={item.buchungId}>
      <th scope="row" className="company-table__voucher">
        {item.voucher}
      </th>
      <td>
        {item.kundeVorname} {item.kundeName}
        {item.bereich || item.kst ? (
          <>
            <br />
            <span className="company-muted">
              {[item.bereich, item.kst].filter(Boolean).join(' · ')}
            </span>
          </>
        ) : null}
      </td>
      <td className="company-table__ride">
        {when(item.hinfahrt)}
        <br />
        <span className="company-muted">{routeText(t, item, item.hinfahrt.ort)}</span>
      </td>
      <td>
        {item.rueckfahrt ? (
          when(item.rueckfahrt)
        ) : (
          <span className="company-muted">{t('company.rides.noReturn')}</span>
        )}
      </td>
      <td>
        <span className={`company-badge company-badge--${state}`}>
          {t(`company.rides.states.${state}`)}
        </span>
      </td>
      <td className="company-table__num">{formatPrice(item.preis.betragCent, locale)}</td>
      <td>
        <Link
          to={`/buchung/gebuchte-fahrten-bearbeiten/${encodeURIComponent(item.voucher)}/${item.buchungId}`}
          className="p-button p-button-sm p-button-outlined company-link-button"
          aria-label={t('company.rides.openLabel', { voucher: item.voucher })}
        >
          <span className={`pi ${viewOnly ? 'pi-eye' : 'pi-pencil'}`} aria-hidden="true" />{' '}
          {viewOnly ? t('company.rides.view') : t('common.actions.edit')}
        </Link>
      </td>
    </tr>
  );
}
