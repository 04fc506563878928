import { useMemo, useRef, useState } from 'react';
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
import { ChangedMeanwhileMessage, isChangedMeanwhile } from '../../../ui/changed-meanwhile';
import { DepartmentSearch, type DepartmentQuery } from '../department-search';
import { ResultTable, STAY } from '../result-table';
import {
  columnSortOf,
  CUSTOMER_SORTS,
  sortOfColumn,
  type CustomerSort,
} from '../../../domain/list-sorts';
import { useOutcomeToast } from '../../../ui/outcome-toast';
import { useFocusOnChange } from '../../../ui/use-focus-on-change';
import { useRemote } from '../../../api/use-remote';
import { loadSalutations } from '../../../api/salutations';
import { customerColumns, customerName } from './customer-columns';
import { CustomerForm } from './customer-form';
import { duplicatesOf } from './duplicate-customers';
import { DuplicateWarning } from './duplicate-warning';
import { RemoveCustomer } from './remove-customer';
import {
  customerFormValuesOf,
  customerOf,
  EMPTY_CUSTOMER,
  type CustomerFormValues,
} from './customer-schema';

const PAGE_SIZE = 10;

/**
 * Tab 2, Kunde: the company's passengers, searched by department and text; create a new one or
 * view, edit or remove one. Which view is shown lives in the URL (?neu=1, ?kunde=<id>). The outcome
 * of a save is a toast that stays while the view changes (a created customer opens for editing, a
 * removed one gives way to the list).
 * A new view takes the focus from the link or button that opened it and is gone.
 */
export function CustomersPage({ company }: { company: CompanySession }) {
  const [params] = useSearchParams();
  const { toast, notify } = useOutcomeToast();
  const customerId = Number(params.get('kunde'));
  const creating = params.get('neu') === '1';
  const editing = !creating && Number.isInteger(customerId) && customerId > 0;
  const viewRef = useFocusOnChange<HTMLDivElement>(
    creating ? 'new' : editing ? `customer-${customerId}` : 'list',
  );
  return (
    <>
      <div ref={viewRef} tabIndex={-1}>
        {/* Keyed: each customer's view starts afresh (no warning or failure of the last one). */}
        {creating ? (
          <CustomerEditor key="new" company={company} customerId={null} notify={notify} />
        ) : editing ? (
          <CustomerEditor
            key={customerId}
            company={company}
            customerId={customerId}
            notify={notify}
          />
        ) : (
          <CustomerSearch company={company} />
        )}
      </div>
      {toast}
    </>
  );
}

function CustomerSearch({ company }: { company: CompanySession }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => {
    const page = Number(params.get('seite'));
    const sort = params.get('sortierung') ?? '';
    return {
      bereich: (params.get('bereich') ?? '').slice(0, 60),
      suche: (params.get('suche') ?? '').slice(0, 100),
      sortierung: (CUSTOMER_SORTS as readonly string[]).includes(sort)
        ? (sort as CustomerSort)
        : 'nameAuf',
      seite: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);
  const key = JSON.stringify(query);
  const result = useRemote(key, (signal) =>
    searchCustomers({ firmenId: company.firmenId, ...query, proSeite: PAGE_SIZE }, { signal }),
  );
  // A new search keeps the order chosen and starts on its first page.
  const search = ({ bereich, suche }: DepartmentQuery) => {
    const next = new URLSearchParams();
    if (bereich) next.set('bereich', bereich);
    if (suche) next.set('suche', suche);
    if (params.has('sortierung')) next.set('sortierung', query.sortierung);
    setParams(next, STAY);
  };
  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    if (name !== 'seite') next.delete('seite');
    setParams(next, STAY);
  };
  const shown = columnSortOf(query.sortierung);
  return (
    <section className="company-screen">
      <PageTitle title={t('company.customers.title')} lead={t('company.customers.lead')} />
      <p>
        <Link to="?neu=1" className="p-button company-link-button">
          <span className="pi pi-user-plus" aria-hidden="true" /> {t('company.customers.create')}
        </Link>
      </p>
      <DepartmentSearch
        label={t('company.customers.searchLabel')}
        keepAs="customer-search"
        query={query}
        onSearch={search}
        onReset={() => setParams(new URLSearchParams(), STAY)}
      />
      <ResultTable
        list={result}
        texts="company.customers"
        caption={t('company.customers.caption')}
        dataKey="kundeStamm.id"
        showLoadingLabel
        sort={{
          field: shown.field,
          order: shown.order,
          onSort: (field, order) => {
            const sort = sortOfColumn(CUSTOMER_SORTS, field, order);
            if (sort) change('sortierung', sort);
          },
        }}
        paging={{
          label: t('company.customers.pagerLabel'),
          onPage: (seite) => change('seite', String(seite)),
        }}
        columns={customerColumns(t, { withContact: true })}
        action={{
          header: t('company.customers.columns.actions'),
          body: (customer: Customer) => (
            <Link
              to={`?kunde=${customer.kundeStamm.id}`}
              className="p-button p-button-sm p-button-outlined company-link-button"
              aria-label={t('company.customers.editLabel', { name: customerName(customer) })}
            >
              <span className="pi pi-pencil" aria-hidden="true" /> {t('common.actions.edit')}
            </Link>
          ),
        }}
      />
    </section>
  );
}

/** Create (customerId null) or view, edit and remove one customer. */
function CustomerEditor({
  company,
  customerId,
  notify,
}: {
  company: CompanySession;
  customerId: number | null;
  notify: (text: string) => void;
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
  /** `confirmed`: the failed call was a creation past the duplicate warning ("Trotzdem anlegen"). */
  const [failure, setFailure] = useState<{
    error: unknown;
    values: CustomerFormValues;
    confirmed: boolean;
  } | null>(null);
  /** The stored customers the server found the one typed probably is: it created nothing. */
  const [duplicates, setDuplicates] = useState<Customer[] | null>(null);
  // Set before React renders the button busy: a double click creates one customer.
  const saving = useRef(false);
  /** Raised when the user loads the current data after a refused save: the form starts anew. */
  const [round, setRound] = useState(0);
  const [reloading, setReloading] = useState(false);

  /**
   * After a save refused because the customer changed meanwhile (0021): the customer as it is now
   * goes into the form (with its version), in place of what was typed.
   */
  const loadCurrent = async () => {
    if (!customerId) return;
    setReloading(true);
    try {
      existing.replace(await getCustomer(customerId));
      setFailure(null);
      setRound((n) => n + 1);
    } catch (error) {
      setFailure((current) => current && { ...current, error });
    } finally {
      setReloading(false);
    }
  };

  /**
   * Saves the form. The server refuses a new customer it finds stored already (same names or
   * e-mail address, 409 duplicateCustomer): those are shown instead, until the user creates it
   * anyway (`confirmed`). A retry of a failed creation carries the same key: a lost answer's
   * customer is answered as created, not as a duplicate of itself.
   */
  const save = async (values: CustomerFormValues, { confirmed }: { confirmed: boolean }) => {
    if (saving.current) return undefined;
    saving.current = true;
    setSending(true);
    setFailure(null);
    let created = false;
    try {
      const body = customerOf(
        values,
        company.firmenId,
        existing.data ?? null,
        salutations.data ?? [],
      );
      if (customerId) {
        existing.replace(await updateCustomer(body));
        notify(t('company.customers.saved'));
      } else {
        const creation = await createCustomer(body, { createAnyway: confirmed });
        if ('duplicates' in creation) {
          setDuplicates(creation.duplicates);
          return undefined;
        }
        notify(t('company.customers.created'));
        created = true;
        setParams(new URLSearchParams({ kunde: String(creation.created.kundeStamm.id) }));
      }
      return undefined;
    } catch (error) {
      setFailure({ error, values, confirmed });
      return isApiError(error) ? error.fieldErrors : undefined;
    } finally {
      // Created: this editor gives way to the customer's own (keyed by its id). Until it has, the
      // router's transition keeps this one on screen, and the second click of a double click on
      // "Trotzdem anlegen" would create the customer again under a new key.
      saving.current = created;
      setSending(false);
    }
  };

  const feedback =
    failure && isChangedMeanwhile(failure.error) ? (
      <ChangedMeanwhileMessage onLoad={() => void loadCurrent()} busy={reloading} />
    ) : failure ? (
      <CompanyCallError
        error={failure.error}
        onRetry={() => void save(failure.values, { confirmed: failure.confirmed })}
        busy={sending}
      />
    ) : salutations.status === 'failed' ? (
      <CompanyCallError error={salutations.error} onRetry={salutations.reload} />
    ) : null;

  const title = customerId ? t('company.customers.editTitle') : t('company.customers.createTitle');
  // The form waits for the customer it edits, not for the salutations (they fill in on arrival).
  const loading = existing.status === 'loading';
  const loadError = existing.status === 'failed' ? existing.error : null;
  return (
    <section className="company-screen">
      <PageTitle title={title} />
      <p>
        <Link to="/buchung/kunde">
          <FrameIcon name="back" /> {t('company.customers.backToList')}
        </Link>
      </p>
      {loadError ? <CompanyCallError error={loadError} onRetry={existing.reload} /> : null}
      {loading && !existing.data ? <LoadingIndicator showLabel /> : null}
      {!loading && !loadError ? (
        <CustomerForm
          key={`${existing.data?.kundeStamm.id ?? 'new'}-${round}`}
          keepAs={`customer-${existing.data?.kundeStamm.id ?? 'new'}`}
          defaultValues={existing.data ? customerFormValuesOf(existing.data) : EMPTY_CUSTOMER}
          salutations={salutations.data ?? []}
          salutationsLoading={salutations.status === 'loading'}
          submitLabel={customerId ? t('common.actions.save') : t('company.customers.createSubmit')}
          sending={sending}
          onSubmit={save}
          // Names or an e-mail address typed since: the warning keeps the customers they still match.
          onDraftChange={(values) => {
            if (!duplicates) return;
            const still = duplicatesOf(values, duplicates);
            if (still.length < duplicates.length) setDuplicates(still.length > 0 ? still : null);
          }}
          feedback={(confirm) => (
            <>
              {duplicates ? (
                <DuplicateWarning found={duplicates} busy={sending} onCreateAnyway={confirm} />
              ) : null}
              {feedback}
            </>
          )}
        />
      ) : null}
      {customerId && existing.data && !loadError ? (
        <RemoveCustomer
          customer={existing.data}
          disabled={sending || reloading}
          onRemoved={({ already }) => {
            notify(
              t(already ? 'company.customers.remove.already' : 'company.customers.remove.done'),
            );
            setParams(new URLSearchParams());
          }}
        />
      ) : null}
    </section>
  );
}
