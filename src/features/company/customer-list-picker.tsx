import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCustomers } from '../../api/customer';
import type { Customer } from '../../api/schemas';
import { useRemote } from '../../api/use-remote';
import {
  columnSortOf,
  CUSTOMER_SORTS,
  sortOfColumn,
  type CustomerSort,
} from '../../domain/list-sorts';
import { Button } from '../../ui/button';
import { customerColumns, customerName } from './customers/customer-columns';
import { DepartmentSearch, type DepartmentQuery } from './department-search';
import { ResultTable } from './result-table';

const PAGE_SIZE = 20;

/**
 * Takes the focus, and the page, to the new passenger's form below the list: on a phone the
 * search and a page of 20 customers stand between the step's top and that form.
 */
function goToNewPassenger(headingId: string) {
  const heading = document.getElementById(headingId);
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/** The passenger step's list of the company's customers, searched by department, to pick from. */
export function CustomerListPicker({
  firmenId,
  onPick,
  newPassengerHeadingId,
}: {
  firmenId: number;
  onPick: (customer: Customer) => void;
  /** The heading of a new passenger's form below the list (focusable), to skip to it. */
  newPassengerHeadingId?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<DepartmentQuery>({ bereich: '', suche: '' });
  const [sortierung, setSort] = useState<CustomerSort>('nameAuf');
  const [seite, setPage] = useState(1);
  const query = { ...search, sortierung, seite };
  const result = useRemote(JSON.stringify(query), (signal) =>
    searchCustomers({ firmenId, ...query, proSeite: PAGE_SIZE }, { signal }),
  );
  const shown = columnSortOf(sortierung);
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="company-picker">
      <h2 id={heading} className="booking-step__subtitle">
        {t('company.passenger.pickTitle')}
      </h2>
      {newPassengerHeadingId ? (
        <Button
          type="button"
          link
          size="small"
          icon="pi pi-arrow-down"
          label={t('company.passenger.toNewForm')}
          className="company-picker__to-new"
          onClick={() => goToNewPassenger(newPassengerHeadingId)}
        />
      ) : null}
      <DepartmentSearch
        label={t('company.passenger.searchLabel')}
        keepAs="passenger-search"
        query={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <ResultTable
        list={result}
        texts="company.customers"
        caption={t('company.passenger.caption')}
        dataKey="kundeStamm.id"
        columns={customerColumns(t, { withContact: false })}
        sort={{
          field: shown.field,
          order: shown.order,
          onSort: (field, order) => {
            setSort(sortOfColumn(CUSTOMER_SORTS, field, order) ?? 'nameAuf');
            setPage(1);
          },
        }}
        paging={{ label: t('company.passenger.pagerLabel'), onPage: setPage }}
        action={{
          header: t('company.customers.columns.actions'),
          body: (customer: Customer) => (
            <Button
              type="button"
              size="small"
              outlined
              label={t('company.passenger.pick')}
              aria-label={t('company.passenger.pickLabel', { name: customerName(customer) })}
              onClick={() => onPick(customer)}
            />
          ),
        }}
      />
    </section>
  );
}
