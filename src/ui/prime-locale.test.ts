import { describe, expect, it } from 'vitest';
import de from '../../public/locales/de.json';
import en from '../../public/locales/en.json';
import { LOCALE_OF, type Language } from '../domain/constants';
import { primeLocaleOptions } from './prime-locale';

const widgetTexts = (language: Language): Record<string, unknown> =>
  ({ de, en })[language].common.widgets;

/** The twelve months' names (January first) or the seven days' (Sunday first), as Intl has them. */
function intlNames(tag: string, part: 'month' | 'weekday', width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(tag, { [part]: width, timeZone: 'UTC' });
  const count = part === 'month' ? 12 : 7;
  // 3 January 2021 was a Sunday.
  const day = (i: number) => (part === 'month' ? Date.UTC(2021, i, 1) : Date.UTC(2021, 0, 3 + i));
  return Array.from({ length: count }, (_, i) => format.format(day(i)));
}

describe('primeLocaleOptions', () => {
  // The app takes the names from the translations so that no page loads Intl's locale data for
  // them; they must still be the language's own (CLDR's), in PrimeReact's order.
  it.each(['de', 'en'] as const)(
    'gives the calendar the month and day names Intl has (%s)',
    (language) => {
      const tag = LOCALE_OF[language];
      const options = primeLocaleOptions(language, widgetTexts(language));
      const dayNamesShort = intlNames(tag, 'weekday', 'short').map((name) =>
        name.replace(/\.$/, ''),
      );
      expect(options).toMatchObject({
        monthNames: intlNames(tag, 'month', 'long'),
        monthNamesShort: intlNames(tag, 'month', 'short'),
        dayNames: intlNames(tag, 'weekday', 'long'),
        dayNamesShort,
        dayNamesMin: dayNamesShort.map((name) => name.slice(0, 2)),
      });
    },
  );

  it('starts the German week on Monday and the English one on Sunday', () => {
    expect(primeLocaleOptions('de', widgetTexts('de'))).toMatchObject({
      firstDayOfWeek: 1,
      dateFormat: 'dd.mm.yy',
    });
    expect(primeLocaleOptions('en', widgetTexts('en'))).toMatchObject({
      firstDayOfWeek: 0,
      dateFormat: 'mm/dd/yy',
    });
  });
});
