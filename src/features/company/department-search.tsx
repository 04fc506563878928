import { Button } from '../../ui/button';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface DepartmentQuery {
  bereich: string;
  suche: string;
}

/** Field limits of /Kunde/SucheMitBereich/. */
const MAX = { bereich: 60, suche: 100 } as const;

/**
 * Search of the company's customers by department and text (customers tab, passenger picker).
 * Values come back trimmed and within the server's limits.
 */
export function DepartmentSearch({
  label,
  query,
  onSearch,
  onReset,
}: {
  label: string;
  query: DepartmentQuery;
  onSearch: (query: DepartmentQuery) => void;
  onReset?: () => void;
}) {
  const { t } = useTranslation();
  const ids = { bereich: useId(), suche: useId() };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: keyof DepartmentQuery) =>
      String(data.get(name) ?? '')
        .trim()
        .slice(0, MAX[name]);
    onSearch({ bereich: value('bereich'), suche: value('suche') });
  };
  return (
    <form className="company-filter" role="search" aria-label={label} onSubmit={submit}>
      <div className="company-filter__field">
        <label htmlFor={ids.bereich}>{t('company.fields.bereich')}</label>
        <input
          id={ids.bereich}
          name="bereich"
          className="p-inputtext p-component"
          defaultValue={query.bereich}
          maxLength={MAX.bereich}
        />
      </div>
      <div className="company-filter__field company-filter__field--wide">
        <label htmlFor={ids.suche}>{t('company.customers.search')}</label>
        <input
          id={ids.suche}
          name="suche"
          type="search"
          className="p-inputtext p-component"
          defaultValue={query.suche}
          maxLength={MAX.suche}
          aria-describedby={`${ids.suche}-hint`}
        />
        <small id={`${ids.suche}-hint`} className="company-hint">
          {t('company.customers.searchHint')}
        </small>
      </div>
      <div className="company-filter__actions">
        <Button type="submit" label={t('common.actions.search')} icon="pi pi-search" />
        {onReset ? (
          <Button type="button" label={t('common.actions.reset')} text onClick={onReset} />
        ) : null}
      </div>
    </form>
  );
}
