import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPERATOR } from '../../domain/operator';
import { PageTitle } from '../../ui/page-title';

const MEASURES = [
  'keyboard',
  'screenReader',
  'contrast',
  'zoom',
  'forms',
  'language',
  'tests',
] as const;
const LIMITS = ['payment', 'flightData'] as const;

/** /barrierefreiheit: accessibility statement (BFSG / WCAG 2.1 AA) with feedback contact. */
export function AccessibilityPage() {
  const { t } = useTranslation();
  const o = OPERATOR;
  return (
    <div className="legal-page">
      <PageTitle title={t('legal.accessibility.title')} lead={t('legal.accessibility.lead')} />
      <section aria-labelledby="a11y-status">
        <h2 id="a11y-status">{t('legal.accessibility.status.title')}</h2>
        <p>{t('legal.accessibility.status.text')}</p>
      </section>
      <section aria-labelledby="a11y-measures">
        <h2 id="a11y-measures">{t('legal.accessibility.measures.title')}</h2>
        <ul className="legal-list">
          {MEASURES.map((measure) => (
            <li key={measure}>{t(`legal.accessibility.measures.items.${measure}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-limits">
        <h2 id="a11y-limits">{t('legal.accessibility.limits.title')}</h2>
        <ul className="legal-list">
          {LIMITS.map((limit) => (
            <li key={limit}>{t(`legal.accessibility.limits.items.${limit}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-feedback">
        <h2 id="a11y-feedback">{t('legal.accessibility.feedback.title')}</h2>
        <p>{t('legal.accessibility.feedback.text')}</p>
        <dl className="legal-dl">
          <dt>{t('legal.imprint.email')}</dt>
          <dd>
            <a href={`mailto:${o.serviceOffice.email}`}>{o.serviceOffice.email}</a>
          </dd>
          <dt>{t('legal.imprint.hotline')}</dt>
          <dd>
            <a href={`tel:${o.hotline.tel}`}>{o.hotline.display}</a>
          </dd>
          <dt>{t('legal.accessibility.feedback.form')}</dt>
          <dd>
            <Link to="/kontakt">{t('legal.accessibility.feedback.formLink')}</Link>
          </dd>
        </dl>
      </section>
      <section aria-labelledby="a11y-enforcement">
        <h2 id="a11y-enforcement">{t('legal.accessibility.enforcement.title')}</h2>
        <p>{t('legal.accessibility.enforcement.text')}</p>
      </section>
      <p className="legal-updated">{t('legal.accessibility.updated')}</p>
    </div>
  );
}
