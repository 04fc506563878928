import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../api/contact';
import { registerCompany } from '../../api/registration';
import {
  AddressFields,
  EmailField,
  FirstNameField,
  LastNameField,
  PhoneField,
} from '../../ui/service-form/common-fields';
import { CheckboxField } from '../../ui/service-form/checkbox-field';
import { SelectField } from '../../ui/service-form/select-field';
import { ServiceForm } from '../../ui/service-form/service-form';
import { TextField } from '../../ui/service-form/form-field';
import { TextAreaField } from '../../ui/service-form/text-area-field';
import { useServiceForm } from '../../ui/service-form/use-service-form';
import { RegistrationConfirmation } from './registration-confirmation';
import {
  COUNTRIES,
  REGISTRATION_LIMITS,
  registrationDefaults,
  registrationSchema,
  toRegistration,
  type Registration,
  type RegistrationFormValues,
} from './registration-schema';
import { getSalutations } from '../../api/customer';
import { useRemote } from '../../api/use-remote';

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
  salutations?: { id: number; name: string }[];
}

export function RegistrationForm({
  send = registerCompany,
  salutations: givenSalutations,
}: RegistrationFormProps) {
  const { t } = useTranslation();
  // Optional on this form: a failed load leaves the list empty and the user can still register.
  const loadedSalutations = useRemote('salutations', (signal) =>
    givenSalutations ? Promise.resolve(givenSalutations) : getSalutations({ signal }),
  );
  const salutations = givenSalutations ?? loadedSalutations.data ?? [];
  const service = useServiceForm({
    name: 'registration',
    schema: registrationSchema,
    defaultValues: registrationDefaults,
    send: (values) => send(toRegistration(values)),
    toField,
  });
  const { bind } = service;
  /** The company's and the billing address share their parts and limits. */
  const address = (group: 'firma' | 'rechnung', section: string) => ({
    section,
    field: (part: 'strasse' | 'plz' | 'ort') => bind(`${group}.${part}`),
    limits: REGISTRATION_LIMITS,
  });
  const { watch } = service.form;
  const differentBilling = watch('abweichendeRechnung');
  const noteLength = watch('bemerkung')?.length ?? 0;

  return (
    <ServiceForm
      namespace="registration"
      service={service}
      submitIcon="pi pi-user-plus"
      confirmation={RegistrationConfirmation}
    >
      <fieldset className="sf-fieldset">
        <legend>{t('registration.sections.company')}</legend>
        <TextField
          label={t('registration.fields.companyName')}
          {...bind('firma.name')}
          max={REGISTRATION_LIMITS.firmaName}
          required
          autoComplete="organization"
          className="sf-span-2"
        />
        <TextField
          label={t('registration.fields.companyName2')}
          {...bind('firma.name2')}
          max={REGISTRATION_LIMITS.firmaName2}
          hint={t('registration.hints.companyName2')}
          className="sf-span-2"
        />
        <AddressFields {...address('firma', 'section-company')}>
          <SelectField
            label={t('registration.fields.country')}
            {...bind('firma.land')}
            required
            options={COUNTRIES.map((code) => ({
              value: code,
              label: t(`registration.countries.${code}`),
            }))}
            className="sf-span-2"
          />
        </AddressFields>
        <PhoneField
          label={t('registration.fields.companyPhone')}
          {...bind('firma.telefon')}
          required
          autoComplete="section-company tel"
        />
        <EmailField
          label={t('registration.fields.companyEmail')}
          {...bind('firma.email')}
          required
          autoComplete="section-company email"
        />
        <TextField
          label={t('registration.fields.vatId')}
          {...bind('firma.ustId')}
          max={20}
          hint={t('registration.hints.vatId')}
          className="sf-span-2"
        />
      </fieldset>

      <fieldset className="sf-fieldset">
        <legend>{t('registration.sections.person')}</legend>
        <SelectField
          label={t('common.fields.salutation')}
          {...bind('ansprechpartner.anredeId')}
          emptyLabel={t('common.fields.salutationNone')}
          options={salutations.map((option) => ({ value: String(option.id), label: option.name }))}
          className="sf-span-2"
        />
        <FirstNameField
          {...bind('ansprechpartner.vorname')}
          max={REGISTRATION_LIMITS.vorname}
          required
        />
        <LastNameField {...bind('ansprechpartner.name')} max={REGISTRATION_LIMITS.name} required />
        <TextField
          label={t('registration.fields.position')}
          {...bind('ansprechpartner.position')}
          max={REGISTRATION_LIMITS.position}
          autoComplete="organization-title"
          className="sf-span-2"
        />
        <EmailField {...bind('ansprechpartner.email')} required />
        <PhoneField {...bind('ansprechpartner.telefon')} required />
      </fieldset>

      <fieldset className="sf-fieldset">
        <legend>{t('registration.sections.billing')}</legend>
        <div className="sf-span-2">
          <CheckboxField
            {...bind('abweichendeRechnung')}
            label={t('registration.fields.differentBilling')}
          />
        </div>
        {differentBilling ? (
          <>
            <TextField
              label={t('registration.fields.billingName')}
              {...bind('rechnung.name')}
              max={REGISTRATION_LIMITS.firmaName}
              required
              autoComplete="section-billing billing organization"
              className="sf-span-2"
            />
            <AddressFields {...address('rechnung', 'section-billing billing')} />
            <EmailField
              label={t('registration.fields.billingEmail')}
              {...bind('rechnung.email')}
              hint={t('registration.hints.billingEmail')}
              autoComplete="section-billing billing email"
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
        {...bind('bemerkung')}
        max={REGISTRATION_LIMITS.bemerkung}
        length={noteLength}
        counterKey="registration.counter"
        hint={t('registration.hints.note')}
        rows={4}
      />
    </ServiceForm>
  );
}
