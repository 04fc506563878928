import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/button';
import { FrameIcon } from '../../../ui/frame-icon';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useFocusFirstInvalid } from '../../../ui/use-focus-first-invalid';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX as MAX } from '../../../domain/field-rules';
import {
  AddressFields,
  EmailField,
  FirstNameField,
  LastNameField,
  PhoneField,
} from '../../../ui/service-form/common-fields';
import { applyServerFieldErrors } from '../../../ui/service-form/server-errors';
import { ErrorSummary } from '../../../ui/service-form/form-feedback';
import { useKeptTyping } from '../../../ui/use-kept-typing';
import { useDraftUpdates } from '../../../ui/use-draft-updates';
import { fieldBinder } from '../../../ui/service-form/use-service-form';
import { SelectField } from '../../../ui/service-form/select-field';
import { TextField } from '../../../ui/service-form/form-field';
import {
  customerFieldOf,
  customerFormSchema,
  passengerFormSchema,
  type CustomerFormValues,
} from './customer-schema';

export interface CustomerFormProps {
  defaultValues: CustomerFormValues;
  salutations: { id: number; name: string }[];
  /** The salutations are still on their way: the form is usable, the choice fills in on arrival. */
  salutationsLoading?: boolean;
  submitLabel: string;
  /** `next`: the form is a wizard step, its button moves on (arrow like the other steps' "Weiter"). */
  submitKind?: 'save' | 'next';
  sending: boolean;
  /**
   * Resolves with the server's field errors when it refused the values. `confirmed`: sent by the
   * feedback's `confirm` (e.g. "Trotzdem anlegen" after a warning), not by the submit button.
   */
  onSubmit: (
    values: CustomerFormValues,
    how: { confirmed: boolean },
  ) => Promise<{ path: string; code: string }[] | void>;
  onCancel?: () => void;
  /**
   * Shown between the fields and the buttons (e.g. a failed call with retry). As a function it is
   * given `confirm`, which checks and submits the values as typed now, as `confirmed`.
   */
  feedback?: ReactNode | ((confirm: () => void) => ReactNode);
  /** Keeps what was typed over a language switch under this name (useKeptTyping). */
  keepAs?: string;
  /**
   * Typed but not sent values, to keep them for a reload or a return to the step: called a moment
   * after the last change, when the page is hidden and when the form goes, never after a send
   * (useDraftUpdates). Restore them by passing them as `defaultValues`.
   */
  onDraftChange?: (values: CustomerFormValues) => void;
  /** `passenger`: the booking wizard's passenger, whose salutation is required (as in its trip details). */
  purpose?: 'customer' | 'passenger';
}

const DRAFT_DELAY_MS = 300;

/** A passenger of the company: name, contact, cost centre, department and address. */
export function CustomerForm({
  defaultValues,
  salutations,
  salutationsLoading = false,
  submitLabel,
  submitKind = 'save',
  sending,
  onSubmit,
  onCancel,
  feedback,
  keepAs,
  onDraftChange,
  purpose = 'customer',
}: CustomerFormProps) {
  const { t } = useTranslation();
  const form = useForm<CustomerFormValues>({
    defaultValues,
    resolver: zodResolver(purpose === 'passenger' ? passengerFormSchema : customerFormSchema),
    shouldFocusError: false,
  });
  const formRef = useFocusFirstInvalid(form.control);
  const {
    handleSubmit,
    setError,
    formState: { errors, submitCount, isValid },
  } = form;
  const bind = fieldBinder(form);
  const messagesBack = useKeptTyping(keepAs ?? null, form);
  const cancelDraft = useDraftUpdates(form.watch, onDraftChange, DRAFT_DELAY_MS);
  const submitAs = (confirmed: boolean) =>
    handleSubmit(async (values) => {
      cancelDraft();
      const fieldErrors = await onSubmit(values, { confirmed });
      if (fieldErrors) applyServerFieldErrors(fieldErrors, setError, customerFieldOf);
    });
  const submit = submitAs(false);
  const confirm = submitAs(true);
  const invalidCount = Object.keys(errors).length;
  return (
    <form ref={formRef} className="sf-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="company-muted">{t('common.requiredHint')}</p>
      <fieldset className="sf-fieldset">
        <legend>{t('company.customers.person')}</legend>
        <SelectField
          label={t('common.fields.salutation')}
          required={purpose === 'passenger'}
          {...bind('anredeId')}
          emptyLabel={
            purpose === 'passenger'
              ? t('booking.tripDetails.chooseSalutation')
              : t('common.fields.salutationNone')
          }
          loading={salutationsLoading}
          options={salutations.map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <FirstNameField {...bind('vorname')} required max={MAX.vorname} autoComplete="off" />
        <LastNameField {...bind('name')} required max={MAX.name} autoComplete="off" />
        <TextField label={t('company.customers.co')} {...bind('co')} max={MAX.co} />
        <EmailField {...bind('email')} max={MAX.email} autoComplete="off" />
        <PhoneField
          label={t('common.fields.mobile')}
          {...bind('mobil')}
          max={MAX.mobil}
          autoComplete="off"
        />
        <PhoneField {...bind('telefon')} max={MAX.telefon} autoComplete="off" />
      </fieldset>
      <fieldset className="sf-fieldset">
        <legend>{t('company.customers.organisation')}</legend>
        <TextField label={t('company.fields.kst')} {...bind('kst')} max={MAX.kst} />
        <TextField label={t('company.fields.bereich')} {...bind('bereich')} max={MAX.bereich} />
      </fieldset>
      <fieldset className="sf-fieldset">
        <legend>{t('company.customers.address')}</legend>
        <AddressFields
          section="section-passenger"
          field={bind}
          limits={MAX}
          required={false}
          district={{ binding: bind('ortsteil'), max: MAX.ortsteil }}
        />
      </fieldset>
      <ErrorSummary
        message={
          (submitCount > 0 || messagesBack > 0) && !isValid && invalidCount > 0
            ? t('validation.summary', { count: invalidCount })
            : null
        }
      />
      {typeof feedback === 'function' ? feedback(() => void confirm()) : feedback}
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
          icon={<FrameIcon name={submitKind === 'next' ? 'next' : 'check'} />}
          iconPos={submitKind === 'next' ? 'right' : 'left'}
          loading={sending}
          disabled={sending}
        />
      </div>
    </form>
  );
}
