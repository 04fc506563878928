import { useEffect, useId, useRef, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../field-error';
import { FieldHint, FieldLabel, inputClassName } from '../service-form';
import {
  formatDateTime,
  parseDateTime,
  type DateTimeKind,
  type InputLanguage,
} from './local-date-time';

export interface LocalDateTimeFieldProps<TValues extends FieldValues> {
  kind: DateTimeKind;
  control: Control<TValues>;
  name: Path<TValues>;
  label: string;
  required?: boolean;
  /** Translation key of the current error. */
  error?: string | undefined;
  /** Shown after the format hint (e.g. "local time in Germany"). */
  hint?: string;
}

/**
 * A date or time field in the site's language, not the browser's: German dd.mm.yyyy and
 * 24-hour, English mm/dd/yyyy and h:mm AM/PM (a native date/time input follows the browser's
 * locale). The form gets YYYY-MM-DD / HH:MM; text it cannot read is passed on as typed, so the
 * schema's message says what is wrong. Leaving the field shows the value in the language's form.
 */
export function LocalDateTimeField<TValues extends FieldValues>({
  kind,
  control,
  name,
  label,
  required,
  error,
  hint,
}: LocalDateTimeFieldProps<TValues>) {
  const { t, i18n } = useTranslation();
  const language: InputLanguage = i18n.language === 'en' ? 'en' : 'de';
  const { field } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(() => formatDateTime(kind, value, language));
  const editing = useRef(false);
  // A value set from outside (a reset, a restored draft) is shown; typing is never overwritten.
  useEffect(() => {
    if (!editing.current) setText(formatDateTime(kind, value, language));
  }, [kind, value, language]);

  const id = useId();
  const ids = { input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error` };
  const hintText = [t(`booking.dateTimeInput.${kind}Format`), hint].filter(Boolean).join(' · ');
  return (
    <div className="sf-field">
      <FieldLabel htmlFor={ids.input} label={label} required={required} />
      <input
        id={ids.input}
        ref={field.ref}
        name={field.name}
        type="text"
        inputMode={kind === 'date' || language === 'de' ? 'numeric' : 'text'}
        autoComplete="off"
        className={inputClassName(error)}
        value={text}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ids.hint} ${ids.error}`}
        onFocus={() => {
          editing.current = true;
        }}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          field.onChange(parseDateTime(kind, typed, language) ?? typed.trim());
        }}
        onBlur={() => {
          editing.current = false;
          setText(formatDateTime(kind, value, language));
          field.onBlur();
        }}
      />
      <FieldHint id={ids.hint}>{hintText}</FieldHint>
      <FieldError id={ids.error} message={error ? t(error) : undefined} />
    </div>
  );
}

export interface DateTimeFieldPairProps<TValues extends FieldValues> {
  control: Control<TValues>;
  names: { date: Path<TValues>; time: Path<TValues> };
  labels: { date: string; time: string };
  /** Translation keys of the current errors. */
  errors: { date?: string | undefined; time?: string | undefined };
  /** Shown after the time's format hint (e.g. "local time in Germany"). */
  timeHint: string;
}

/** A ride's date and time, both required, in the site's language (the wizard, the start form). */
export function DateTimeFieldPair<TValues extends FieldValues>({
  control,
  names,
  labels,
  errors,
  timeHint,
}: DateTimeFieldPairProps<TValues>) {
  return (
    <>
      <LocalDateTimeField
        kind="date"
        control={control}
        name={names.date}
        label={labels.date}
        required
        error={errors.date}
      />
      <LocalDateTimeField
        kind="time"
        control={control}
        name={names.time}
        label={labels.time}
        required
        error={errors.time}
        hint={timeHint}
      />
    </>
  );
}
