import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/constants';

/** localStorage key of the chosen language (spec section 9). */
export const LANGUAGE_KEY = 'langCode';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** localStorage `langCode`: the chosen language, `de` unless the user chose otherwise. */
export const languageStore = {
  read(): Language {
    try {
      const value = window.localStorage.getItem(LANGUAGE_KEY);
      if (isLanguage(value)) return value;
      if (value !== null) window.localStorage.removeItem(LANGUAGE_KEY);
    } catch {
      // storage blocked: use the default
    }
    return DEFAULT_LANGUAGE;
  },
  /** Returns false if the browser refused to store it (then the choice lasts only this page). */
  write(language: Language): boolean {
    if (!isLanguage(language)) return false;
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
      return true;
    } catch {
      return false;
    }
  },
};
