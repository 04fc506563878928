import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SERVICES = [
  { key: 'flightInfo', to: '/flugauskunft', icon: 'pi-clock' },
  { key: 'tracking', to: '/tracking', icon: 'pi-map-marker' },
  { key: 'logistics', to: '/logistik', icon: 'pi-box' },
  { key: 'registration', to: '/neukunde', icon: 'pi-building' },
  { key: 'contact', to: '/kontakt', icon: 'pi-envelope' },
] as const;

/** A clear path to every service screen. */
export function ServiceLinks() {
  const { t } = useTranslation();
  return (
    <section className="start-section" aria-labelledby="start-services-title">
      <h2 id="start-services-title">{t('start.services.title')}</h2>
      <ul className="start-services">
        {SERVICES.map((service) => (
          <li key={service.key} className="start-service">
            <span className={`pi ${service.icon} start-service-icon`} aria-hidden="true" />
            <h3>
              <Link to={service.to} className="start-service-link">
                {t(`start.services.${service.key}.title`)}
              </Link>
            </h3>
            <p>{t(`start.services.${service.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
