import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../../domain/operator';
import { PageTitle } from '../../ui/page-title';
import { ContactForm } from './contact-form';
import './contact.css';

/** /kontakt: the contact form, with the hotline for anything urgent. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="service-page contact-page">
      <PageTitle title={t('contact.title')} lead={t('contact.lead')} />
      <div className="contact-layout">
        <ContactForm />
        <aside className="contact-aside" aria-labelledby="contact-urgent-title">
          <h2 id="contact-urgent-title">{t('contact.urgent.title')}</h2>
          <p>{t('contact.urgent.text')}</p>
          <p className="contact-hotline">
            <span className="pi pi-phone" aria-hidden="true" />{' '}
            <a href={`tel:${OPERATOR.hotline.tel}`}>{OPERATOR.hotline.display}</a>
          </p>
          <p>
            {t('contact.urgent.email')}{' '}
            <a href={`mailto:${OPERATOR.serviceOffice.email}`}>{OPERATOR.serviceOffice.email}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
