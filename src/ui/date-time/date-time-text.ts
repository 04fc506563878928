/*
 * Dates and times typed in the site's language, whatever the browser's locale is: German
 * dd.mm.yyyy and 24-hour, English (en-US) mm/dd/yyyy and 12-hour with AM/PM. The form keeps the
 * values the booking uses (YYYY-MM-DD, HH:MM); what cannot be read is kept as typed, so the
 * form's schema reports it.
 */

export type DateTimeKind = 'date' | 'time';
export type InputLanguage = 'de' | 'en';

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * The separators each language writes a date with. The other language's separator is refused,
 * not read in this language's order: "12/01/2026" on the German page is not the 12th of January,
 * and "01.12.2026" on the English page not January 12.
 */
const DAY_MONTH_YEAR: Record<InputLanguage, RegExp> = {
  de: /^(\d{1,2})\s*[.-]\s*(\d{1,2})\s*[.-]\s*(\d{4}|\d{2})$/,
  en: /^(\d{1,2})\s*[/-]\s*(\d{1,2})\s*[/-]\s*(\d{4}|\d{2})$/,
};

/** Reads a typed date: the language's order with its separators or none (8 digits), or YYYY-MM-DD. */
export function parseDate(text: string, language: InputLanguage): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = DAY_MONTH_YEAR[language].exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!parts) return null;
  const [first, second] = [Number(parts[1]), Number(parts[2])];
  const [day, month] = language === 'de' ? [first, second] : [second, first];
  return isoDate(fullYear(parts[3]!), month, day);
}

/** Reads a typed time: H:MM, HHMM or H.MM (24-hour), or with AM/PM (12-hour), in either language. */
export function parseTime(text: string, _language: InputLanguage): string | null {
  const value = text.trim().toLowerCase();
  const match = /^(\d{1,2})(?:\s*[:.h]?\s*(\d{2}))?\s*(?:([ap])\.?\s*m?\.?)?(?:\s*uhr)?$/.exec(
    value,
  );
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = match[2] === undefined ? 0 : Number(match[2]);
  const half = match[3];
  if (minutes > 59) return null;
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'p' ? 12 : 0);
  } else if (hours > 23 || (match[2] === undefined && match[1]!.length > 2)) {
    return null;
  }
  return `${pad(hours)}:${pad(minutes)}`;
}

export function parseDateTime(
  kind: DateTimeKind,
  text: string,
  language: InputLanguage,
): string | null {
  return kind === 'date' ? parseDate(text, language) : parseTime(text, language);
}

/** The form's value as the field shows it in the language; anything else as it is. */
export function formatDateTime(kind: DateTimeKind, value: string, language: InputLanguage): string {
  if (kind === 'date') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!iso) return value;
    const [, y, m, d] = iso;
    return language === 'de' ? `${d}.${m}.${y}` : `${m}/${d}/${y}`;
  }
  const time = /^(\d{2}):(\d{2})$/.exec(value);
  if (!time) return value;
  if (language === 'de') return value;
  const hours = Number(time[1]);
  return `${((hours + 11) % 12) + 1}:${time[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/*
 * PrimeReact's Calendar works with Date objects in the browser's time zone; the form keeps the
 * strings above. A date is that day at midnight, a time that time of day on a fixed day (the
 * time picker only reads and sets the hours and minutes).
 */

const TIME_DAY = [2000, 0, 1] as const;

/** What the Calendar shows for a form value: a Date, or text it cannot read as it is. */
export function calendarValue(kind: DateTimeKind, value: string): Date | string | null {
  if (value === '') return null;
  if (kind === 'date') {
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!iso || isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) === null) return value;
    return new Date(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  }
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!time) return value;
  return new Date(...TIME_DAY, Number(time[1]), Number(time[2]));
}

/** The form value of a day or time the Calendar picked. */
export function formValue(kind: DateTimeKind, date: Date): string {
  if (kind === 'date')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A day (YYYY-MM-DD) as the Calendar's Date: its earliest selectable day, for example. */
export function calendarDay(isoDay: string): Date | null {
  const value = calendarValue('date', isoDay);
  return value instanceof Date ? value : null;
}
