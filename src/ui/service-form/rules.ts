import { z } from 'zod/mini';
import { nowInBerlin } from '../../domain/berlin-time';
import { TIME_PATTERN } from '../../domain/field-rules';
import { MAX_PASSENGERS } from '../../domain/constants';

/**
 * zod building blocks shared by the service forms. Every message is a translation key of the
 * shared `validation` namespace; "too long/short" get their bound from the field component.
 * zod/mini: each schema's checks run in the order listed, as classic zod's method chains did.
 */

/** Letters (any script), digits, spaces and the punctuation of names, companies and addresses.
 *  Rejects markup (<, >), statement separators (;), quotes other than apostrophes, emoji. */
const NAME_LIKE = /^[\p{L}\p{M}\p{N} .,'’&()/+-]*$/u;
/** Control characters other than tab and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const MARKUP = /[<>]/;
const PHONE = /^\+?[0-9 ()/-]+$/;

export const MESSAGES = {
  required: 'validation.required',
  requiredSelect: 'validation.requiredSelect',
  tooLong: 'validation.tooLong',
  tooShort: 'validation.tooShort',
  invalidEmail: 'validation.invalidEmail',
  invalidCharacters: 'validation.invalidCharacters',
  phone: 'validation.phone',
  phoneShort: 'validation.phoneShort',
  postcode: 'validation.postcode',
  invalidDate: 'validation.invalidDate',
  invalidTime: 'validation.invalidTime',
  integer: 'validation.integer',
  range: 'validation.range',
  maxPassengers: 'validation.maxPassengers',
  pastDate: 'validation.pastDate',
  consent: 'validation.consentRequired',
} as const;

/** A name, company, street or city: required, at most `max` characters, no markup or emoji. */
export function nameText(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MESSAGES.required),
      z.maxLength(max, MESSAGES.tooLong),
      z.regex(NAME_LIKE, MESSAGES.invalidCharacters),
    );
}

/** Like nameText but may stay empty. */
export function optionalNameText(max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, MESSAGES.tooLong),
      z.regex(NAME_LIKE, MESSAGES.invalidCharacters),
    );
}

/** A trimmed text, required (the `required` message) unless told otherwise. */
const trimmed = (required: boolean) =>
  z.string().check(z.trim(), ...(required ? [z.minLength(1, MESSAGES.required)] : []));

/** A one-line free text (subject, goods): any characters except markup and control characters. */
export function lineText(max: number, { required = true }: { required?: boolean } = {}) {
  return trimmed(required).check(
    z.maxLength(max, MESSAGES.tooLong),
    z.refine(
      (value) => !MARKUP.test(value) && !CONTROL.test(value) && !/[\r\n]/.test(value),
      MESSAGES.invalidCharacters,
    ),
  );
}

/** A multi-line message: anything printable (it is only ever shown as text), bounded length. */
export function messageText(
  max: number,
  { min = 1, required = true }: { min?: number; required?: boolean } = {},
) {
  return trimmed(required).check(
    ...(required ? [z.minLength(min, MESSAGES.tooShort)] : []),
    z.maxLength(max, MESSAGES.tooLong),
    z.refine((value) => !CONTROL.test(value), MESSAGES.invalidCharacters),
  );
}

/** Longest e-mail address and phone number the forms accept (the fields say so too). */
export const EMAIL_MAX = 254;
export const PHONE_MAX = 30;

export function email() {
  return z.pipe(
    trimmed(true).check(z.maxLength(EMAIL_MAX, MESSAGES.tooLong)),
    z.email(MESSAGES.invalidEmail),
  );
}

const digitCount = (value: string) => value.replace(/\D/g, '').length;

export function phone({ required = true }: { required?: boolean } = {}) {
  const valid = z.string().check(
    z.trim(),
    z.maxLength(PHONE_MAX, MESSAGES.tooLong),
    z.regex(PHONE, MESSAGES.phone),
    // No digit at all is no number; a few digits are a number too short (area code missing).
    z.refine((value) => digitCount(value) > 0, MESSAGES.phone),
    z.refine((value) => digitCount(value) === 0 || digitCount(value) >= 5, MESSAGES.phoneShort),
  );
  if (required) return z.pipe(trimmed(true), valid);
  return z.union([z.literal(''), valid]);
}

export function postcode() {
  return trimmed(true).check(z.regex(/^\d{5}$/, MESSAGES.postcode));
}

/** What countText accepts: one or two digits, perhaps negative. */
export const COUNT_PATTERN = /^-?\d{1,2}$/;

/** A time of day as typed (HH:MM, 24-hour), required. */
export function timeOfDay() {
  return z
    .string()
    .check(z.minLength(1, MESSAGES.required), z.regex(TIME_PATTERN, MESSAGES.invalidTime));
}

/**
 * A count typed as one or two digits; the form checks its range. A minus sign passes here, so
 * that "-3" is told the range rather than that it is no whole number.
 */
export function countText() {
  return z
    .string()
    .check(z.minLength(1, MESSAGES.required), z.regex(COUNT_PATTERN, MESSAGES.integer));
}

/**
 * How many travel (adults `erw`, children `kind`, each typed as countText): at least one adult,
 * and no more than one vehicle takes. The issues of a form's superRefine, by field.
 */
export function passengerCountIssues(
  erwText: string,
  kindText: string,
): { path: 'erw' | 'kind'; message: string }[] {
  const issues: { path: 'erw' | 'kind'; message: string }[] = [];
  const erw = Number(erwText);
  const kind = Number(kindText);
  if (COUNT_PATTERN.test(erwText) && (erw < 1 || erw > MAX_PASSENGERS))
    issues.push({ path: 'erw', message: MESSAGES.range });
  if (COUNT_PATTERN.test(kindText) && (kind < 0 || kind > MAX_PASSENGERS))
    issues.push({ path: 'kind', message: MESSAGES.range });
  if (erw >= 1 && kind >= 0 && erw + kind > MAX_PASSENGERS)
    issues.push({ path: 'kind', message: MESSAGES.maxPassengers });
  return issues;
}

/** The passenger counts on their own (company 52460's route step). */
export const passengerCountsSchema = z.object({ erw: countText(), kind: countText() }).check(
  z.superRefine((values, ctx) => {
    for (const { path, message } of passengerCountIssues(values.erw, values.kind))
      ctx.addIssue({ code: 'custom', path: [path], message });
  }),
);

/** The consent checkbox: must be ticked. */
export function consent() {
  return z.boolean().check(z.refine((value) => value, MESSAGES.consent));
}

/** Today's date (YYYY-MM-DD) in Europe/Berlin, the operator's calendar. */
export function todayInBerlin(now: Date = new Date()): string {
  return nowInBerlin(now).date;
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date (YYYY-MM-DD, as an <input type="date"> gives it) not before today. */
export function futureDate(now: () => Date = () => new Date()) {
  return z.string().check(
    z.minLength(1, MESSAGES.required),
    z.refine(isRealDate, MESSAGES.invalidDate),
    z.refine((value) => !isRealDate(value) || value >= todayInBerlin(now()), MESSAGES.pastDate),
  );
}

/** Any real calendar date (YYYY-MM-DD). */
export function anyDate() {
  return z
    .string()
    .check(z.minLength(1, MESSAGES.required), z.refine(isRealDate, MESSAGES.invalidDate));
}
