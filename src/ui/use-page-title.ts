import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../domain/operator';

/**
 * Sets document.title to "<page> | <brand>" while the calling screen is shown, so every route
 * has its own title (WCAG 2.4.2) and browser history entries are told apart.
 */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page
      ? t('layout.pageTitle', { page, brand: OPERATOR.brandName })
      : OPERATOR.brandName;
  }, [page, t]);
}
