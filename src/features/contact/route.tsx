import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../../domain/operator';
import { PageTitle } from '../../ui/page-title';
import { ContactForm } from './contact-form';

/** /kontakt: the contact form, with the hotline for anything urgent. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="service-page contact-page">
      <PageTitle title={t('contact.title')} lead={t('contact.lead')} />
      <div className="sf-layout">
        <ContactForm />
        <aside className="sf-aside" aria-labelledby="contact-urgent-title">
          <h2 id="contact-urgent-title">{t('contact.urgent.title')}</h2>
          <p>{t('contact.urgent.text')}</p>
          <p className="sf-aside-hotline">
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
