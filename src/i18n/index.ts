import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, LOCALE_OF, type Language } from '../domain/constants';
// The language store alone: the session index validates drafts with zod, which the boot never needs.
import { languageStore } from '../session/language';
import { warnMissingKey } from './missing-key';

export { MISSING_KEY_PREFIX } from './missing-key';

/** Where the translation files live: one JSON file per language (spec section 7). */
export const LOCALES_PATH = '/locales/{{lng}}.json';

/**
 * Starts i18next with the stored language (`langCode`, default de) and loads only that
 * language's file. There is deliberately no fallback language: a key missing in the active
 * language is warned about and shown as the key, as spec section 8 asks, instead of silently
 * appearing in German.
 */
export async function initI18n(language: Language = languageStore.read()): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      // Keys are `namespace.key` paths into one file per language; ':' may appear in texts.
      nsSeparator: false,
      keySeparator: '.',
      returnNull: false,
      returnEmptyString: false,
      interpolation: { escapeValue: false }, // React escapes already
      backend: { loadPath: LOCALES_PATH },
      // A failing translation file is retried twice (about 1 s), then the static message of
      // index.html offers a reload, instead of a blank page for many seconds.
      maxRetries: 2,
      retryTimeout: 300,
      saveMissing: true, // needed for missingKeyHandler; the handler replaces any backend save
      missingKeyHandler: (languages, _namespace, key) => warnMissingKey(languages, key),
      react: { useSuspense: false },
    });
  applyDocumentLanguage(language);
  return instance;
}

/** `<html lang>` follows the active language (assistive technology and hyphenation need it). */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Stores the choice and reloads, so every module (formatters, API headers) starts fresh in it. */
export function switchLanguage(language: Language): void {
  if (language === languageStore.read()) return;
  languageStore.write(language);
  window.location.reload();
}

/** The BCP 47 locale of the active language for Intl formatting. */
export function activeLocale(): string {
  return LOCALE_OF[languageStore.read()];
}
