import { Button } from '../../ui/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCustomers } from '../../api/customer';
import type { Customer } from '../../api/schemas';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { customerColumns, customerName } from './customers/customer-columns';
import { CustomerForm } from './customers/customer-form';
import {
  customerFormValuesOf,
  customerOf,
  EMPTY_CUSTOMER,
  type CustomerFormValues,
} from './customers/customer-schema';
import { DepartmentSearch, type DepartmentQuery } from './department-search';
import { ResultTable } from './result-table';
import { useRemote } from '../../api/use-remote';
import { loadSalutations } from '../../api/salutations';

import type { CompanySession } from '../../domain/company';
import {
  columnSortOf,
  CUSTOMER_SORTS,
  sortOfColumn,
  type CustomerSort,
} from '../../domain/list-sorts';

const PAGE_SIZE = 20;

export interface PassengerPickerProps {
  company: CompanySession | null;
  /** The passenger chosen so far (back from a later step), or null for an empty form. */
  current: Customer | null;
  onPick: (customer: Customer) => void;
}

/**
 * The company wizard's passenger (step neuerAuftrag): picked from the company's customer list
 * (searched by department) or entered as a new one. The app layer hands it to the booking wizard,
 * which does not import this feature (DESIGN.md section 3).
 */
export function PassengerPicker({ company, current, onPick }: PassengerPickerProps) {
  const { t } = useTranslation();
  const salutations = useRemote('salutations', loadSalutations);
  const firmenId = company?.firmenId ?? 0;
  const submitNew = async (values: CustomerFormValues) => {
    onPick(customerOf(values, firmenId, null, salutations.data ?? []));
  };
  return (
    <>
      {company?.kundeListeAktiv ? <CustomerPicker firmenId={firmenId} onPick={onPick} /> : null}
      <section aria-labelledby="new-passenger">
        <h2 id="new-passenger" className="booking-step__subtitle">
          {company?.kundeListeAktiv
            ? t('company.passenger.newTitle')
            : t('company.passenger.enterTitle')}
        </h2>
        {salutations.status === 'loading' ? <LoadingIndicator /> : null}
        {salutations.status !== 'loading' ? (
          <CustomerForm
            defaultValues={current ? customerFormValuesOf(current) : EMPTY_CUSTOMER}
            salutations={salutations.data ?? []}
            submitLabel={t('common.actions.next')}
            submitKind="next"
            sending={false}
            onSubmit={submitNew}
          />
        ) : null}
      </section>
    </>
  );
}

function CustomerPicker({
  firmenId,
  onPick,
}: {
  firmenId: number;
  onPick: (customer: Customer) => void;
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
      <DepartmentSearch
        label={t('company.passenger.searchLabel')}
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
