import { zodResolver } from '@hookform/resolvers/zod';
import { InputText } from 'primereact/inputtext';
import { Button } from '../../../ui/button';
import { useId } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../ui/date-time/date-time-field';
import { SelectInput } from '../../../ui/service-form/select-field';
import { useKeptTyping } from '../../../ui/use-kept-typing';
import { rideFilterSchema, SORTS, STATUSES, type RideFilterValues } from './ride-filter';

/** A filter's choice from a list, labelled like the other filters. */
function FilterChoice({
  control,
  name,
  label,
  options,
}: {
  control: Control<RideFilterValues>;
  name: 'status' | 'sortierung';
  label: string;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  const { field } = useController({ control, name });
  return (
    <div className="company-filter__field">
      <label htmlFor={id}>{label}</label>
      <SelectInput
        inputId={id}
        name={field.name}
        value={field.value}
        options={options}
        onChange={field.onChange}
        onBlur={field.onBlur}
        focusRef={field.ref}
      />
    </div>
  );
}

/**
 * The search and filters of the booked rides. The dates are typed in the site's language
 * (a native date input would follow the browser's locale); a date that cannot be read gets its
 * message at the field instead of an unfiltered list. The fields follow `values` when they
 * change (back, reset) in place: a form drawn anew would drop the focus of the button pressed.
 */
export function RideFilterForm({
  values,
  onSearch,
  onReset,
}: {
  values: RideFilterValues;
  onSearch: (filter: RideFilterValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const form = useForm<RideFilterValues>({
    values,
    resolver: zodResolver(rideFilterSchema),
    shouldFocusError: true,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  // Typed and not searched yet: kept over a language switch, as the other forms' typing is.
  useKeptTyping('ride-filter', form);
  return (
    <form
      className="company-filter"
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      role="search"
      aria-label={t('company.rides.filterLabel')}
    >
      <div className="company-filter__field company-filter__field--wide">
        <label htmlFor={searchId}>{t('company.rides.search')}</label>
        <InputText
          id={searchId}
          type="search"
          maxLength={100}
          aria-describedby={`${searchId}-hint`}
          {...register('suche')}
        />
        <small id={`${searchId}-hint`} className="company-hint">
          {t('company.rides.searchHint')}
        </small>
      </div>
      <DateTimeField
        kind="date"
        control={control}
        name="von"
        label={t('company.rides.from')}
        error={errors.von?.message}
      />
      <DateTimeField
        kind="date"
        control={control}
        name="bis"
        label={t('company.rides.to')}
        error={errors.bis?.message}
      />
      <FilterChoice
        control={control}
        name="status"
        label={t('company.rides.status')}
        options={STATUSES.map((status) => ({
          value: status,
          label: t(`company.rides.statuses.${status}`),
        }))}
      />
      <FilterChoice
        control={control}
        name="sortierung"
        label={t('company.rides.sort')}
        options={SORTS.map((sort) => ({ value: sort, label: t(`company.rides.sorts.${sort}`) }))}
      />
      <div className="company-filter__actions">
        <Button type="submit" label={t('common.actions.search')} icon="pi pi-search" />
        <Button type="button" label={t('common.actions.reset')} text onClick={onReset} />
      </div>
    </form>
  );
}
