import { useTranslation, Trans } from 'react-i18next';
import { Link } from 'react-router';
import { OPERATOR } from '../../domain/operator';
import { useLocale } from '../../i18n/use-locale';
import { PageTitle } from '../../ui/page-title';
import { OperatorValue } from './placeholder-mark';
import { postalAddressLine } from './postal-address';

/** The sections in reading order; each has `legal.terms.<section>.title`. */
const SECTIONS = [
  'scope',
  'contract',
  'prices',
  'pickup',
  'luggage',
  'changes',
  'withdrawal',
  'liability',
  'dispute',
  'contact',
] as const;
type Section = (typeof SECTIONS)[number];

/** The paragraphs of the sections that are text only. */
const PARAGRAPHS: Partial<Record<Section, readonly string[]>> = {
  contract: ['text'],
  prices: ['text', 'payment'],
  pickup: ['fixed', 'flight', 'shared'],
  luggage: ['text'],
  changes: ['text'],
  withdrawal: ['text'],
  liability: ['text'],
  dispute: ['text'],
};

/**
 * /befoerderungsbedingungen: the operator's terms of carriage, which the booking summary links
 * to (§ 312j BGB: the consumer sees them before the binding button). The operator's data comes
 * from src/domain/operator.ts, fictional values marked like on the imprint.
 */
export function TermsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const o = OPERATOR;
  const sectionBody = (section: Section) => {
    if (section === 'scope') {
      return (
        <>
          <p>{t('legal.terms.scope.text')}</p>
          <address className="legal-address">
            <OperatorValue field="legalName">{o.legalName}</OperatorValue>
            <br />
            <OperatorValue field="address">{postalAddressLine(o.address, locale)}</OperatorValue>
          </address>
          <p>
            <Trans
              i18nKey="legal.terms.scope.licence"
              components={{ imprint: <Link to="/impressum" /> }}
            />
          </p>
        </>
      );
    }
    if (section === 'contact') {
      return (
        <>
          <p>{t('legal.terms.contact.text')}</p>
          <dl className="legal-dl">
            <dt>{t('legal.terms.contact.email')}</dt>
            <dd>
              <OperatorValue field="email">
                <a href={`mailto:${o.email}`}>{o.email}</a>
              </OperatorValue>
            </dd>
            <dt>{t('legal.terms.contact.hotline')}</dt>
            <dd>
              <OperatorValue field="hotline">
                <a href={`tel:${o.hotline.tel}`}>{o.hotline.display}</a>
              </OperatorValue>
            </dd>
          </dl>
        </>
      );
    }
    return (PARAGRAPHS[section] ?? []).map((paragraph) => (
      <p key={paragraph}>{t(`legal.terms.${section}.${paragraph}`)}</p>
    ));
  };

  return (
    <div className="legal-page">
      <PageTitle title={t('legal.terms.title')} lead={t('legal.terms.lead')} />
      <p className="legal-notice" role="note">
        <span className="pi pi-info-circle" aria-hidden="true" /> {t('legal.placeholderNotice')}
      </p>
      <nav className="legal-toc" aria-labelledby="terms-toc">
        <h2 id="terms-toc">{t('legal.terms.toc')}</h2>
        <ol className="legal-toc__plain">
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#befoerderung-${section}`}>{t(`legal.terms.${section}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map((section) => (
        <section key={section} id={`befoerderung-${section}`} aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`}>{t(`legal.terms.${section}.title`)}</h2>
          {sectionBody(section)}
        </section>
      ))}
      <p className="legal-updated">{t('legal.terms.updated')}</p>
    </div>
  );
}
