import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/constants';
import { LANGUAGE_PARAM, languageOfQuery } from '../domain/language-link';

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

/**
 * The language a link names (`?sprache=en`, src/domain/language-link.ts), taken before the app
 * starts: it wins over the stored one for this visit and is stored as the choice, as if the
 * visitor had used the language switch (a link from an English e-mail is read by someone who
 * reads English). The parameter leaves the address, so that a reload, a bookmark or a copied
 * address does not carry it on. Undefined when the address names no supported language.
 */
export function takeLanguageFromAddress(): Language | undefined {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANGUAGE_PARAM)) return undefined;
  const language = languageOfQuery(url.searchParams);
  url.searchParams.delete(LANGUAGE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (language) languageStore.write(language);
  return language;
}
