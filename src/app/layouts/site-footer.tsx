import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useHydratedValue } from '../../ui/use-hydrated';
import { BRAND_NAME, HOTLINE } from '../hotline';

/** The year of the build (vite.config.ts `define`): the prerendered pages say this one. */
declare const __BUILD_YEAR__: number;

const FOOTER_LINKS = [
  { to: '/datenschutz', labelKey: 'layout.footer.privacy' },
  { to: '/impressum', labelKey: 'layout.footer.imprint' },
  { to: '/befoerderungsbedingungen', labelKey: 'layout.footer.terms' },
  { to: '/barrierefreiheit', labelKey: 'layout.footer.accessibility' },
  { to: '/tracking', labelKey: 'layout.footer.tracking' },
] as const;

/** Legal links and the current year (spec section 2). */
export function SiteFooter() {
  const { t } = useTranslation();
  // A page prerendered last year hydrates with the year it was prerendered in (a different text
  // would be a hydration mismatch) and then says this year.
  const year = useHydratedValue(new Date().getFullYear(), __BUILD_YEAR__);
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={t('layout.footer.label')}>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__hotline">
          {t('layout.hotline.label')}: <a href={`tel:${HOTLINE.tel}`}>{HOTLINE.display}</a>
        </p>
        <p className="site-footer__copyright">
          {t('layout.footer.copyright', { year, brand: BRAND_NAME })}
        </p>
      </div>
    </footer>
  );
}
