import { Button } from 'primereact/button';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { sendContactMessage, type Receipt } from '../../api/contact';
import {
  CheckboxField,
  FormStatus,
  NewWindowLink,
  PrintableConfirmation,
  RadioGroupField,
  TextAreaField,
  TextField,
  todayInBerlin,
  useServiceForm,
} from '../../ui/service-form';
import { LogisticsConfirmation } from './logistics-confirmation';
import {
  LOGISTICS_LIMITS,
  LOGISTICS_SERVICES,
  logisticsDefaults,
  logisticsSchema,
  toLogisticsRequest,
  type LogisticsFormOutput,
  type LogisticsFormValues,
  type LogisticsRequest,
} from './logistics-schema';

const ADDRESS_FIELDS = new Set(['strasse', 'plz', 'ort']);
const TOP_FIELDS = new Set(Object.keys(logisticsDefaults));

/** API paths (`abholAdresse.plz`, `name`) are the form's field names. */
function toField(path: string): Path<LogisticsFormValues> | null {
  const [head, tail] = path.split('.');
  if ((head === 'abholAdresse' || head === 'zielAdresse') && tail && ADDRESS_FIELDS.has(tail))
    return path as Path<LogisticsFormValues>;
  return head && !tail && TOP_FIELDS.has(head) ? (head as Path<LogisticsFormValues>) : null;
}

export interface LogisticsFormProps {
  send?: (request: LogisticsRequest) => Promise<Receipt>;
}

function AddressFields({
  prefix,
  legend,
  register,
  errors,
}: {
  prefix: 'abholAdresse' | 'zielAdresse';
  legend: string;
  register: UseFormRegister<LogisticsFormValues>;
  errors: FieldErrors<LogisticsFormValues>;
}) {
  const { t } = useTranslation();
  const fieldErrors = errors[prefix];
  return (
    <fieldset className="sf-fieldset">
      <legend>{legend}</legend>
      <TextField
        label={t('common.fields.street')}
        registration={register(`${prefix}.strasse`)}
        error={fieldErrors?.strasse?.message}
        max={LOGISTICS_LIMITS.strasse}
        required
        autoComplete={`section-${prefix} street-address`}
        className="sf-span-2"
      />
      <TextField
        label={t('common.fields.postcode')}
        registration={register(`${prefix}.plz`)}
        error={fieldErrors?.plz?.message}
        required
        inputMode="numeric"
        autoComplete={`section-${prefix} postal-code`}
      />
      <TextField
        label={t('common.fields.city')}
        registration={register(`${prefix}.ort`)}
        error={fieldErrors?.ort?.message}
        max={LOGISTICS_LIMITS.ort}
        required
        autoComplete={`section-${prefix} address-level2`}
      />
    </fieldset>
  );
}

export function LogisticsForm({ send = sendContactMessage }: LogisticsFormProps) {
  const { t } = useTranslation();
  const { form, submission, failure, invalidCount, onSubmit, onRetry, sending } = useServiceForm({
    schema: logisticsSchema,
    defaultValues: logisticsDefaults,
    send: async (values: LogisticsFormOutput) => ({
      values,
      receipt: await send(toLogisticsRequest(values)),
    }),
    toField,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;

  if (submission.state.status === 'done') {
    const { values, receipt } = submission.state.result;
    return (
      <PrintableConfirmation
        title={t('logistics.confirmation.title')}
        printLabel={t('common.actions.print')}
      >
        <LogisticsConfirmation values={values} receipt={receipt} />
      </PrintableConfirmation>
    );
  }

  const descriptionLength = watch('beschreibung')?.length ?? 0;

  return (
    <form className="sf-form" noValidate onSubmit={onSubmit} aria-labelledby="logistics-form-title">
      <h2 id="logistics-form-title" className="sf-visually-hidden">
        {t('logistics.formTitle')}
      </h2>
      <p className="sf-hint">{t('common.requiredHint')}</p>
      <RadioGroupField
        legend={t('logistics.fields.service')}
        name="leistung"
        registration={register('leistung')}
        error={errors.leistung?.message}
        required
        options={LOGISTICS_SERVICES.map((value) => ({
          value,
          label: t(`logistics.services.${value}.title`),
          description: t(`logistics.services.${value}.description`),
        }))}
      />
      <AddressFields
        prefix="abholAdresse"
        legend={t('logistics.sections.pickup')}
        register={register}
        errors={errors}
      />
      <AddressFields
        prefix="zielAdresse"
        legend={t('logistics.sections.delivery')}
        register={register}
        errors={errors}
      />
      <fieldset className="sf-fieldset">
        <legend>{t('logistics.sections.shipment')}</legend>
        <TextField
          label={t('logistics.fields.date')}
          type="date"
          registration={register('datum')}
          error={errors.datum?.message}
          required
          dateMin={todayInBerlin()}
        />
        <TextField
          label={t('logistics.fields.time')}
          type="time"
          registration={register('zeit')}
          error={errors.zeit?.message}
          hint={t('logistics.hints.time')}
        />
        <TextAreaField
          label={t('logistics.fields.description')}
          registration={register('beschreibung')}
          error={errors.beschreibung?.message}
          max={LOGISTICS_LIMITS.beschreibung}
          length={descriptionLength}
          counterText={t('logistics.counter', {
            count: descriptionLength,
            max: LOGISTICS_LIMITS.beschreibung,
          })}
          hint={t('logistics.hints.description')}
          required
          rows={5}
          className="sf-span-2"
        />
      </fieldset>
      <fieldset className="sf-fieldset">
        <legend>{t('logistics.sections.contact')}</legend>
        <TextField
          label={t('logistics.fields.company')}
          registration={register('firma')}
          error={errors.firma?.message}
          max={LOGISTICS_LIMITS.firma}
          autoComplete="organization"
          className="sf-span-2"
        />
        <TextField
          label={t('common.fields.firstName')}
          registration={register('vorname')}
          error={errors.vorname?.message}
          max={LOGISTICS_LIMITS.vorname}
          autoComplete="given-name"
        />
        <TextField
          label={t('common.fields.lastName')}
          registration={register('name')}
          error={errors.name?.message}
          max={LOGISTICS_LIMITS.name}
          required
          autoComplete="family-name"
        />
        <TextField
          label={t('common.fields.email')}
          type="email"
          registration={register('email')}
          error={errors.email?.message}
          max={254}
          required
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          label={t('common.fields.phone')}
          type="tel"
          registration={register('telefon')}
          error={errors.telefon?.message}
          max={30}
          required
          autoComplete="tel"
          inputMode="tel"
        />
      </fieldset>
      <CheckboxField
        registration={register('einwilligungDatenschutz')}
        error={errors.einwilligungDatenschutz?.message}
        required
        label={
          <Trans
            i18nKey="logistics.consent"
            components={{ privacy: <NewWindowLink href="/datenschutz" /> }}
          />
        }
      />
      <FormStatus
        invalidCount={invalidCount}
        failure={failure}
        sending={sending}
        onRetry={onRetry}
        serverErrorText={t('logistics.errors.sendFailed')}
        throttledText={t('logistics.errors.throttled')}
      />
      <div className="sf-actions">
        <Button
          type="submit"
          label={sending ? t('common.status.sending') : t('logistics.submit')}
          icon="pi pi-send"
          loading={sending}
          disabled={sending}
        />
      </div>
    </form>
  );
}
