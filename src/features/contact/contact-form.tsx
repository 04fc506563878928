import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendContactMessage, type Receipt } from '../../api/contact';
import { ServiceForm, TextAreaField, TextField, useServiceForm } from '../../ui/service-form';
import {
  CONTACT_LIMITS,
  contactDefaults,
  contactSchema,
  toContactMessage,
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
  const service = useServiceForm({
    schema: contactSchema,
    defaultValues: contactDefaults,
    send: (values) => send(toContactMessage(values)),
    toField,
  });
  const { bind } = service;
  const messageLength = service.form.watch('nachricht')?.length ?? 0;

  return (
    <ServiceForm namespace="contact" service={service} confirmation={ContactConfirmation}>
      <fieldset className="sf-fieldset">
        <legend>{t('contact.sections.person')}</legend>
        <TextField
          label={t('common.fields.firstName')}
          {...bind('vorname')}
          max={CONTACT_LIMITS.vorname}
          autoComplete="given-name"
        />
        <TextField
          label={t('common.fields.lastName')}
          {...bind('name')}
          max={CONTACT_LIMITS.name}
          required
          autoComplete="family-name"
        />
        <TextField
          label={t('contact.fields.company')}
          {...bind('firma')}
          max={CONTACT_LIMITS.firma}
          autoComplete="organization"
          className="sf-span-2"
        />
        <TextField
          label={t('common.fields.email')}
          type="email"
          {...bind('email')}
          max={254}
          required
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          label={t('contact.fields.phone')}
          type="tel"
          {...bind('telefon')}
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
          {...bind('voucher')}
          max={20}
          hint={t('contact.hints.voucher')}
          className="sf-span-2"
        />
        <TextField
          label={t('contact.fields.subject')}
          {...bind('betreff')}
          max={CONTACT_LIMITS.betreff}
          required
          className="sf-span-2"
        />
        <TextAreaField
          label={t('common.fields.message')}
          {...bind('nachricht')}
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
    </ServiceForm>
  );
}
