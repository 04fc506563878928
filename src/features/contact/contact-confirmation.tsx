import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../api/contact';
import { ReceiptSummary } from '../../ui/service-form/form-feedback';
import type { ContactFormOutput } from './contact-schema';

/** What was sent, with the server's reference, so the user can print or quote it. */
export function ContactConfirmation({
  values,
  receipt,
}: {
  values: ContactFormOutput;
  receipt: Receipt;
}) {
  const { t } = useTranslation();
  return (
    <ReceiptSummary
      namespace="contact"
      intro={t('contact.confirmation.text', { email: values.email })}
      receipt={receipt}
      rows={[
        [t('contact.confirmation.name'), [values.vorname, values.name].filter(Boolean).join(' ')],
        [t('common.fields.email'), values.email],
        [t('contact.fields.subject'), values.betreff],
        [t('common.fields.message'), values.nachricht],
      ]}
    >
      <p>{t('contact.confirmation.next')}</p>
    </ReceiptSummary>
  );
}
