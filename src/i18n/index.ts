import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../domain/constants';
// The language store alone: the session index validates drafts with zod, which the boot never needs.
import { languageStore } from '../session/language';
import { keepTypingForReload } from './kept-typing';
import { warnMissingKey } from './missing-key';

/** One language's translations: the top-level namespaces (layout, start, common, ...) of its file. */
export type Texts = Record<string, unknown>;

export { MISSING_KEY_PREFIX } from './missing-key';
export {
  fitToForm,
  hasKeptTyping,
  isSwitchingLanguage,
  keepOnLanguageSwitch,
  takeKeptTyping,
} from './kept-typing';

/** Where the translation files live: one JSON file per language (spec section 7). */
export const LOCALES_PATH = '/locales/{{lng}}.json';

const RETRIES = 2;
const RETRY_PAUSE_MS = 300;

/**
 * The whole translation file of a language. A failing file is retried twice (about 1 s); then
 * the promise rejects and the static message of index.html offers a reload, instead of a blank
 * page for many seconds.
 */
async function fetchTexts(language: Language): Promise<Texts> {
  const url = LOCALES_PATH.replace('{{lng}}', language);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as Texts;
      if (attempt >= RETRIES) throw new Error(`${url}: ${response.status}`);
    } catch (error) {
      if (attempt >= RETRIES) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
  }
}

/**
 * Starts i18next with the stored language (`langCode`, default de) and only that language's
 * texts. There is deliberately no fallback language: a key missing in the active language is
 * warned about and shown as the key, as spec section 8 asks, instead of silently appearing in
 * German. Rejects when the translation file cannot be loaded.
 */
export async function initI18n(
  language: Language = languageStore.read(),
  /** The language's texts when at hand (the prerender reads the file); fetched otherwise. */
  texts?: Texts,
): Promise<i18n> {
  texts ??= await fetchTexts(language);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    resources: { [language]: { translation: texts } },
    // Keys are `namespace.key` paths into one file per language; ':' may appear in texts.
    nsSeparator: false,
    keySeparator: '.',
    returnNull: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false }, // React escapes already
    saveMissing: true, // needed for missingKeyHandler
    missingKeyHandler: (languages, _namespace, key) => warnMissingKey(languages, key),
    react: { useSuspense: false },
  });
  if (typeof document !== 'undefined') applyDocumentLanguage(language);
  return instance;
}

/** `<html lang>` follows the active language (assistive technology and hyphenation need it). */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/**
 * Stores the choice and reloads, so every module (formatters, API headers) starts fresh in it;
 * what the page's forms hold is kept over the reload (kept-typing.ts).
 */
export function switchLanguage(language: Language): void {
  if (language === languageStore.read()) return;
  languageStore.write(language);
  keepTypingForReload();
  window.location.reload();
}
