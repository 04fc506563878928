import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/constants';

const KEY = 'langCode';

/** localStorage `langCode`: the chosen language, `de` unless the user chose otherwise. */
export const languageStore = {
  read(): Language {
    try {
      const value = window.localStorage.getItem(KEY);
      if ((LANGUAGES as readonly string[]).includes(value ?? '')) return value as Language;
      if (value !== null) window.localStorage.removeItem(KEY);
    } catch {
      // storage blocked: use the default
    }
    return DEFAULT_LANGUAGE;
  },
  write(language: Language) {
    window.localStorage.setItem(KEY, language);
  },
};
