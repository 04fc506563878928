import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/constants';

/** localStorage key of the chosen language (spec section 9). */
export const LANGUAGE_KEY = 'langCode';

/**
 * Cookie with a copy of `langCode`, so the server can send the prerendered page in the chosen
 * language (no German flash for an English user). localStorage stays the source of truth: the
 * cookie is written from it on every start and with every choice, and never read here.
 */
export const LANGUAGE_COOKIE = 'langCode';
const LANGUAGE_COOKIE_MAX_AGE = 400 * 24 * 60 * 60; // the longest browsers keep a cookie

/** Writes the cookie copy of the language (see LANGUAGE_COOKIE). */
export function mirrorLanguageCookie(language: Language): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
  } catch {
    // cookies blocked: the server sends German, the app switches after loading
  }
}

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
    mirrorLanguageCookie(language);
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
      return true;
    } catch {
      return false;
    }
  },
};
