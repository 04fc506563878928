import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../../domain/operator';
import { FrameIcon } from '../frame-icon';
import { PageTitle } from '../page-title';
import './service-form.css';

/**
 * A service screen: the page heading and lead (`<namespace>.title` / `.lead`), then either the
 * content alone or, with `aside`, the content beside a help column (`sf-layout`).
 */
export function ServicePage({
  namespace,
  aside,
  children,
}: {
  namespace: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={`service-page ${namespace}-page`}>
      <PageTitle title={t(`${namespace}.title`)} lead={t(`${namespace}.lead`)} />
      {aside === undefined ? (
        children
      ) : (
        <div className="sf-layout">
          {children}
          {aside}
        </div>
      )}
    </div>
  );
}

/** The help column beside a form, named by its heading. */
export function ServiceAside({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <aside className="sf-aside" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </aside>
  );
}

/** The 24-hour hotline as a large tap-to-call line. */
export function HotlineLine() {
  return (
    <p className="sf-aside-hotline">
      <FrameIcon name="phone" />{' '}
      <a href={`tel:${OPERATOR.hotline.tel}`}>{OPERATOR.hotline.display}</a>
    </p>
  );
}
