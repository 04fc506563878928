import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_SESSION_KEY } from '../../domain/constants';
import { OPERATOR } from '../../domain/operator';
import { useLocale } from '../../i18n/use-locale';
import { PageTitle } from '../../ui/page-title';
import { OperatorValue } from './placeholder-mark';
import { postalAddressLine } from './postal-address';

/** What the app keeps in the browser, exactly as src/session writes it. */
const BROWSER_STORAGE = [
  { name: 'Buchung', where: 'sessionStorage', key: 'booking' },
  { name: 'Firma', where: 'sessionStorage', key: 'company' },
  { name: PAYMENT_SESSION_KEY, where: 'sessionStorage', key: 'payment' },
  { name: 'langCode', where: 'localStorage', key: 'language' },
  { name: 'aktiverTab', where: 'cookie', key: 'tab' },
  { name: 'firma_session', where: 'cookieHttpOnly', key: 'companySession' },
] as const;

const PURPOSES = ['booking', 'company', 'forms', 'tracking', 'logs'] as const;
const RECIPIENTS = ['drivers', 'hosting'] as const;
const RIGHTS = [
  'access',
  'rectification',
  'erasure',
  'restriction',
  'portability',
  'objection',
  'withdraw',
  'complaint',
] as const;

/** /datenschutz: controller, purposes, browser storage, recipients, retention, rights. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const o = OPERATOR;
  return (
    <div className="legal-page">
      <PageTitle title={t('legal.privacy.title')} lead={t('legal.privacy.lead')} />
      <nav className="legal-toc" aria-labelledby="privacy-toc">
        <h2 id="privacy-toc">{t('legal.privacy.toc')}</h2>
        <ol>
          {(
            [
              'controller',
              'purposes',
              'storage',
              'recipients',
              'retention',
              'rights',
              'security',
            ] as const
          ).map((section) => (
            <li key={section}>
              <a href={`#datenschutz-${section}`}>{t(`legal.privacy.${section}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>

      <section id="datenschutz-controller" aria-labelledby="privacy-controller">
        <h2 id="privacy-controller">{t('legal.privacy.controller.title')}</h2>
        <address className="legal-address">
          <OperatorValue field="legalName">{o.legalName}</OperatorValue>
          <br />
          <OperatorValue field="address">
            {postalAddressLine(o.address, locale, false)}
          </OperatorValue>
          <br />
          {t('legal.privacy.controller.email')}{' '}
          <OperatorValue field="email">
            <a href={`mailto:${o.email}`}>{o.email}</a>
          </OperatorValue>
        </address>
        <p>{t('legal.privacy.controller.dpo')}</p>
        <address className="legal-address">
          <OperatorValue field="privacyContact">
            {o.privacyContact.name},{' '}
            <a href={`mailto:${o.privacyContact.email}`}>{o.privacyContact.email}</a>
          </OperatorValue>
        </address>
      </section>

      <section id="datenschutz-purposes" aria-labelledby="privacy-purposes">
        <h2 id="privacy-purposes">{t('legal.privacy.purposes.title')}</h2>
        {PURPOSES.map((purpose) => (
          <div key={purpose} className="legal-block">
            <h3>{t(`legal.privacy.purposes.${purpose}.title`)}</h3>
            <p>{t(`legal.privacy.purposes.${purpose}.text`)}</p>
            <p className="legal-basis">{t(`legal.privacy.purposes.${purpose}.basis`)}</p>
          </div>
        ))}
      </section>

      <section id="datenschutz-storage" aria-labelledby="privacy-storage">
        <h2 id="privacy-storage">{t('legal.privacy.storage.title')}</h2>
        <p>{t('legal.privacy.storage.intro')}</p>
        <div
          className="legal-table-wrap"
          role="region"
          aria-labelledby="privacy-storage-caption"
          tabIndex={0}
        >
          <table className="legal-table">
            <caption id="privacy-storage-caption">{t('legal.privacy.storage.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('legal.privacy.storage.columns.name')}</th>
                <th scope="col">{t('legal.privacy.storage.columns.where')}</th>
                <th scope="col">{t('legal.privacy.storage.columns.what')}</th>
                <th scope="col">{t('legal.privacy.storage.columns.duration')}</th>
              </tr>
            </thead>
            <tbody>
              {BROWSER_STORAGE.map((entry) => (
                <tr key={entry.name}>
                  <th scope="row">
                    <code>{entry.name}</code>
                  </th>
                  <td>{t(`legal.privacy.storage.where.${entry.where}`)}</td>
                  <td>{t(`legal.privacy.storage.items.${entry.key}.what`)}</td>
                  <td>{t(`legal.privacy.storage.items.${entry.key}.duration`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {/* Phones get the same facts as cards instead of a four-column table (CSS shows one). */}
        <ul className="legal-storage-cards">
          {BROWSER_STORAGE.map((entry) => (
            <li key={entry.name}>
              <p className="legal-storage-name">
                <code>{entry.name}</code> · {t(`legal.privacy.storage.where.${entry.where}`)}
              </p>
              <p>{t(`legal.privacy.storage.items.${entry.key}.what`)}</p>
              <p className="legal-basis">
                {t('legal.privacy.storage.columns.duration')}:{' '}
                {t(`legal.privacy.storage.items.${entry.key}.duration`)}
              </p>
            </li>
          ))}
        </ul>
        <p>{t('legal.privacy.storage.noTracking')}</p>
        <p className="legal-basis">{t('legal.privacy.storage.basis')}</p>
      </section>

      <section id="datenschutz-recipients" aria-labelledby="privacy-recipients">
        <h2 id="privacy-recipients">{t('legal.privacy.recipients.title')}</h2>
        <h3>{t('legal.privacy.recipients.payment.title')}</h3>
        <p>{t('legal.privacy.recipients.payment.text', { provider: o.paymentProvider.name })}</p>
        <address className="legal-address">
          {o.paymentProvider.name}, {postalAddressLine(o.paymentProvider.address, locale)}
        </address>
        <p>
          {t('legal.privacy.recipients.payment.policy')}{' '}
          <a href={o.paymentProvider.privacyUrl} target="_blank" rel="noopener noreferrer">
            {t('legal.privacy.recipients.payment.policyLink', { provider: o.paymentProvider.name })}
            <span className="sf-visually-hidden"> ({t('common.a11y.opensInNewWindow')})</span>
          </a>
        </p>
        {RECIPIENTS.map((recipient) => (
          <div key={recipient} className="legal-block">
            <h3>{t(`legal.privacy.recipients.${recipient}.title`)}</h3>
            <p>{t(`legal.privacy.recipients.${recipient}.text`)}</p>
          </div>
        ))}
      </section>

      <section id="datenschutz-retention" aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">{t('legal.privacy.retention.title')}</h2>
        <p>{t('legal.privacy.retention.text')}</p>
      </section>

      <section id="datenschutz-rights" aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('legal.privacy.rights.title')}</h2>
        <p>{t('legal.privacy.rights.intro')}</p>
        <ul className="legal-list">
          {RIGHTS.map((right) => (
            <li key={right}>{t(`legal.privacy.rights.items.${right}`)}</li>
          ))}
        </ul>
        <p>
          {t('legal.privacy.rights.how')}{' '}
          <a href={`mailto:${o.privacyContact.email}`}>{o.privacyContact.email}</a>{' '}
          {t('legal.privacy.rights.orForm')}{' '}
          <Link to="/kontakt">{t('legal.privacy.rights.contactLink')}</Link>
        </p>
      </section>

      <section id="datenschutz-security" aria-labelledby="privacy-security">
        <h2 id="privacy-security">{t('legal.privacy.security.title')}</h2>
        <p>{t('legal.privacy.security.text')}</p>
        <p className="legal-updated">{t('legal.privacy.updated')}</p>
      </section>
    </div>
  );
}
