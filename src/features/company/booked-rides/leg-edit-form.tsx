import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocalDateTimeField } from '../../../ui/booking/local-date-time-field';
import { applyServerFieldErrors, RadioGroupField, TextField } from '../../../ui/service-form';
import { legEditSchema, type LegEditValues } from './leg-form-schema';

interface LegEditFormProps {
  defaultValues: LegEditValues;
  legend: string;
  saving: boolean;
  onSave: (
    values: LegEditValues,
  ) => Promise<{ fieldErrors?: { path: string; code: string }[] } | void>;
  onCancel: () => void;
}

/** Change one leg: date, time, flight, luggage, a further address and the address. */
export function LegEditForm({ defaultValues, legend, saving, onSave, onCancel }: LegEditFormProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LegEditValues>({
    defaultValues,
    resolver: zodResolver(legEditSchema()),
    shouldFocusError: true,
  });
  const submit = handleSubmit(async (values) => {
    const result = await onSave(values);
    if (result?.fieldErrors) {
      // hinfahrt.zeit / rueckfahrt.buchungAdresse.plz -> the form's own field names
      applyServerFieldErrors(result.fieldErrors, setError, (path) => {
        const field = path.split('.').pop() as keyof LegEditValues | undefined;
        return field && field in defaultValues ? field : null;
      });
    }
  });
  return (
    <form className="sf-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="sf-fieldset">
        <legend>{legend}</legend>
        {/* In the site's language: a native date or time input follows the browser's locale. */}
        <LocalDateTimeField
          kind="date"
          control={control}
          name="datum"
          label={t('company.edit.date')}
          required
          error={errors.datum?.message}
        />
        <LocalDateTimeField
          kind="time"
          control={control}
          name="zeit"
          label={t('company.edit.time')}
          required
          error={errors.zeit?.message}
        />
        <RadioGroupField
          className="sf-span-2"
          legend={t('company.edit.timeKind')}
          name="zeitArt"
          registration={register('zeitArt')}
          options={[
            { value: 'fest', label: t('company.edit.fixedTime') },
            { value: 'flug', label: t('company.edit.flightTime') },
          ]}
        />
        <TextField
          label={t('common.fields.flightNumber')}
          registration={register('flugnummer')}
          error={errors.flugnummer?.message}
          max={10}
        />
        <TextField
          label={t('common.fields.luggage')}
          inputMode="numeric"
          required
          registration={register('gepaeckstck')}
          error={errors.gepaeckstck?.message}
          min={0}
          max={20}
        />
        <TextField
          className="sf-span-2"
          label={t('company.edit.furtherAddress')}
          registration={register('weitereAdresse')}
          error={errors.weitereAdresse?.message}
          max={200}
        />
        <TextField
          className="sf-span-2"
          label={t('common.fields.street')}
          required
          registration={register('strasse')}
          error={errors.strasse?.message}
          max={120}
        />
        <TextField
          label={t('common.fields.postcode')}
          inputMode="numeric"
          required
          registration={register('plz')}
          error={errors.plz?.message}
        />
        <TextField
          label={t('common.fields.city')}
          required
          registration={register('ort')}
          error={errors.ort?.message}
          max={80}
        />
        <TextField
          label={t('common.fields.district')}
          registration={register('ortsteil')}
          error={errors.ortsteil?.message}
          max={80}
        />
      </fieldset>
      <div className="company-actions">
        <Button
          type="button"
          label={t('common.actions.cancel')}
          outlined
          onClick={onCancel}
          disabled={saving}
        />
        <Button
          type="submit"
          label={t('common.actions.save')}
          icon="pi pi-check"
          loading={saving}
          disabled={saving}
        />
      </div>
    </form>
  );
}
