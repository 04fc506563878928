import { Button } from '../../ui/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCustomers } from '../../api/customer';
import type { Customer } from '../../api/schemas';
import { LoadingIndicator } from '../../ui/loading-indicator';
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
  const [query, setQuery] = useState<DepartmentQuery>({ bereich: '', suche: '' });
  const result = useRemote(JSON.stringify(query), (signal) =>
    searchCustomers({ firmenId, ...query, proSeite: 20 }, { signal }),
  );
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="company-picker">
      <h2 id={heading} className="booking-step__subtitle">
        {t('company.passenger.pickTitle')}
      </h2>
      <DepartmentSearch
        label={t('company.passenger.searchLabel')}
        query={query}
        onSearch={setQuery}
      />
      <ResultTable
        list={result}
        texts="company.customers"
        caption={t('company.passenger.caption')}
        columns={[
          t('company.customers.columns.name'),
          t('company.fields.bereich'),
          t('company.fields.kst'),
          t('company.customers.columns.place'),
        ]}
        actions={t('company.customers.columns.actions')}
        row={(customer: Customer) => {
          const { kundeStamm: k, kundeAdresse: a } = customer;
          const name = [k.vorname, k.name].filter(Boolean).join(' ');
          return (
            <tr key={k.id}>
              <th scope="row">{name}</th>
              <td>{k.bereich}</td>
              <td>{k.kst}</td>
              <td>{[a.plz, a.ort].filter(Boolean).join(', ')}</td>
              <td>
                <Button
                  type="button"
                  size="small"
                  outlined
                  label={t('company.passenger.pick')}
                  aria-label={t('company.passenger.pickLabel', { name })}
                  onClick={() => onPick(customer)}
                />
              </td>
            </tr>
          );
        }}
      />
    </section>
  );
}
