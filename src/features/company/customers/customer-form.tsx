import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/button';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  applyServerFieldErrors,
  ErrorSummary,
  SelectField,
  TextField,
} from '../../../ui/service-form';
import { customerFieldOf, customerFormSchema, type CustomerFormValues } from './customer-schema';

export interface CustomerFormProps {
  defaultValues: CustomerFormValues;
  salutations: { id: number; name: string }[];
  submitLabel: string;
  /** `next`: the form is a wizard step, its button moves on (arrow like the other steps' "Weiter"). */
  submitKind?: 'save' | 'next';
  sending: boolean;
  /** Resolves with the server's field errors when it refused the values. */
  onSubmit: (values: CustomerFormValues) => Promise<{ path: string; code: string }[] | void>;
  onCancel?: () => void;
  /** Shown between the fields and the buttons (e.g. a failed call with retry). */
  feedback?: ReactNode;
}

/** A passenger of the company: name, contact, cost centre, department and address. */
export function CustomerForm({
  defaultValues,
  salutations,
  submitLabel,
  submitKind = 'save',
  sending,
  onSubmit,
  onCancel,
  feedback,
}: CustomerFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount, isValid },
  } = useForm<CustomerFormValues>({
    defaultValues,
    resolver: zodResolver(customerFormSchema),
    shouldFocusError: true,
  });
  const submit = handleSubmit(async (values) => {
    const fieldErrors = await onSubmit(values);
    if (fieldErrors) applyServerFieldErrors(fieldErrors, setError, customerFieldOf);
  });
  const invalidCount = Object.keys(errors).length;
  return (
    <form className="sf-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="company-muted">{t('common.requiredHint')}</p>
      <fieldset className="sf-fieldset">
        <legend>{t('company.customers.person')}</legend>
        <SelectField
          label={t('common.fields.salutation')}
          registration={register('anredeId')}
          emptyLabel={t('company.customers.noSalutation')}
          options={salutations.map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <TextField
          label={t('common.fields.firstName')}
          required
          registration={register('vorname')}
          error={errors.vorname?.message}
          max={60}
          autoComplete="off"
        />
        <TextField
          label={t('common.fields.lastName')}
          required
          registration={register('name')}
          error={errors.name?.message}
          max={60}
        />
        <TextField
          label={t('company.customers.co')}
          registration={register('co')}
          error={errors.co?.message}
          max={60}
        />
        <TextField
          label={t('common.fields.email')}
          type="email"
          inputMode="email"
          registration={register('email')}
          error={errors.email?.message}
          max={120}
        />
        <TextField
          label={t('common.fields.mobile')}
          type="tel"
          inputMode="tel"
          registration={register('mobil')}
          error={errors.mobil?.message}
          max={30}
        />
        <TextField
          label={t('common.fields.phone')}
          type="tel"
          inputMode="tel"
          registration={register('telefon')}
          error={errors.telefon?.message}
          max={30}
        />
      </fieldset>
      <fieldset className="sf-fieldset">
        <legend>{t('company.customers.organisation')}</legend>
        <TextField
          label={t('company.fields.kst')}
          registration={register('kst')}
          error={errors.kst?.message}
          max={30}
        />
        <TextField
          label={t('company.fields.bereich')}
          registration={register('bereich')}
          error={errors.bereich?.message}
          max={60}
        />
      </fieldset>
      <fieldset className="sf-fieldset">
        <legend>{t('company.customers.address')}</legend>
        <TextField
          className="sf-span-2"
          label={t('common.fields.street')}
          registration={register('strasse')}
          error={errors.strasse?.message}
          max={120}
        />
        <TextField
          label={t('common.fields.postcode')}
          inputMode="numeric"
          registration={register('plz')}
          error={errors.plz?.message}
        />
        <TextField
          label={t('common.fields.city')}
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
      <ErrorSummary
        message={
          submitCount > 0 && !isValid && invalidCount > 0
            ? t('validation.summary', { count: invalidCount })
            : null
        }
      />
      {feedback}
      <div className="company-actions">
        {onCancel ? (
          <Button
            type="button"
            label={t('common.actions.cancel')}
            outlined
            onClick={onCancel}
            disabled={sending}
          />
        ) : null}
        <Button
          type="submit"
          label={submitLabel}
          icon={submitKind === 'next' ? 'pi pi-arrow-right' : 'pi pi-check'}
          iconPos={submitKind === 'next' ? 'right' : 'left'}
          loading={sending}
          disabled={sending}
        />
      </div>
    </form>
  );
}
