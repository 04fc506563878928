import type { i18n } from 'i18next';
import { addLocale, locale, localeOptions, type LocaleOptions } from 'primereact/api';
import { useTranslation } from 'react-i18next';
import { LOCALE_OF, type Language } from '../domain/constants';
import { dateTimeFormat } from '../domain/intl-formats';

/*
 * PrimeReact's widgets take their month and day names, date format, first day of the week and
 * their own texts (a calendar's "Today", its buttons' and a paginator's accessible names, a
 * list's label) from its global locale, not from i18next. The names come from Intl, the texts
 * from the translation file (common.widgets, keyed as PrimeReact names them, aria included).
 */

/** Monday in Germany, Sunday in the US. */
const FIRST_DAY_OF_WEEK: Record<Language, number> = { de: 1, en: 0 };
/** How the Calendar writes a date (its `yy` is the four-digit year): dd.mm.yyyy, mm/dd/yyyy. */
const DATE_FORMAT: Record<Language, string> = { de: 'dd.mm.yy', en: 'mm/dd/yy' };

/** The twelve months' names (January first) or the seven days' (Sunday first) in a form. */
function names(tag: string, part: 'month' | 'weekday', width: 'long' | 'short'): string[] {
  const format = dateTimeFormat(tag, { [part]: width, timeZone: 'UTC' });
  const count = part === 'month' ? 12 : 7;
  // 3 January 2021 was a Sunday.
  const day = (i: number) => (part === 'month' ? Date.UTC(2021, i, 1) : Date.UTC(2021, 0, 3 + i));
  return Array.from({ length: count }, (_, i) => format.format(day(i)));
}

/** The language's PrimeReact locale: Intl's names, the widgets' texts from the translations. */
export function primeLocaleOptions(
  language: Language,
  texts: Record<string, unknown>,
): LocaleOptions {
  const tag = LOCALE_OF[language];
  const dayNamesShort = names(tag, 'weekday', 'short').map((name) => name.replace(/\.$/, ''));
  const { aria, ...widgetTexts } = texts as { aria?: Record<string, string> };
  return {
    ...widgetTexts,
    // What a text of the translations does not give stays PrimeReact's (English) one.
    aria: { ...(localeOptions('en') as { aria: Record<string, string> }).aria, ...aria },
    firstDayOfWeek: FIRST_DAY_OF_WEEK[language],
    dateFormat: DATE_FORMAT[language],
    monthNames: names(tag, 'month', 'long'),
    monthNamesShort: names(tag, 'month', 'short'),
    dayNames: names(tag, 'weekday', 'long'),
    dayNamesShort,
    dayNamesMin: dayNamesShort.map((name) => name.slice(0, 2)),
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
