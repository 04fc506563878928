import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../ui/page-title';

/** Any path the route table does not know (spec section 2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="content-narrow not-found">
      <PageTitle title={t('notFound.title')} lead={t('notFound.text')} />
      <ul className="link-list">
        <li>
          <Link to="/">{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to="/start#buchen">{t('notFound.book')}</Link>
        </li>
        <li>
          <Link to="/tracking">{t('notFound.tracking')}</Link>
        </li>
        <li>
          <Link to="/kontakt">{t('notFound.contact')}</Link>
        </li>
      </ul>
      <p>{t('notFound.hotline')}</p>
    </section>
  );
}
