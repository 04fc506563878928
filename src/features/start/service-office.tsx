import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../../domain/operator';
import { useLocale } from '../../i18n/use-locale';
import { formatClockTime } from '../../domain/intl-formats';

const OFFERS = ['transfer', 'company', 'groups', 'flightWatch', 'logistics', 'tracking'] as const;

/** #servicebuero: what the service office offers, its opening hours and the 24-hour hotline. */
export function ServiceOffice() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { serviceOffice, hotline, address } = OPERATOR;
  return (
    <section
      id="servicebuero"
      className="start-section start-office"
      aria-labelledby="servicebuero-title"
      tabIndex={-1}
    >
      <h2 id="servicebuero-title">{t('start.office.title')}</h2>
      <p className="start-section-lead">{t('start.office.lead')}</p>
      <div className="start-office-grid">
        <div>
          <h3>{t('start.office.offersTitle')}</h3>
          <ul className="start-offers">
            {OFFERS.map((offer) => (
              <li key={offer}>
                <span className="pi pi-check-circle" aria-hidden="true" />
                <span>
                  <strong>{t(`start.office.offers.${offer}.title`)}</strong>{' '}
                  {t(`start.office.offers.${offer}.text`)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div className="start-office-contact">
          <div className="start-hotline">
            <h3>{t('start.office.hotlineTitle')}</h3>
            <p>{t('start.office.hotlineText')}</p>
            <p className="start-hotline-number">
              <span className="pi pi-phone" aria-hidden="true" />{' '}
              <a href={`tel:${hotline.tel}`}>{hotline.display}</a>
            </p>
          </div>
          <h3>{t('start.office.hoursTitle')}</h3>
          <dl className="start-hours">
            {serviceOffice.openingHours.map((slot) => (
              <div key={slot.days} className="start-hours-row">
                <dt>{t(`start.office.days.${slot.days}`)}</dt>
                <dd>
                  {t('start.office.timeRange', {
                    from: formatClockTime(slot.from, locale),
                    to: formatClockTime(slot.to, locale),
                  })}
                </dd>
              </div>
            ))}
          </dl>
          <h3>{t('start.office.reachTitle')}</h3>
          <address className="start-office-address">
            {OPERATOR.brandName} {t('start.office.title')}
            <br />
            {address.street}, {address.postalCode} {address.city}
            <br />
            {t('start.office.phone')}{' '}
            <a href={`tel:${serviceOffice.phone.tel}`}>{serviceOffice.phone.display}</a>
            <br />
            {t('start.office.email')}{' '}
            <a href={`mailto:${serviceOffice.email}`}>{serviceOffice.email}</a>
          </address>
        </div>
      </div>
    </section>
  );
}
