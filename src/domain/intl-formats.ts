/*
 * Making an Intl formatter is costly (a slow phone spends milliseconds on each, the first one of
 * a locale most), using one is cheap: every date, time and amount the app shows goes through one
 * made once per locale and options.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (locale: string, options: object) => `${locale} ${JSON.stringify(options)}`;

function madeOnce<T>(made: Map<string, T>, key: string, make: () => T): T {
  let value = made.get(key);
  if (!value) {
    value = make();
    made.set(key, value);
  }
  return value;
}

/** The `Intl.DateTimeFormat` for this locale and these options, made once. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  return madeOnce(dateTimeFormats, keyOf(locale, options), () => {
    return new Intl.DateTimeFormat(locale, options);
  });
}

/**
 * Makes the page's first date format, which is when the browser loads its locale and time zone
 * data: about 20 ms on a desktop, four times that on a slow phone, whatever the format. The entry
 * calls it while the app's code is on its way, so that the first render that shows a date or a
 * calendar does not pay for it in the middle of hydration.
 */
export function warmUpIntl(locale: string): void {
  dateTimeFormat(locale, { dateStyle: 'short' }).format(0);
}

/** The `Intl.NumberFormat` for this locale and these options, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return madeOnce(numberFormats, keyOf(locale, options), () => {
    return new Intl.NumberFormat(locale, options);
  });
}
