import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './service-form.css';

/**
 * A link that opens in a new tab, so a half-filled form stays as it is (e.g. the privacy
 * policy from a consent checkbox). Says so to screen readers and shows a small icon.
 */
export function NewWindowLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="pi pi-external-link sf-link-icon" aria-hidden="true" />
      <span className="sf-visually-hidden"> ({t('common.a11y.opensInNewWindow')})</span>
    </a>
  );
}
