/*
 * A link into the site that names the language to show it in: the e-mails' links carry the
 * mail's language (`?sprache=en`), so that a phone's mail app or a new browser, which has no
 * stored language, opens the page in the language of the mail, not in German. The app takes it
 * on start (src/session/language.ts), and the server sends the prerendered page in it.
 */
import { LANGUAGES, type Language } from './constants';

/** German like the site's other query names (voucher, name, datum, weiter). */
export const LANGUAGE_PARAM = 'sprache';

/** `href` (absolute) with the language added to its query; other parameters stay as they are. */
export function linkInLanguage(href: string, language: Language): string {
  const url = new URL(href);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.toString();
}

/** The supported language a query names, if any (an unknown value names none). */
export function languageOfQuery(params: URLSearchParams): Language | undefined {
  const value = params.get(LANGUAGE_PARAM);
  return (LANGUAGES as readonly (string | null)[]).includes(value)
    ? (value as Language)
    : undefined;
}
