import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../domain/operator';

/**
 * Given by the build-time prerender (src/app/prerender-entry.tsx) to learn each page's title,
 * which it writes into the page's <title>: effects do not run in a prerender. Absent in the
 * browser.
 */
export const PageTitleReport = createContext<((title: string) => void) | undefined>(undefined);

/**
 * Sets document.title to "<page> | <brand>" while the calling screen is shown, so every route
 * has its own title (WCAG 2.4.2) and browser history entries are told apart.
 */
export function usePageTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const title = page
    ? t('layout.pageTitle', { page, brand: OPERATOR.brandName })
    : OPERATOR.brandName;
  useContext(PageTitleReport)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
