import { Button } from 'primereact/button';
import type { Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { Receipt } from '../../api/contact';
import { registerCompany } from '../../api/company';
import {
  CheckboxField,
  FormStatus,
  NewWindowLink,
  PrintableConfirmation,
  SelectField,
  TextAreaField,
  TextField,
  useServiceForm,
} from '../../ui/service-form';
import { RegistrationConfirmation } from './registration-confirmation';
import {
  COUNTRIES,
  REGISTRATION_LIMITS,
  registrationDefaults,
  registrationSchema,
  toRegistration,
  type Registration,
  type RegistrationFormOutput,
  type RegistrationFormValues,
} from './registration-schema';
import { useSalutations, type SalutationOption } from './use-salutations';

/** API paths -> form fields: `rechnungsadresse.*` is `rechnung.*` on the form. */
function toField(path: string): Path<RegistrationFormValues> | null {
  const [head, tail, ...rest] = path.split('.');
  if (rest.length > 0 || !head) return null;
  if (head === 'bemerkung' || head === 'einwilligungDatenschutz') return head;
  if (!tail) return null;
  if (head === 'firma' && tail in registrationDefaults.firma)
    return `firma.${tail}` as Path<RegistrationFormValues>;
  if (head === 'ansprechpartner' && tail in registrationDefaults.ansprechpartner)
    return `ansprechpartner.${tail}` as Path<RegistrationFormValues>;
  if (head === 'rechnungsadresse' && tail in registrationDefaults.rechnung)
    return `rechnung.${tail}` as Path<RegistrationFormValues>;
  return null;
}

export interface RegistrationFormProps {
  send?: (registration: Registration) => Promise<Receipt>;
  salutations?: SalutationOption[];
}

export function RegistrationForm({
  send = registerCompany,
  salutations: givenSalutations,
}: RegistrationFormProps) {
  const { t } = useTranslation();
  const loadedSalutations = useSalutations(givenSalutations === undefined);
  const salutations = givenSalutations ?? loadedSalutations;
  const { form, submission, failure, invalidCount, onSubmit, onRetry, sending } = useServiceForm({
    schema: registrationSchema,
    defaultValues: registrationDefaults,
    send: async (values: RegistrationFormOutput) => ({
      values,
      receipt: await send(toRegistration(values)),
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
        title={t('registration.confirmation.title')}
        printLabel={t('common.actions.print')}
      >
        <RegistrationConfirmation values={values} receipt={receipt} />
      </PrintableConfirmation>
    );
  }

  const differentBilling = watch('abweichendeRechnung');
  const noteLength = watch('bemerkung')?.length ?? 0;
  const firma = errors.firma;
  const person = errors.ansprechpartner;
  const billing = errors.rechnung;

  return (
    <form
      className="sf-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="registration-form-title"
    >
      <h2 id="registration-form-title" className="sf-visually-hidden">
        {t('registration.formTitle')}
      </h2>
      <p className="sf-hint">{t('common.requiredHint')}</p>
      <fieldset className="sf-fieldset">
        <legend>{t('registration.sections.company')}</legend>
        <TextField
          label={t('registration.fields.companyName')}
          registration={register('firma.name')}
          error={firma?.name?.message}
          max={REGISTRATION_LIMITS.firmaName}
          required
          autoComplete="organization"
          className="sf-span-2"
        />
        <TextField
          label={t('registration.fields.companyName2')}
          registration={register('firma.name2')}
          error={firma?.name2?.message}
          max={REGISTRATION_LIMITS.firmaName2}
          hint={t('registration.hints.companyName2')}
          className="sf-span-2"
        />
        <TextField
          label={t('common.fields.street')}
          registration={register('firma.strasse')}
          error={firma?.strasse?.message}
          max={REGISTRATION_LIMITS.strasse}
          required
          autoComplete="section-company street-address"
          className="sf-span-2"
        />
        <SelectField
          label={t('registration.fields.country')}
          registration={register('firma.land')}
          error={firma?.land?.message}
          required
          autoComplete="section-company country"
          options={COUNTRIES.map((code) => ({
            value: code,
            label: t(`registration.countries.${code}`),
          }))}
          className="sf-span-2"
        />
        <TextField
          label={t('common.fields.postcode')}
          registration={register('firma.plz')}
          error={firma?.plz?.message}
          required
          inputMode="numeric"
          autoComplete="section-company postal-code"
        />
        <TextField
          label={t('common.fields.city')}
          registration={register('firma.ort')}
          error={firma?.ort?.message}
          max={REGISTRATION_LIMITS.ort}
          required
          autoComplete="section-company address-level2"
        />
        <TextField
          label={t('registration.fields.companyPhone')}
          type="tel"
          registration={register('firma.telefon')}
          error={firma?.telefon?.message}
          max={30}
          required
          autoComplete="section-company tel"
          inputMode="tel"
        />
        <TextField
          label={t('registration.fields.companyEmail')}
          type="email"
          registration={register('firma.email')}
          error={firma?.email?.message}
          max={254}
          required
          autoComplete="section-company email"
          inputMode="email"
        />
        <TextField
          label={t('registration.fields.vatId')}
          registration={register('firma.ustId')}
          error={firma?.ustId?.message}
          max={20}
          hint={t('registration.hints.vatId')}
          className="sf-span-2"
        />
      </fieldset>

      <fieldset className="sf-fieldset">
        <legend>{t('registration.sections.person')}</legend>
        <SelectField
          label={t('common.fields.salutation')}
          registration={register('ansprechpartner.anredeId')}
          error={person?.anredeId?.message}
          emptyLabel={t('registration.salutationNone')}
          autoComplete="honorific-prefix"
          options={salutations.map((option) => ({ value: String(option.id), label: option.name }))}
          className="sf-span-2"
        />
        <TextField
          label={t('common.fields.firstName')}
          registration={register('ansprechpartner.vorname')}
          error={person?.vorname?.message}
          max={REGISTRATION_LIMITS.vorname}
          required
          autoComplete="given-name"
        />
        <TextField
          label={t('common.fields.lastName')}
          registration={register('ansprechpartner.name')}
          error={person?.name?.message}
          max={REGISTRATION_LIMITS.name}
          required
          autoComplete="family-name"
        />
        <TextField
          label={t('registration.fields.position')}
          registration={register('ansprechpartner.position')}
          error={person?.position?.message}
          max={REGISTRATION_LIMITS.position}
          autoComplete="organization-title"
          className="sf-span-2"
        />
        <TextField
          label={t('common.fields.email')}
          type="email"
          registration={register('ansprechpartner.email')}
          error={person?.email?.message}
          max={254}
          required
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          label={t('common.fields.phone')}
          type="tel"
          registration={register('ansprechpartner.telefon')}
          error={person?.telefon?.message}
          max={30}
          required
          autoComplete="tel"
          inputMode="tel"
        />
      </fieldset>

      <fieldset className="sf-fieldset">
        <legend>{t('registration.sections.billing')}</legend>
        <div className="sf-span-2">
          <CheckboxField
            registration={register('abweichendeRechnung')}
            label={t('registration.fields.differentBilling')}
          />
        </div>
        {differentBilling ? (
          <>
            <TextField
              label={t('registration.fields.billingName')}
              registration={register('rechnung.name')}
              error={billing?.name?.message}
              max={REGISTRATION_LIMITS.firmaName}
              required
              autoComplete="section-billing billing organization"
              className="sf-span-2"
            />
            <TextField
              label={t('common.fields.street')}
              registration={register('rechnung.strasse')}
              error={billing?.strasse?.message}
              max={REGISTRATION_LIMITS.strasse}
              required
              autoComplete="section-billing billing street-address"
              className="sf-span-2"
            />
            <TextField
              label={t('common.fields.postcode')}
              registration={register('rechnung.plz')}
              error={billing?.plz?.message}
              required
              inputMode="numeric"
              autoComplete="section-billing billing postal-code"
            />
            <TextField
              label={t('common.fields.city')}
              registration={register('rechnung.ort')}
              error={billing?.ort?.message}
              max={REGISTRATION_LIMITS.ort}
              required
              autoComplete="section-billing billing address-level2"
            />
            <TextField
              label={t('registration.fields.billingEmail')}
              type="email"
              registration={register('rechnung.email')}
              error={billing?.email?.message}
              max={254}
              hint={t('registration.hints.billingEmail')}
              autoComplete="section-billing billing email"
              inputMode="email"
              className="sf-span-2"
            />
          </>
        ) : (
          <p className="sf-hint sf-span-2 registration-billing-note">
            {t('registration.hints.billingSame')}
          </p>
        )}
      </fieldset>

      <TextAreaField
        label={t('registration.fields.note')}
        registration={register('bemerkung')}
        error={errors.bemerkung?.message}
        max={REGISTRATION_LIMITS.bemerkung}
        length={noteLength}
        counterText={t('registration.counter', {
          count: noteLength,
          max: REGISTRATION_LIMITS.bemerkung,
        })}
        hint={t('registration.hints.note')}
        rows={4}
      />
      <CheckboxField
        registration={register('einwilligungDatenschutz')}
        error={errors.einwilligungDatenschutz?.message}
        required
        label={
          <Trans
            i18nKey="registration.consent"
            components={{ privacy: <NewWindowLink href="/datenschutz" /> }}
          />
        }
      />
      <FormStatus
        invalidCount={invalidCount}
        failure={failure}
        sending={sending}
        onRetry={onRetry}
        serverErrorText={t('registration.errors.sendFailed')}
        throttledText={t('registration.errors.throttled')}
      />
      <div className="sf-actions">
        <Button
          type="submit"
          label={sending ? t('common.status.sending') : t('registration.submit')}
          icon="pi pi-user-plus"
          loading={sending}
          disabled={sending}
        />
      </div>
    </form>
  );
}
