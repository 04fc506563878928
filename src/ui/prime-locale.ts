import type { i18n } from 'i18next';
import { addLocale, locale, localeOptions, type LocaleOptions } from 'primereact/api';
import { useTranslation } from 'react-i18next';
import type { Language } from '../domain/constants';

/*
 * PrimeReact's widgets take their month and day names, date format, first day of the week and
 * their own texts (a calendar's "Today", its buttons' and a paginator's accessible names, a
 * list's label) from its global locale, not from i18next. All of it but the date format and
 * the first day of the week comes from the translation file (common.widgets, aria included).
 */

/** Monday in Germany, Sunday in the US. */
const FIRST_DAY_OF_WEEK: Record<Language, number> = { de: 1, en: 0 };
/** How the Calendar writes a date (its `yy` is the four-digit year): dd.mm.yyyy, mm/dd/yyyy. */
const DATE_FORMAT: Record<Language, string> = { de: 'dd.mm.yy', en: 'mm/dd/yy' };

/**
 * The language's PrimeReact locale: the widgets' texts, month and day names from the
 * translations (common.widgets, keyed as PrimeReact names them). The names are written there, not
 * asked of Intl: a page's first Intl formatter loads the browser's locale data, 100-300 ms of
 * main thread on a slow phone, and a page whose only dates are in a calendar need not pay that.
 */
export function primeLocaleOptions(
  language: Language,
  texts: Record<string, unknown>,
): LocaleOptions {
  const { aria, ...widgetTexts } = texts as { aria?: Record<string, string> };
  return {
    ...widgetTexts,
    // What a text of the translations does not give stays PrimeReact's (English) one.
    aria: { ...(localeOptions('en') as { aria: Record<string, string> }).aria, ...aria },
    firstDayOfWeek: FIRST_DAY_OF_WEEK[language],
    dateFormat: DATE_FORMAT[language],
  } as LocaleOptions;
}

/** The texts instance (one per page in the prerender) whose language is PrimeReact's now. */
let registeredFor: { instance: i18n; language: string } | null = null;

/** Registers the active language's locale with PrimeReact and makes it the widgets' default. */
export function registerPrimeLocale(instance: i18n): void {
  const language: Language = instance.language === 'en' ? 'en' : 'de';
  const texts = instance.t('common.widgets', { returnObjects: true });
  addLocale(
    language,
    primeLocaleOptions(language, typeof texts === 'object' && texts ? { ...texts } : {}),
  );
  locale(language);
  registeredFor = { instance, language: instance.language };
}

/**
 * PrimeReact's locale in the site's language, for a component that renders PrimeReact widgets:
 * call it before them. Registers once per texts instance and language (in the prerender, once
 * per page), so the widgets' code, not the app's first code, brings PrimeReact's locale API.
 */
export function usePrimeLocale(): void {
  const { i18n: instance } = useTranslation();
  if (registeredFor?.instance !== instance || registeredFor.language !== instance.language)
    registerPrimeLocale(instance);
}
