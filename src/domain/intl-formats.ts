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

/** The `Intl.NumberFormat` for this locale and these options, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return madeOnce(numberFormats, keyOf(locale, options), () => {
    return new Intl.NumberFormat(locale, options);
  });
}

/**
 * A wall-clock time "HH:mm" (already Europe/Berlin local) in the locale's style: "07:05" in
 * German, "7:05 AM" in English. Formatted as UTC so no time-zone shift can creep in.
 */
export function formatClockTime(hhmm: string, locale: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return dateTimeFormat(locale, {
    hour: locale.startsWith('de') ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}
