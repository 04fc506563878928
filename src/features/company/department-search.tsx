import { Button } from '../../ui/button';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useKeptTyping } from '../../ui/use-kept-typing';

export interface DepartmentQuery {
  bereich: string;
  suche: string;
}

/** Field limits of /Kunde/SucheMitBereich/. */
const MAX = { bereich: 60, suche: 100 } as const;

/**
 * Search of the company's customers by department and text (customers tab, passenger picker).
 * Values come back trimmed and within the server's limits. The fields follow `query` when it
 * changes (back, reset) in place: a form drawn anew would drop the focus of the button pressed.
 */
export function DepartmentSearch({
  label,
  query,
  onSearch,
  onReset,
  keepAs,
}: {
  label: string;
  query: DepartmentQuery;
  onSearch: (query: DepartmentQuery) => void;
  onReset?: () => void;
  /** The name what is typed and not searched yet is kept under over a language switch. */
  keepAs: string;
}) {
  const { t } = useTranslation();
  const ids = { bereich: useId(), suche: useId() };
  const form = useForm<DepartmentQuery>({
    values: { bereich: query.bereich, suche: query.suche },
  });
  const { register, handleSubmit } = form;
  useKeptTyping(keepAs, form);
  const submit = handleSubmit(({ bereich, suche }) =>
    onSearch({
      bereich: bereich.trim().slice(0, MAX.bereich),
      suche: suche.trim().slice(0, MAX.suche),
    }),
  );
  return (
    <form
      className="company-filter"
      role="search"
      aria-label={label}
      onSubmit={(event) => void submit(event)}
    >
      <div className="company-filter__field">
        <label htmlFor={ids.bereich}>{t('company.fields.bereich')}</label>
        <input
          id={ids.bereich}
          className="p-inputtext p-component"
          maxLength={MAX.bereich}
          {...register('bereich')}
        />
      </div>
      <div className="company-filter__field company-filter__field--wide">
        <label htmlFor={ids.suche}>{t('company.customers.search')}</label>
        <input
          id={ids.suche}
          type="search"
          className="p-inputtext p-component"
          maxLength={MAX.suche}
          aria-describedby={`${ids.suche}-hint`}
          {...register('suche')}
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
