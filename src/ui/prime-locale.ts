import {
  addLocale,
  locale,
  localeOptions,
  updateLocaleOptions,
  type LocaleOptions,
} from 'primereact/api';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/**
 * PrimeReact reads the texts it writes itself (the paginator's and the dialog's aria labels,
 * a calendar's month names) from a global locale, not from i18next. This registers the site's
 * language there with the texts of public/locales, keeping what another widget registered for
 * the same language (only the keys named here are set), and makes it PrimeReact's locale.
 */
function registerPrimeTexts(language: string, t: TFunction): void {
  const aria = {
    firstPageLabel: t('common.table.firstPage'),
    prevPageLabel: t('common.table.previousPage'),
    nextPageLabel: t('common.table.nextPage'),
    lastPageLabel: t('common.table.lastPage'),
    pageLabel: t('common.table.page', { page: '{page}' }),
    close: t('common.actions.close'),
  };
  const registered = () => localeOptions(language) as LocaleOptions | undefined;
  if (!registered()) addLocale(language, {});
  const current = registered()?.aria as Record<string, string> | undefined;
  if (Object.entries(aria).some(([key, text]) => current?.[key] !== text))
    updateLocaleOptions({ aria: { ...current, ...aria } }, language);
  locale(language);
}

/**
 * For components that render PrimeReact widgets: call before them in the same render. Cheap
 * when nothing changed, so it runs on every render (the language is fixed per page load, but
 * another module may have replaced the locale object meanwhile).
 */
export function usePrimeLocale(): void {
  const { t, i18n } = useTranslation();
  registerPrimeTexts(i18n.language, t);
}
