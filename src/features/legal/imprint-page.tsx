import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../../domain/operator';
import { useLocale } from '../../i18n/use-locale';
import { PageTitle } from '../../ui/page-title';
import { OperatorValue } from './placeholder-mark';
import { postalAddressLine } from './postal-address';

/** /impressum: provider identification per § 5 DDG, all from src/domain/operator.ts. */
export function ImprintPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const o = OPERATOR;
  return (
    <div className="legal-page">
      <PageTitle title={t('legal.imprint.title')} />
      <p className="legal-notice" role="note">
        <span className="pi pi-info-circle" aria-hidden="true" /> {t('legal.placeholderNotice')}
      </p>
      <section aria-labelledby="imprint-provider">
        <h2 id="imprint-provider">{t('legal.imprint.provider')}</h2>
        <address className="legal-address">
          <OperatorValue field="legalName">{o.legalName}</OperatorValue>
          <br />
          <OperatorValue field="address">{postalAddressLine(o.address, locale)}</OperatorValue>
        </address>
      </section>
      <section aria-labelledby="imprint-represented">
        <h2 id="imprint-represented">{t('legal.imprint.representedBy')}</h2>
        <p>
          <OperatorValue field="representedBy">{o.representedBy.join(', ')}</OperatorValue>
        </p>
      </section>
      <section aria-labelledby="imprint-contact">
        <h2 id="imprint-contact">{t('legal.imprint.contact')}</h2>
        <dl className="legal-dl">
          <dt>{t('legal.imprint.phone')}</dt>
          <dd>
            <OperatorValue field="phone">
              <a href={`tel:${o.phone.tel}`}>{o.phone.display}</a>
            </OperatorValue>
          </dd>
          <dt>{t('legal.imprint.hotline')}</dt>
          <dd>
            <OperatorValue field="hotline">
              <a href={`tel:${o.hotline.tel}`}>{o.hotline.display}</a>
            </OperatorValue>
          </dd>
          <dt>{t('legal.imprint.email')}</dt>
          <dd>
            <OperatorValue field="email">
              <a href={`mailto:${o.email}`}>{o.email}</a>
            </OperatorValue>
          </dd>
        </dl>
      </section>
      <section aria-labelledby="imprint-register">
        <h2 id="imprint-register">{t('legal.imprint.register')}</h2>
        <dl className="legal-dl">
          <dt>{t('legal.imprint.registerCourt')}</dt>
          <dd>
            <OperatorValue field="register">{o.register.court}</OperatorValue>
          </dd>
          <dt>{t('legal.imprint.registerNumber')}</dt>
          <dd>
            <OperatorValue field="register">{o.register.number}</OperatorValue>
          </dd>
          <dt>{t('legal.imprint.vatId')}</dt>
          <dd>
            <OperatorValue field="vatId">{o.vatId}</OperatorValue>
          </dd>
        </dl>
      </section>
      <section aria-labelledby="imprint-licence">
        <h2 id="imprint-licence">{t('legal.imprint.licence')}</h2>
        <p>{t('legal.imprint.licenceText')}</p>
        <dl className="legal-dl">
          <dt>{t('legal.imprint.licenceAuthority')}</dt>
          <dd>
            <OperatorValue field="transportLicence">{o.transportLicence.authority}</OperatorValue>
          </dd>
          <dt>{t('legal.imprint.licenceNumber')}</dt>
          <dd>
            <OperatorValue field="transportLicence">{o.transportLicence.number}</OperatorValue>
          </dd>
          <dt>{t('legal.imprint.supervisoryAuthority')}</dt>
          <dd>
            <OperatorValue field="supervisoryAuthority">{o.supervisoryAuthority}</OperatorValue>
          </dd>
        </dl>
      </section>
      <section aria-labelledby="imprint-content">
        <h2 id="imprint-content">{t('legal.imprint.contentResponsible')}</h2>
        <p>
          <OperatorValue field="contentResponsible">
            {o.contentResponsible.name},{' '}
            {postalAddressLine(o.contentResponsible.address, locale, false)}
          </OperatorValue>
        </p>
      </section>
      <section aria-labelledby="imprint-dispute">
        <h2 id="imprint-dispute">{t('legal.imprint.dispute')}</h2>
        <p>{t('legal.imprint.disputeText')}</p>
      </section>
      <section aria-labelledby="imprint-artwork">
        <h2 id="imprint-artwork">{t('legal.imprint.artwork')}</h2>
        <p>{t('legal.imprint.artworkText')}</p>
      </section>
    </div>
  );
}
