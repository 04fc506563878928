import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import {
  createCustomer,
  getCustomer,
  searchCustomers,
  updateCustomer,
} from '../../../api/customer';
import type { Customer } from '../../../api/schemas';
import type { CompanySession } from '../../../domain/company';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { FrameIcon } from '../../../ui/frame-icon';
import { PageTitle } from '../../../ui/page-title';
import { CompanyCallError } from '../../../ui/company-call-error';
import { DepartmentSearch, type DepartmentQuery } from '../department-search';
import { Pager } from '../pager';
import { ResultTable } from '../result-table';
import { useRemote } from '../../../api/use-remote';
import { loadSalutations } from '../../../api/salutations';
import { CustomerForm } from './customer-form';
import {
  customerFormValuesOf,
  customerOf,
  EMPTY_CUSTOMER,
  type CustomerFormValues,
} from './customer-schema';

const PAGE_SIZE = 10;

/**
 * Tab 2, Kunde: the company's passengers, searched by department and text; create a new one or
 * view and edit one. Which view is shown lives in the URL (?neu=1, ?kunde=<id>).
 */
export function CustomersPage({ company }: { company: CompanySession }) {
  const [params] = useSearchParams();
  const customerId = Number(params.get('kunde'));
  if (params.get('neu') === '1') return <CustomerEditor company={company} customerId={null} />;
  if (Number.isInteger(customerId) && customerId > 0)
    return <CustomerEditor company={company} customerId={customerId} />;
  return <CustomerSearch company={company} />;
}

function CustomerSearch({ company }: { company: CompanySession }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const page = Number(params.get('seite'));
    return {
      bereich: (params.get('bereich') ?? '').slice(0, 60),
      suche: (params.get('suche') ?? '').slice(0, 100),
      seite: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);
  const key = JSON.stringify(query);
  const result = useRemote(key, (signal) =>
    searchCustomers({ firmenId: company.firmenId, ...query, proSeite: PAGE_SIZE }, { signal }),
  );
  const search = ({ bereich, suche }: DepartmentQuery) => {
    const next = new URLSearchParams();
    if (bereich) next.set('bereich', bereich);
    if (suche) next.set('suche', suche);
    setParams(next);
  };
  return (
    <section className="company-screen">
      <PageTitle title={t('company.customers.title')} lead={t('company.customers.lead')} />
      <p>
        <Link to="?neu=1" className="p-button company-link-button">
          <span className="pi pi-user-plus" aria-hidden="true" /> {t('company.customers.create')}
        </Link>
      </p>
      <DepartmentSearch
        key={key}
        label={t('company.customers.searchLabel')}
        query={query}
        onSearch={search}
        onReset={() => setParams(new URLSearchParams())}
      />
      <ResultTable
        list={result}
        texts="company.customers"
        caption={t('company.customers.caption')}
        showLoadingLabel
        columns={[
          t('company.customers.columns.name'),
          t('company.customers.columns.contact'),
          t('company.fields.bereich'),
          t('company.fields.kst'),
          t('company.customers.columns.place'),
        ]}
        actions={t('company.customers.columns.actions')}
        row={({ kundeStamm: k, kundeAdresse: a }: Customer) => (
          <tr key={k.id}>
            <th scope="row">{[k.vorname, k.name].filter(Boolean).join(' ')}</th>
            <td>{k.email || k.mobil || k.telefon}</td>
            <td>{k.bereich}</td>
            <td>{k.kst}</td>
            <td>{[a.plz, a.ort].filter(Boolean).join(', ')}</td>
            <td>
              <Link
                to={`?kunde=${k.id}`}
                className="p-button p-button-sm p-button-outlined company-link-button"
                aria-label={t('company.customers.editLabel', {
                  name: `${k.vorname} ${k.name}`.trim(),
                })}
              >
                <span className="pi pi-pencil" aria-hidden="true" /> {t('common.actions.edit')}
              </Link>
            </td>
          </tr>
        )}
        footer={(page) => (
          <Pager
            page={page.seite}
            pageSize={page.proSeite}
            total={page.gesamt}
            label={t('company.customers.pagerLabel')}
            onPage={(seite) => {
              const next = new URLSearchParams(params);
              next.set('seite', String(seite));
              setParams(next);
            }}
          />
        )}
      />
    </section>
  );
}

/** Create (customerId null) or view and edit one customer. */
function CustomerEditor({
  company,
  customerId,
}: {
  company: CompanySession;
  customerId: number | null;
}) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const salutations = useRemote('salutations', loadSalutations);
  const existing = useRemote(
    `customer-${customerId ?? 'new'}`,
    async (signal): Promise<Customer | null> =>
      customerId ? getCustomer(customerId, { signal }) : null,
  );
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; values: CustomerFormValues } | null>(
    null,
  );
  const [notice, setNotice] = useState('');

  const save = async (values: CustomerFormValues) => {
    setSending(true);
    setFailure(null);
    setNotice('');
    try {
      const body = customerOf(
        values,
        company.firmenId,
        existing.data ?? null,
        salutations.data ?? [],
      );
      if (customerId) {
        existing.replace(await updateCustomer(body));
        setNotice(t('company.customers.saved'));
      } else {
        const created = await createCustomer(body);
        setParams(new URLSearchParams({ kunde: String(created.kundeStamm.id), angelegt: '1' }));
      }
      return undefined;
    } catch (error) {
      setFailure({ error, values });
      return isApiError(error) ? error.fieldErrors : undefined;
    } finally {
      setSending(false);
    }
  };

  const title = customerId ? t('company.customers.editTitle') : t('company.customers.createTitle');
  const [params] = useSearchParams();
  const created = params.get('angelegt') === '1';
  const loading = salutations.status === 'loading' || existing.status === 'loading';
  const loadError = existing.status === 'failed' ? existing.error : null;
  return (
    <section className="company-screen">
      <PageTitle title={title} />
      <p>
        <Link to="/buchung/kunde">
          <FrameIcon name="back" /> {t('company.customers.backToList')}
        </Link>
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice || (created ? t('company.customers.created') : '')}
      </p>
      {notice || created ? (
        <p className="company-notice" aria-hidden="true">
          <span className="pi pi-check-circle" /> {notice || t('company.customers.created')}
        </p>
      ) : null}
      {loadError ? <CompanyCallError error={loadError} onRetry={existing.reload} /> : null}
      {loading && !existing.data ? <LoadingIndicator showLabel /> : null}
      {!loading && !loadError ? (
        <CustomerForm
          key={existing.data?.kundeStamm.id ?? 'new'}
          defaultValues={existing.data ? customerFormValuesOf(existing.data) : EMPTY_CUSTOMER}
          salutations={salutations.data ?? []}
          submitLabel={customerId ? t('common.actions.save') : t('company.customers.createSubmit')}
          sending={sending}
          onSubmit={save}
          feedback={
            failure ? (
              <CompanyCallError
                error={failure.error}
                onRetry={() => void save(failure.values)}
                busy={sending}
              />
            ) : null
          }
        />
      ) : null}
    </section>
  );
}
