import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/button';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalDateTimeField } from '../../../ui/booking/local-date-time-field';
import { rideFilterSchema, SORTS, STATUSES, type RideFilterValues } from './ride-filter';

/**
 * The search and filters of the booked rides. The dates are typed in the site's language
 * (a native date input would follow the browser's locale); a date that cannot be read gets its
 * message at the field instead of an unfiltered list.
 */
export function RideFilterForm({
  defaultValues,
  onSearch,
  onReset,
}: {
  defaultValues: RideFilterValues;
  onSearch: (filter: RideFilterValues) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const ids = { search: useId(), status: useId(), sort: useId() };
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RideFilterValues>({
    defaultValues,
    resolver: zodResolver(rideFilterSchema),
    shouldFocusError: true,
  });
  return (
    <form
      className="company-filter"
      noValidate
      onSubmit={(event) => void handleSubmit(onSearch)(event)}
      role="search"
      aria-label={t('company.rides.filterLabel')}
    >
      <div className="company-filter__field company-filter__field--wide">
        <label htmlFor={ids.search}>{t('company.rides.search')}</label>
        <input
          id={ids.search}
          type="search"
          className="p-inputtext p-component"
          maxLength={100}
          aria-describedby={`${ids.search}-hint`}
          {...register('suche')}
        />
        <small id={`${ids.search}-hint`} className="company-hint">
          {t('company.rides.searchHint')}
        </small>
      </div>
      <LocalDateTimeField
        kind="date"
        control={control}
        name="von"
        label={t('company.rides.from')}
        error={errors.von?.message}
      />
      <LocalDateTimeField
        kind="date"
        control={control}
        name="bis"
        label={t('company.rides.to')}
        error={errors.bis?.message}
      />
      <div className="company-filter__field">
        <label htmlFor={ids.status}>{t('company.rides.status')}</label>
        <select id={ids.status} className="p-inputtext p-component" {...register('status')}>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`company.rides.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="company-filter__field">
        <label htmlFor={ids.sort}>{t('company.rides.sort')}</label>
        <select id={ids.sort} className="p-inputtext p-component" {...register('sortierung')}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`company.rides.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="company-filter__actions">
        <Button type="submit" label={t('common.actions.search')} icon="pi pi-search" />
        <Button type="button" label={t('common.actions.reset')} text onClick={onReset} />
      </div>
    </form>
  );
}
