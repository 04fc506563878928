import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * At the top of the start page: on a phone the company login comes after the whole booking form,
 * so company users get a direct way there. The hash navigation scrolls to the login section and
 * moves focus into it (src/app/use-hash-scroll.ts), also before the form's chunk has arrived.
 */
export function CompanyLoginShortcut() {
  const { t } = useTranslation();
  return (
    <p className="start-company-shortcut">
      <span className="start-company-shortcut__question">
        {t('companyAccess.shortcut.question')}
      </span>{' '}
      <Link to="#firmenlogin" className="start-company-shortcut__link">
        <span className="pi pi-building" aria-hidden="true" /> {t('companyAccess.shortcut.link')}
        <span className="pi pi-arrow-down" aria-hidden="true" />
      </Link>
    </p>
  );
}
