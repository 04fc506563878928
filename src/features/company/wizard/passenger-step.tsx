import { Button } from 'primereact/button';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getSalutations, searchCustomers } from '../../../api/customer';
import type { Customer } from '../../../api/schemas';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import type { Passenger } from '../../../../machines/company-booking.machine';
import { CompanyCallError } from '../company-call-error';
import { CustomerForm } from '../customers/customer-form';
import { customerFormValuesOf, customerOf, EMPTY_CUSTOMER, type CustomerFormValues } from '../customers/customer-schema';
import { useRemote } from '../use-remote';
import type { StepProps } from './flow-types';

function passengerOf(customer: Customer): Passenger {
  const { kundeStamm: k, kundeAdresse: a } = customer;
  return {
    kunde: { id: k.id, anredeId: k.anredeId, anrede: k.anrede, vorname: k.vorname, name: k.name, co: k.co, email: k.email, mobil: k.mobil, telefon: k.telefon, kst: k.kst, bereich: k.bereich },
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
        <CustomerPicker firmenId={firmenId} onPick={(customer) => send({ type: 'user.submitPassenger', passenger: passengerOf(customer) })} />
      ) : null}
      <section aria-labelledby="new-passenger">
        <h2 id="new-passenger" className="booking-step__subtitle">
          {company?.kundeListeAktiv ? t('company.passenger.newTitle') : t('company.passenger.enterTitle')}
        </h2>
        {salutations.status === 'loading' ? <LoadingIndicator /> : null}
        {salutations.status !== 'loading' ? (
          <CustomerForm
            defaultValues={current}
            salutations={salutations.data ?? []}
            submitLabel={t('common.actions.next')}
            sending={false}
            onSubmit={submitNew}
          />
        ) : null}
      </section>
    </div>
  );
}

function CustomerPicker({ firmenId, onPick }: { firmenId: number; onPick: (customer: Customer) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ bereich: '', suche: '' });
  const result = useRemote(JSON.stringify(query), (signal) => searchCustomers({ firmenId, ...query, proSeite: 20 }, { signal }));
  const ids = { bereich: useId(), suche: useId(), caption: useId(), heading: useId() };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setQuery({ bereich: String(data.get('bereich') ?? '').trim().slice(0, 60), suche: String(data.get('suche') ?? '').trim().slice(0, 100) });
  };
  const page = result.data;
  return (
    <section aria-labelledby={ids.heading} className="company-picker">
      <h2 id={ids.heading} className="booking-step__subtitle">{t('company.passenger.pickTitle')}</h2>
      <form className="company-filter" role="search" aria-label={t('company.passenger.searchLabel')} onSubmit={submit}>
        <div className="company-filter__field">
          <label htmlFor={ids.bereich}>{t('company.fields.bereich')}</label>
          <input id={ids.bereich} name="bereich" className="p-inputtext p-component" maxLength={60} defaultValue={query.bereich} />
        </div>
        <div className="company-filter__field company-filter__field--wide">
          <label htmlFor={ids.suche}>{t('company.customers.search')}</label>
          <input id={ids.suche} name="suche" type="search" className="p-inputtext p-component" maxLength={100} defaultValue={query.suche} />
        </div>
        <div className="company-filter__actions">
          <Button type="submit" label={t('common.actions.search')} icon="pi pi-search" />
        </div>
      </form>
      {result.status === 'failed' ? <CompanyCallError error={result.error} onRetry={result.reload} /> : null}
      {result.status === 'loading' && !page ? <LoadingIndicator /> : null}
      {page ? (
        <>
          <p className="company-result-count" role="status" aria-live="polite">
            {result.status === 'loading' ? t('common.status.loading') : t('company.customers.count', { count: page.gesamt })}
          </p>
          {page.eintraege.length > 0 ? (
            <div className="company-table-wrap" role="region" aria-labelledby={ids.caption} tabIndex={0}>
              <table className="company-table">
                <caption id={ids.caption}>{t('company.passenger.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('company.customers.columns.name')}</th>
                    <th scope="col">{t('company.fields.bereich')}</th>
                    <th scope="col">{t('company.fields.kst')}</th>
                    <th scope="col">{t('company.customers.columns.place')}</th>
                    <th scope="col"><span className="visually-hidden">{t('company.customers.columns.actions')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {page.eintraege.map((customer) => {
                    const { kundeStamm: k, kundeAdresse: a } = customer;
                    const name = [k.vorname, k.name].filter(Boolean).join(' ');
                    return (
                      <tr key={k.id}>
                        <th scope="row">{name}</th>
                        <td>{k.bereich}</td>
                        <td>{k.kst}</td>
                        <td>{[a.plz, a.ort].filter(Boolean).join(', ')}</td>
                        <td>
                          <Button type="button" size="small" outlined label={t('company.passenger.pick')} aria-label={t('company.passenger.pickLabel', { name })} onClick={() => onPick(customer)} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('company.customers.empty')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
