import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AIRPORT_CODES } from '../../domain/constants';

/** The four airports we serve, each with a way into its arrivals board. */
export function AirportsSection() {
  const { t } = useTranslation();
  return (
    <section className="start-section" aria-labelledby="start-airports-title">
      <h2 id="start-airports-title">{t('start.airports.title')}</h2>
      <p className="start-section-lead">{t('start.airports.lead')}</p>
      <ul className="start-airports">
        {AIRPORT_CODES.map((code) => (
          <li key={code} className="start-airport">
            <span className="start-airport-code" aria-hidden="true">
              {code}
            </span>
            <h3>
              {t(`common.airports.${code}`)} <span className="sf-visually-hidden">({code})</span>
            </h3>
            <p>{t(`start.airports.text.${code}`)}</p>
            <Link to={`/flugauskunft?flughafen=${code}&art=ankunft`} className="start-card-link">
              {t('start.airports.arrivals', { airport: t(`common.airports.${code}`) })}
              <span className="pi pi-angle-right" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
