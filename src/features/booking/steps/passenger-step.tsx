import { Button } from 'primereact/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSalutations, searchCustomers } from '../../../api/customer';
import type { Customer } from '../../../api/schemas';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import type { Passenger } from '../../../../machines/booking.machine';
import { CustomerForm } from '../customers/customer-form';
import {
  customerFormValuesOf,
  customerOf,
  EMPTY_CUSTOMER,
  type CustomerFormValues,
} from '../customers/customer-schema';
import { DepartmentSearch, type DepartmentQuery } from '../department-search';
import { ResultTable } from '../result-table';
import { useRemote } from '../../../api/use-remote';
import type { StepProps } from './flow-types';

function passengerOf(customer: Customer): Passenger {
  const { kundeStamm: k, kundeAdresse: a } = customer;
  return {
    kunde: {
      id: k.id,
      anredeId: k.anredeId,
      anrede: k.anrede,
      vorname: k.vorname,
      name: k.name,
      co: k.co,
      email: k.email,
      mobil: k.mobil,
      telefon: k.telefon,
      kst: k.kst,
      bereich: k.bereich,
    },
    adresse: { strasse: a.strasse, plz: a.plz, ort: a.ort, ortsteil: a.ortsteil },
  };
}

/**
 * neuerAuftrag: the passenger of the new order, picked from the company's customer list
 * (searched by department) or entered as a new one.
 */
export function PassengerStep({ snapshot, send, company }: StepProps) {
  const { t } = useTranslation();
  const salutations = useRemote('salutations', (signal) => getSalutations({ signal }));
  const { booking } = snapshot.context;
  const firmenId = company?.firmenId ?? 0;
  const current = booking.kundeStamm.name
    ? customerFormValuesOf({ kundeStamm: booking.kundeStamm, kundeAdresse: booking.kundeAdresse })
    : EMPTY_CUSTOMER;
  const submitNew = async (values: CustomerFormValues) => {
    const customer = customerOf(values, firmenId, null, salutations.data ?? []);
    send({ type: 'user.submitPassenger', passenger: passengerOf(customer) });
  };
  return (
    <div className="booking-step">
      {company?.kundeListeAktiv ? (
        <CustomerPicker
          firmenId={firmenId}
          onPick={(customer) =>
            send({ type: 'user.submitPassenger', passenger: passengerOf(customer) })
          }
        />
      ) : null}
      <section aria-labelledby="new-passenger">
        <h2 id="new-passenger" className="booking-step__subtitle">
          {company?.kundeListeAktiv
            ? t('company.passenger.newTitle')
            : t('company.passenger.enterTitle')}
        </h2>
        {salutations.status === 'loading' ? <LoadingIndicator /> : null}
        {salutations.status !== 'loading' ? (
          <CustomerForm
            defaultValues={current}
            salutations={salutations.data ?? []}
            submitLabel={t('common.actions.next')}
            submitKind="next"
            sending={false}
            onSubmit={submitNew}
          />
        ) : null}
      </section>
    </div>
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
