import { Button } from 'primereact/button';
import { useId, useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { listCompanyBookings, type CompanyBookingQuery } from '../../../api/booking';
import type { BookingListItem } from '../../../api/schemas';
import { bookingLockOf } from '../../../domain/booking-lock';
import type { CompanySession } from '../../../domain/company';
import { PageTitle } from '../../../ui/page-title';
import { formatDate, formatPrice, formatTime, useLocale } from '../../../ui/booking';
import { ResultTable } from '../result-table';
import { useRemote } from '../use-remote';
import { Pager } from '../pager';

const PAGE_SIZE = 10;
const STATUSES = ['aktiv', 'storniert', 'alle'] as const;
const SORTS = ['datumAuf', 'datumAb', 'erstelltAb', 'name'] as const;
type Status = (typeof STATUSES)[number];
type Sort = (typeof SORTS)[number];

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The filter lives in the URL, so reload, back and a shared link show the same list. */
function queryOf(params: URLSearchParams): Required<Omit<CompanyBookingQuery, 'proSeite'>> {
  const page = Number(params.get('seite'));
  return {
    suche: (params.get('suche') ?? '').slice(0, 100),
    von: isoDate(params.get('von')),
    bis: isoDate(params.get('bis')),
    status: pick<Status>(params.get('status'), STATUSES, 'aktiv'),
    sortierung: pick<Sort>(params.get('sortierung'), SORTS, 'datumAuf'),
    seite: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Tab 1, gebuchte Fahrten: the company's bookings with search, filters, sorting and paging. */
export function BookedRidesPage({ company }: { company: CompanySession }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params), [params]);
  const key = JSON.stringify(query);
  const list = useRemote(key, (signal) => listCompanyBookings(company.firmenId, { ...query, proSeite: PAGE_SIZE }, { signal }));
  const ids = { search: useId(), from: useId(), to: useId(), status: useId(), sort: useId() };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['suche', 'von', 'bis', 'status', 'sortierung']) {
      const value = String(data.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };
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

  const dateSort = query.sortierung === 'datumAuf' ? 'ascending' : query.sortierung === 'datumAb' ? 'descending' : undefined;
  return (
    <section className="company-screen">
      <PageTitle title={t('company.rides.title')} lead={t('company.rides.lead')} />
      <form className="company-filter" onSubmit={submit} role="search" aria-label={t('company.rides.filterLabel')} key={key}>
        <div className="company-filter__field company-filter__field--wide">
          <label htmlFor={ids.search}>{t('company.rides.search')}</label>
          <input id={ids.search} name="suche" type="search" className="p-inputtext p-component" defaultValue={query.suche} maxLength={100} aria-describedby={`${ids.search}-hint`} />
          <small id={`${ids.search}-hint`} className="company-hint">{t('company.rides.searchHint')}</small>
        </div>
        <div className="company-filter__field">
          <label htmlFor={ids.from}>{t('company.rides.from')}</label>
          <input id={ids.from} name="von" type="date" className="p-inputtext p-component" defaultValue={query.von} />
        </div>
        <div className="company-filter__field">
          <label htmlFor={ids.to}>{t('company.rides.to')}</label>
          <input id={ids.to} name="bis" type="date" className="p-inputtext p-component" defaultValue={query.bis} />
        </div>
        <div className="company-filter__field">
          <label htmlFor={ids.status}>{t('company.rides.status')}</label>
          <select id={ids.status} name="status" className="p-inputtext p-component" defaultValue={query.status}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`company.rides.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="company-filter__field">
          <label htmlFor={ids.sort}>{t('company.rides.sort')}</label>
          <select id={ids.sort} name="sortierung" className="p-inputtext p-component" defaultValue={query.sortierung}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`company.rides.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="company-filter__actions">
          <Button type="submit" label={t('common.actions.search')} icon="pi pi-search" />
          <Button type="button" label={t('common.actions.reset')} text onClick={() => setParams(new URLSearchParams())} />
        </div>
      </form>

      <ResultTable
        list={list}
        texts="company.rides"
        caption={t('company.rides.caption')}
        showLoadingLabel
        columns={[
          t('company.rides.columns.voucher'),
          <th key="passenger" scope="col" aria-sort={query.sortierung === 'name' ? 'ascending' : undefined}>
            <button type="button" className="company-sort" onClick={() => sortBy('name')}>
              {t('company.rides.columns.passenger')}
              <span className="pi pi-sort-alt" aria-hidden="true" />
            </button>
          </th>,
          <th key="ride" scope="col" aria-sort={dateSort}>
            <button type="button" className="company-sort" onClick={() => sortBy(query.sortierung === 'datumAuf' ? 'datumAb' : 'datumAuf')}>
              {t('company.rides.columns.ride')}
              <span className={`pi ${dateSort === 'descending' ? 'pi-sort-amount-down' : 'pi-sort-amount-up-alt'}`} aria-hidden="true" />
            </button>
          </th>,
          t('company.rides.columns.return'),
          t('company.rides.columns.state'),
          <th key="price" scope="col" className="company-table__num">
            {t('company.rides.columns.price')}
          </th>,
        ]}
        actions={t('company.rides.columns.actions')}
        row={(item: BookingListItem) => <RideRow key={item.buchungId} item={item} locale={locale} />}
        footer={(page) => <Pager page={page.seite} pageSize={page.proSeite} total={page.gesamt} onPage={goToPage} label={t('company.rides.pagerLabel')} />}
      />
    </section>
  );
}

function RideRow({ item, locale }: { item: BookingListItem; locale: string }) {
  const { t } = useTranslation();
  const leg = (summary: BookingListItem['hinfahrt']) => (
    <>
      {formatDate(summary.datum, locale)}, {formatTime(summary.datum, summary.zeit, locale)}
      <br />
      <span className="company-muted">{summary.ort}</span>
    </>
  );
  const state = item.storniert ? 'storniert' : item.zahlungsstatus;
  // A booking that can no longer be changed opens for viewing (its page says why).
  const lock = bookingLockOf({ mitRueckfahrt: item.rueckfahrt !== null, hinfahrt: item.hinfahrt, rueckfahrt: item.rueckfahrt }, new Date());
  const viewOnly = item.storniert || (lock !== null && lock !== 'partly');
  return (
    <tr>
      <th scope="row" className="company-table__voucher">{item.voucher}</th>
      <td>
        {item.kundeVorname} {item.kundeName}
        {item.bereich || item.kst ? (
          <>
            <br />
            <span className="company-muted">{[item.bereich, item.kst].filter(Boolean).join(' · ')}</span>
          </>
        ) : null}
      </td>
      <td>
        <span className="company-muted">{t(`company.rides.directions.${item.richtung}`, { airport: item.flughafen })}</span>
        <br />
        {leg(item.hinfahrt)}
      </td>
      <td>{item.rueckfahrt ? leg(item.rueckfahrt) : <span className="company-muted">{t('company.rides.noReturn')}</span>}</td>
      <td>
        <span className={`company-badge company-badge--${state}`}>{t(`company.rides.states.${state}`)}</span>
      </td>
      <td className="company-table__num">{formatPrice(item.preis.betragCent, locale)}</td>
      <td>
        <Link
          to={`/buchung/gebuchte-fahrten-bearbeiten/${encodeURIComponent(item.voucher)}/${item.buchungId}`}
          className="p-button p-button-sm p-button-outlined company-link-button"
          aria-label={t('company.rides.openLabel', { voucher: item.voucher })}
        >
          <span className={`pi ${viewOnly ? 'pi-eye' : 'pi-pencil'}`} aria-hidden="true" /> {viewOnly ? t('company.rides.view') : t('common.actions.edit')}
        </Link>
      </td>
    </tr>
  );
}
