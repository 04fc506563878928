import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../ui/button';
import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX } from '../../../domain/field-rules';
import { LegInputs } from '../../../ui/ride-form/leg-inputs';
import { AddressFields } from '../../../ui/service-form/common-fields';
import { applyServerFieldErrors } from '../../../ui/service-form/server-errors';
import { fieldBinder } from '../../../ui/service-form/use-service-form';
import { useFocusFirstInvalid } from '../../../ui/use-focus-first-invalid';
import { useSummaryCount } from '../../../ui/use-kept-messages';
import { useKeptTyping } from '../../../ui/use-kept-typing';
import { useLeaveWarning } from '../../../ui/use-leave-warning';
import { ErrorSummary } from '../../../ui/service-form/form-feedback';
import { errorPaths } from '../../../ui/error-paths';
import { legEditSchema, movesPlace, type LegEditValues, type OtherRide } from './leg-form-schema';

interface LegEditFormProps {
  defaultValues: LegEditValues;
  /** The booking's other ride that takes place: this one keeps its order to it. */
  other?: OtherRide;
  /** Keeps what was typed over a language switch under this name (useKeptTyping). */
  keepAs: string;
  legend: string;
  saving: boolean;
  /** What became of the last save (a failed call), said beside the save button. */
  failure?: ReactNode;
  onSave: (
    values: LegEditValues,
  ) => Promise<{ fieldErrors?: { path: string; code: string }[] } | void>;
  onCancel: () => void;
}

/** Change one leg: date, time, flight, luggage, a further address and the address. */
export function LegEditForm({
  defaultValues,
  other,
  legend,
  saving,
  failure,
  onSave,
  onCancel,
  keepAs,
}: LegEditFormProps) {
  const { t } = useTranslation();
  const form = useForm<LegEditValues>({
    defaultValues,
    resolver: zodResolver(legEditSchema({ booked: defaultValues, other })),
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, setFocus } = form;
  const formRef = useFocusFirstInvalid(control);
  // The form takes the place of the leg it changes: the focus goes to its first field.
  useEffect(() => setFocus('datum'), [setFocus]);
  const [errorCount, setErrorCount] = useSummaryCount(useKeptTyping(keepAs, form));
  // What was typed and not saved yet is not left behind unasked (the form's "Abbrechen" is asked).
  const leaveWarning = useLeaveWarning(form.formState.isDirty && !saving);
  const bind = fieldBinder(form);
  // Another place can mean another tariff: said before saving, at the save button.
  const [plz, ort] = useWatch({ control, name: ['plz', 'ort'] });
  const placeChanged = movesPlace({ plz, ort }, defaultValues);
  const priceHintId = useId();
  const submit = handleSubmit(
    async (values) => {
      setErrorCount(0);
      const result = await onSave(values);
      if (result?.fieldErrors) {
        // hinfahrt.zeit / rueckfahrt.buchungAdresse.plz -> the form's own field names
        applyServerFieldErrors(result.fieldErrors, setError, (path) => {
          const field = path.split('.').pop() as keyof LegEditValues | undefined;
          return field && field in defaultValues ? field : null;
        });
      }
    },
    (invalid) => setErrorCount(errorPaths(invalid).length),
  );
  return (
    <form ref={formRef} className="sf-form" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="sf-fieldset">
        <legend>{legend}</legend>
        <LegInputs control={control} register={register} path={(field) => field} />
        <AddressFields
          section="section-ride"
          field={bind}
          limits={FIELD_MAX}
          district={{ binding: bind('ortsteil'), max: FIELD_MAX.ortsteil }}
        />
      </fieldset>
      <ErrorSummary
        message={errorCount > 0 ? t('validation.summary', { count: errorCount }) : null}
      />
      {placeChanged ? (
        <p id={priceHintId} className="company-hint">
          <span className="pi pi-info-circle" aria-hidden="true" /> {t('company.edit.priceHint')}
        </p>
      ) : null}
      {failure}
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
          aria-describedby={placeChanged ? priceHintId : undefined}
        />
      </div>
      {leaveWarning}
    </form>
  );
}
