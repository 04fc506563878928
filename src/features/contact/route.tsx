import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';
import { OPERATOR } from '../../domain/operator';
import { HotlineLine, ServiceAside, ServicePage } from '../../ui/service-form/service-page';

/** /kontakt: the contact form, with the hotline for anything urgent. */
export function ContactPage() {
  const { t } = useTranslation();
  const aside = (
    <ServiceAside titleId="contact-urgent-title" title={t('contact.urgent.title')}>
      <p>{t('contact.urgent.text')}</p>
      <HotlineLine />
      <p>
        {t('contact.urgent.email')}{' '}
        <a href={`mailto:${OPERATOR.serviceOffice.email}`}>{OPERATOR.serviceOffice.email}</a>
      </p>
    </ServiceAside>
  );
  return (
    <ServicePage namespace="contact" aside={aside}>
      <ContactForm />
    </ServicePage>
  );
}
