import type { i18n } from 'i18next';
import { addLocale, locale } from 'primereact/api';
import { LANGUAGES, LOCALE_OF, type Language } from '../domain/constants';

/** Week starts: Monday in Germany (DIN 1355), Sunday in the US locale we use for English. */
const FIRST_DAY_OF_WEEK: Record<Language, number> = { de: 1, en: 0 };

/** Month or weekday names of a locale via Intl, so they never need translating by hand. */
function names(
  localeTag: string,
  kind: 'month' | 'weekday',
  width: 'long' | 'short' | 'narrow',
): string[] {
  const format = new Intl.DateTimeFormat(localeTag, { [kind]: width, timeZone: 'UTC' });
  // 2023-01-01 was a Sunday; PrimeReact expects weekdays from Sunday and months from January.
  return Array.from({ length: kind === 'month' ? 12 : 7 }, (_, index) =>
    format.format(kind === 'month' ? Date.UTC(2023, index, 15) : Date.UTC(2023, 0, 1 + index)),
  );
}

/**
 * Gives PrimeReact's widgets (calendar, dropdown, paginator, ...) their texts and aria labels in
 * the active language, from the `common.primereact` translations.
 */
export function applyPrimeReactLocale(instance: i18n): void {
  const language = (LANGUAGES as readonly string[]).includes(instance.language)
    ? (instance.language as Language)
    : 'de';
  const tag = LOCALE_OF[language];
  const texts = instance.t('common.primereact', { returnObjects: true }) as Record<string, unknown>;
  if (typeof texts !== 'object' || texts === null) return;
  addLocale(language, {
    ...texts,
    firstDayOfWeek: FIRST_DAY_OF_WEEK[language],
    dayNames: names(tag, 'weekday', 'long'),
    dayNamesShort: names(tag, 'weekday', 'short'),
    dayNamesMin: names(tag, 'weekday', 'short').map((name) => name.replace(/\.$/, '').slice(0, 2)),
    monthNames: names(tag, 'month', 'long'),
    monthNamesShort: names(tag, 'month', 'short'),
  });
  locale(language);
}
