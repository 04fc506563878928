import type { Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sendContactMessage, type Receipt } from '../../api/contact';
import {
  EmailField,
  FirstNameField,
  LastNameField,
  PhoneField,
} from '../../ui/service-form/common-fields';
import { ServiceForm } from '../../ui/service-form/service-form';
import { TextField } from '../../ui/service-form/form-field';
import { TextAreaField } from '../../ui/service-form/text-area-field';
import { useServiceForm } from '../../ui/service-form/use-service-form';
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
    name: 'contact',
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
        <FirstNameField {...bind('vorname')} max={CONTACT_LIMITS.vorname} />
        <LastNameField {...bind('name')} max={CONTACT_LIMITS.name} required />
        <TextField
          label={t('contact.fields.company')}
          {...bind('firma')}
          max={CONTACT_LIMITS.firma}
          autoComplete="organization"
          className="sf-span-2"
        />
        <EmailField {...bind('email')} required />
        <PhoneField
          label={t('contact.fields.phone')}
          {...bind('telefon')}
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
          counterKey="contact.counter"
          required
          rows={8}
          className="sf-span-2"
        />
      </fieldset>
    </ServiceForm>
  );
}
