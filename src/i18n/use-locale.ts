import { useTranslation } from 'react-i18next';
import { LOCALE_OF, type Language } from '../domain/constants';

/** The BCP 47 locale of the active UI language, for Intl formatting. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return LOCALE_OF[(i18n.language as Language) in LOCALE_OF ? (i18n.language as Language) : 'de'];
}
