import { Button } from 'primereact/button';
import type { Path } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { sendContactMessage, type Receipt } from '../../api/contact';
import {
  CheckboxField,
  FormStatus,
  NewWindowLink,
  PrintableConfirmation,
  TextAreaField,
  TextField,
  useServiceForm,
} from '../../ui/service-form';
import {
  CONTACT_LIMITS,
  contactDefaults,
  contactSchema,
  toContactMessage,
  type ContactFormOutput,
  type ContactFormValues,
  type ContactMessage,
} from './contact-schema';
import { ContactConfirmation } from './contact-confirmation';

const FIELDS = new Set<string>(Object.keys(contactDefaults));

/** API paths of ContactMessage are the form's field names. */
function toField(path: string): Path<ContactFormValues> | null {
  return FIELDS.has(path) ? (path as Path<ContactFormValues>) : null;
}

export interface ContactFormProps {
  /** The call that stores the message; replaced in unit tests. */
  send?: (message: ContactMessage) => Promise<Receipt>;
}

export function ContactForm({ send = sendContactMessage }: ContactFormProps) {
  const { t } = useTranslation();
  const { form, submission, failure, invalidCount, onSubmit, onRetry, sending } = useServiceForm({
    schema: contactSchema,
    defaultValues: contactDefaults,
    send: async (values: ContactFormOutput) => ({
      values,
      receipt: await send(toContactMessage(values)),
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
        title={t('contact.confirmation.title')}
        printLabel={t('common.actions.print')}
      >
        <ContactConfirmation values={values} receipt={receipt} />
      </PrintableConfirmation>
    );
  }

  const messageLength = watch('nachricht')?.length ?? 0;

  return (
    <form className="sf-form" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="sf-visually-hidden">
        {t('contact.formTitle')}
      </h2>
      <p className="sf-hint">{t('common.requiredHint')}</p>
      <fieldset className="sf-fieldset">
        <legend>{t('contact.sections.person')}</legend>
        <TextField
          label={t('common.fields.firstName')}
          registration={register('vorname')}
          error={errors.vorname?.message}
          max={CONTACT_LIMITS.vorname}
          autoComplete="given-name"
        />
        <TextField
          label={t('common.fields.lastName')}
          registration={register('name')}
          error={errors.name?.message}
          max={CONTACT_LIMITS.name}
          required
          autoComplete="family-name"
        />
        <TextField
          label={t('contact.fields.company')}
          registration={register('firma')}
          error={errors.firma?.message}
          max={CONTACT_LIMITS.firma}
          autoComplete="organization"
          className="sf-span-2"
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
          label={t('contact.fields.phone')}
          type="tel"
          registration={register('telefon')}
          error={errors.telefon?.message}
          max={30}
          autoComplete="tel"
          inputMode="tel"
          hint={t('contact.hints.phone')}
        />
      </fieldset>
      <fieldset className="sf-fieldset">
        <legend>{t('contact.sections.message')}</legend>
        <TextField
          label={t('contact.fields.voucher')}
          registration={register('voucher')}
          error={errors.voucher?.message}
          max={20}
          hint={t('contact.hints.voucher')}
          className="sf-span-2"
        />
        <TextField
          label={t('contact.fields.subject')}
          registration={register('betreff')}
          error={errors.betreff?.message}
          max={CONTACT_LIMITS.betreff}
          required
          className="sf-span-2"
        />
        <TextAreaField
          label={t('common.fields.message')}
          registration={register('nachricht')}
          error={errors.nachricht?.message}
          min={CONTACT_LIMITS.nachrichtMin}
          max={CONTACT_LIMITS.nachricht}
          length={messageLength}
          counterText={t('contact.counter', {
            count: messageLength,
            max: CONTACT_LIMITS.nachricht,
          })}
          required
          rows={8}
          className="sf-span-2"
        />
      </fieldset>
      <CheckboxField
        registration={register('einwilligungDatenschutz')}
        error={errors.einwilligungDatenschutz?.message}
        required
        label={
          <Trans
            i18nKey="contact.consent"
            components={{ privacy: <NewWindowLink href="/datenschutz" /> }}
          />
        }
      />
      <FormStatus
        invalidCount={invalidCount}
        failure={failure}
        sending={sending}
        onRetry={onRetry}
        serverErrorText={t('contact.errors.sendFailed')}
        throttledText={t('contact.errors.throttled')}
      />
      <div className="sf-actions">
        <Button
          type="submit"
          label={sending ? t('common.status.sending') : t('contact.submit')}
          icon="pi pi-send"
          loading={sending}
          disabled={sending}
        />
      </div>
    </form>
  );
}
