import {
  addLocale,
  locale,
  localeOptions,
  updateLocaleOptions,
  type LocaleOptions,
} from 'primereact/api';
import { useTranslation } from 'react-i18next';

/** PrimeReact's accessible names that the lists and dialogs use (paginator, close buttons). */
const KEYS = [
  'firstPageLabel',
  'prevPageLabel',
  'nextPageLabel',
  'lastPageLabel',
  'pageLabel',
  'close',
] as const;

/**
 * PrimeReact writes some texts itself (the paginator's buttons, a dialog's or toast's close
 * button) and reads them from its global locale, not from i18next. This puts the site's
 * language there with the texts of public/locales (common.widgets.aria, named as PrimeReact
 * names them; "{page}" is PrimeReact's placeholder) and makes it PrimeReact's locale. It keeps
 * whatever else is registered for the language (a calendar's names) and only writes when a
 * text differs, so it may run on every render of a component that shows these widgets: call it
 * there, before them.
 */
export function usePrimeAriaTexts(): void {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const texts = t('common.widgets.aria', { returnObjects: true }) as Record<string, string>;
  const registered = () => localeOptions(language) as LocaleOptions | undefined;
  if (!registered()) addLocale(language, {});
  const current = (registered()?.aria ?? {}) as Record<string, string>;
  if (KEYS.some((key) => current[key] !== texts[key])) {
    const wanted = Object.fromEntries(KEYS.map((key) => [key, texts[key]]));
    updateLocaleOptions({ aria: { ...current, ...wanted } }, language);
  }
  locale(language);
}
