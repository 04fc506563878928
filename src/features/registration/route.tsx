import { useTranslation } from 'react-i18next';
import { RegistrationForm } from './registration-form';
import { ServicePage } from '../../ui/service-form/service-page';
import './registration.css';

const BENEFITS = ['invoice', 'tariffs', 'list', 'hotline'] as const;

/** /neukunde: companies apply for a customer account (company id and access code follow). */
export function RegistrationPage() {
  const { t } = useTranslation();
  return (
    <ServicePage namespace="registration">
      <div className="sf-layout">
        <section
          className="sf-aside registration-benefits"
          aria-labelledby="registration-benefits-title"
        >
          <h2 id="registration-benefits-title">{t('registration.benefits.title')}</h2>
          <ul>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <span className="pi pi-check" aria-hidden="true" />{' '}
                {t(`registration.benefits.${benefit}`)}
              </li>
            ))}
          </ul>
        </section>
        <div className="registration-form-column">
          <RegistrationForm />
        </div>
      </div>
    </ServicePage>
  );
}
