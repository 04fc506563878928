import { memo, useDeferredValue, useEffect, type ReactNode } from 'react';
import { useForm, useFormState, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FIELD_MAX } from '../../../domain/field-rules';
import {
  AddressFields,
  EmailField,
  FirstNameField,
  LastNameField,
  PhoneField,
} from '../../../ui/service-form/common-fields';
import { CheckboxField } from '../../../ui/service-form/checkbox-field';
import { ErrorSummary } from '../../../ui/service-form/form-feedback';
import { SelectField } from '../../../ui/service-form/select-field';
import { TextField } from '../../../ui/service-form/form-field';
import { fieldBinder } from '../../../ui/service-form/use-service-form';
import {
  tripDetailsSchema,
  type BookedPickups,
  type TripDetailsFormValues,
} from './trip-details-schema';
import { LegInputs } from '../../../ui/ride-form/leg-inputs';
import { useDraftUpdates } from '../../../ui/use-draft-updates';
import { errorPaths } from '../../../ui/error-paths';
import { useFocusFirstInvalid } from '../../../ui/use-focus-first-invalid';
import { useKeptMessages, useSummaryCount } from '../../../ui/use-kept-messages';
import { StepActions } from './step-actions';
import { tripPreviewOf, type TripPreview } from './trip-preview';
import { StepLoading } from './step-body';
import './booking.css';

export interface TripDetailsFormProps {
  defaultValues: TripDetailsFormValues;
  salutations: { id: number; name: string }[];
  /** The salutations are still on their way: the form is typed meanwhile. */
  salutationsLoading?: boolean;
  direction: 'zumFlughafen' | 'vomFlughafen';
  onSubmit: (values: TripDetailsFormValues) => void;
  onBack?: () => void;
  /** From the flow machine (`snapshot.can`): false disables the submit button. */
  canSubmit?: boolean;
  /** The submit button's text when it is not "Weiter". */
  submitLabel?: string;
  /**
   * Typed but not submitted values, to keep them for a reload or a return to the step: called
   * `draftDelay` ms after the last change, when the page is hidden (reload, tab closed) and when
   * the form goes (leaving the step), never after a valid submit.
   * Restore them by passing them as `defaultValues`.
   */
  onDraftChange?: (values: TripDetailsFormValues) => void;
  draftDelay?: number;
  /**
   * The return ride, place and outbound time as they stand (the complete ones): at once and on
   * every change, for the running total and the request shown above the form.
   */
  onTripChange?: (trip: TripPreview) => void;
  /** The person is a passenger someone books for (a company's), not the one filling in the form. */
  forPassenger?: boolean;
  /**
   * The step's own fields, drawn first inside the form (a company's cost centre): Enter in them
   * sends the form, and the line about required fields comes before them.
   */
  leadingFields?: ReactNode;
  /** The pickups as booked, for a booking already made (only a moved one needs the lead time). */
  booked?: BookedPickups;
  /**
   * Values laid onto the form from outside (a passenger picked above it), computed from the
   * values it holds; then `focus` gets the focus. A new object for each fill.
   */
  fill?: TripDetailsFill | null;
}

export interface TripDetailsFill {
  values: (current: TripDetailsFormValues) => Partial<TripDetailsFormValues>;
  focus: keyof TripDetailsFormValues;
}

const PREVIEWED = ['mitRueckfahrt', 'plz', 'ort', 'hinfahrt.datum', 'hinfahrt.zeit'] as const;

/**
 * Tells `onChange` the previewed fields as they are typed. A component of its own: watching them
 * re-renders only it, not the whole form, on every key.
 */
function TripWatch({
  control,
  onChange,
}: {
  control: Control<TripDetailsFormValues>;
  onChange: (trip: TripPreview) => void;
}) {
  const [withReturn, plz, ort, datum, zeit] = useWatch({ control, name: PREVIEWED });
  useEffect(
    () => onChange(tripPreviewOf({ withReturn, plz, ort, datum, zeit })),
    [withReturn, plz, ort, datum, zeit, onChange],
  );
  return null;
}

/**
 * Customer, address, outbound leg and an optional return leg, checked with the shared zod
 * schema. Invalid input keeps every value; the first invalid field gets focus and a summary
 * announces how many fields need attention.
 */
export function TripDetailsForm({
  defaultValues,
  salutations,
  salutationsLoading = false,
  direction,
  onSubmit,
  onBack,
  canSubmit = true,
  submitLabel,
  onDraftChange,
  draftDelay = 300,
  onTripChange,
  forPassenger = false,
  leadingFields = null,
  booked,
  fill = null,
}: TripDetailsFormProps) {
  const { t } = useTranslation();
  const form = useForm<TripDetailsFormValues>({
    defaultValues,
    resolver: zodResolver(tripDetailsSchema({ booked })),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { handleSubmit, watch } = form;
  const formRef = useFocusFirstInvalid(form.control);
  const cancelDraft = useDraftUpdates(watch, onDraftChange, draftDelay);
  const [errorCount, setErrorCount] = useSummaryCount(
    useKeptMessages('booking-trip-details', form),
  );
  const withReturn = watch('mitRueckfahrt');
  // react-hook-form renders this component again as soon as it is mounted, synchronously (a
  // layout effect), and that render takes every pending effect of the mount with it. Mounted
  // together with the fields, the whole form would be one long task; so the form mounts first,
  // and the fields follow in a deferred render that React slices (the step's spinner meanwhile).
  const fieldsShown = useDeferredValue(true, false);
  useEffect(() => {
    if (!fill) return;
    const values = fill.values(form.getValues());
    const { isSubmitted } = form.formState;
    for (const [name, value] of Object.entries(values))
      // Checked again only once the form has shown its messages (as typing does then).
      form.setValue(name as keyof TripDetailsFormValues, value as string, {
        shouldDirty: true,
        shouldValidate: isSubmitted,
      });
    form.setFocus(fill.focus);
  }, [fill, form]);

  const submit = handleSubmit(
    (values) => {
      setErrorCount(0);
      cancelDraft();
      onSubmit(values);
    },
    (invalid) => setErrorCount(errorPaths(invalid).length),
  );

  return (
    <form
      ref={formRef}
      className="sf-form booking-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {onTripChange ? <TripWatch control={form.control} onChange={onTripChange} /> : null}
      {fieldsShown ? (
        <>
          <p className="text-muted">{t('common.requiredHint')}</p>
          {leadingFields}
          <TripDetailsFields
            form={form}
            salutations={salutations}
            salutationsLoading={salutationsLoading}
            direction={direction}
            withReturn={withReturn}
            forPassenger={forPassenger}
          />
          <ErrorSummary
            message={errorCount > 0 ? t('validation.summary', { count: errorCount }) : null}
          />
          <StepActions
            onBack={onBack}
            nextDisabled={!canSubmit}
            {...(submitLabel ? { nextLabel: submitLabel } : {})}
          />
        </>
      ) : (
        <StepLoading />
      )}
    </form>
  );
}

interface TripDetailsFieldsProps {
  form: UseFormReturn<TripDetailsFormValues>;
  salutations: TripDetailsFormProps['salutations'];
  salutationsLoading: boolean;
  direction: TripDetailsFormProps['direction'];
  withReturn: boolean;
  forPassenger: boolean;
}

/**
 * The form's fields, apart from the component that calls useForm and memoised: that component's
 * renders (react-hook-form's right after mounting, the step's on every snapshot of the booking
 * machine) stop here. useFormState renders the fields again when a message comes or goes.
 */
const TripDetailsFields = memo(function TripDetailsFields({
  form,
  salutations,
  salutationsLoading,
  direction,
  withReturn,
  forPassenger,
}: TripDetailsFieldsProps) {
  const { t } = useTranslation();
  const { register, control } = form;
  const formState = useFormState({ control });
  const { errors } = formState;
  const bind = fieldBinder<TripDetailsFormValues>({ register, control, formState });
  const addressLegend =
    direction === 'zumFlughafen'
      ? t('booking.tripDetails.pickupAddress')
      : t('booking.tripDetails.dropoffAddress');
  return (
    <>
      <fieldset className="sf-fieldset">
        <legend>
          {forPassenger ? t('booking.tripDetails.passenger') : t('booking.tripDetails.customer')}
        </legend>
        <SelectField
          label={t('common.fields.salutation')}
          required
          {...bind('anredeId')}
          emptyLabel={t('booking.tripDetails.chooseSalutation')}
          options={salutations.map((s) => ({ value: String(s.id), label: s.name }))}
          loading={salutationsLoading}
        />
        <span aria-hidden="true" className="booking-form__spacer" />
        <FirstNameField {...bind('vorname')} required max={FIELD_MAX.vorname} />
        <LastNameField {...bind('name')} required max={FIELD_MAX.name} />
        <TextField
          className="sf-span-2"
          label={t('booking.tripDetails.co')}
          registration={register('co')}
          error={errors.co?.message}
          max={FIELD_MAX.co}
          hint={t('booking.tripDetails.coHint')}
        />
        <EmailField {...bind('email')} required max={FIELD_MAX.email} />
        <TextField
          label={t('common.fields.mobile')}
          type="tel"
          inputMode="tel"
          required
          registration={register('mobil')}
          error={errors.mobil?.message}
          max={FIELD_MAX.mobil}
          autoComplete="tel"
        />
        {/* The browser fills `tel` into the mobile number above; this one stays for the user. */}
        <PhoneField {...bind('telefon')} max={FIELD_MAX.telefon} autoComplete={undefined} />
      </fieldset>

      <fieldset className="sf-fieldset">
        <legend>{addressLegend}</legend>
        <AddressFields
          field={bind}
          limits={FIELD_MAX}
          district={{ binding: bind('ortsteil'), max: FIELD_MAX.ortsteil }}
        />
      </fieldset>

      <fieldset className="sf-fieldset">
        <legend>{t('booking.tripDetails.outbound')}</legend>
        <LegInputs control={control} register={register} path={(field) => `hinfahrt.${field}`} />
      </fieldset>

      <CheckboxField label={t('booking.tripDetails.withReturn')} {...bind('mitRueckfahrt')} />

      {withReturn ? (
        <fieldset className="sf-fieldset">
          <legend>{t('booking.tripDetails.return')}</legend>
          <LegInputs
            control={control}
            register={register}
            path={(field) => `rueckfahrt.${field}`}
          />
        </fieldset>
      ) : null}
    </>
  );
});
