import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../api/contact';
import { activeLocale } from '../../i18n';
import { TIME_ZONE } from '../../domain/constants';
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
  const received = new Intl.DateTimeFormat(activeLocale(), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(receipt.eingegangenAm));
  const name = [values.vorname, values.name].filter(Boolean).join(' ');
  return (
    <>
      <p>{t('contact.confirmation.text', { email: values.email })}</p>
      <dl className="sf-summary">
        <dt>{t('contact.confirmation.reference')}</dt>
        <dd>{receipt.referenz}</dd>
        <dt>{t('contact.confirmation.receivedAt')}</dt>
        <dd>{received}</dd>
        <dt>{t('contact.confirmation.name')}</dt>
        <dd>{name}</dd>
        <dt>{t('common.fields.email')}</dt>
        <dd>{values.email}</dd>
        <dt>{t('contact.fields.subject')}</dt>
        <dd>{values.betreff}</dd>
        <dt>{t('common.fields.message')}</dt>
        <dd>{values.nachricht}</dd>
      </dl>
      <p>{t('contact.confirmation.next')}</p>
    </>
  );
}
