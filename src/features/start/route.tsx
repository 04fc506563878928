import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/use-page-title';
import { AirportsSection } from './airports-section';
import { CompanyLoginShortcut } from './company-login-shortcut';
import { HeroArt } from './hero-art';
import { BookingEntryForm } from './booking-entry/booking-entry-form';
import { CompanyLoginForm } from './company-login/company-login-form';
import { ServiceLinks } from './service-links';
import { ServiceOffice } from './service-office';
import './start.css';

/**
 * / and /start: private booking entry and company login side by side (stacked on phones),
 * then the service screens, the airports and the service office (#servicebuero). A shortcut at
 * the top leads company users to their login (#firmenlogin), far down on a phone.
 */
export function StartPage() {
  const { t } = useTranslation();
  usePageTitle(t('start.pageTitle'));
  return (
    <div className="start-page">
      <CompanyLoginShortcut />
      <div className="start-hero">
        <div className="start-hero-text">
          <h1>{t('start.hero.title')}</h1>
          <p className="start-hero-lead">{t('start.hero.lead')}</p>
          <ul className="start-usps">
            {(['fixedPrice', 'flightWatch', 'allDay'] as const).map((usp) => (
              <li key={usp}>
                <span className="pi pi-check" aria-hidden="true" /> {t(`start.hero.usps.${usp}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroArt />
      </div>
      <div className="start-entry">
        <div className="start-entry-private">
          <BookingEntryForm />
        </div>
        <div className="start-entry-company">
          <CompanyLoginForm />
        </div>
      </div>
      <ServiceLinks />
      <AirportsSection />
      <ServiceOffice />
    </div>
  );
}
