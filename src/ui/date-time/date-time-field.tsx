import { localeOptions } from 'primereact/api';
import { Calendar, type CalendarProps } from 'primereact/calendar';
import {
  memo,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ControlBinding } from '../service-form/use-service-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../field-error';
import { LineIcon } from '../line-icon';
import { OVERLAY_TRANSITION } from '../overlay-transition';
import { usePrimeLocale } from '../prime-locale';
import { FieldHint, FieldLabel } from '../service-form/form-field';
import { todayInBerlin } from '../service-form/rules';
import {
  calendarDay,
  calendarValue,
  formatDateTime,
  formValue,
  parseDateTime,
  type DateTimeKind,
  type InputLanguage,
} from './date-time-text';
import { moveAmongOfferedDays } from './day-grid-keys';
import './date-time-field.css';

/** A day of the Calendar's grid (its month counts from 0). */
interface CalendarDay {
  day: number;
  month: number;
  year: number;
}

const isoDayOf = ({ day, month, year }: CalendarDay) =>
  `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const isSameDay = (cell: CalendarDay, date: Date) =>
  cell.day === date.getDate() && cell.month === date.getMonth() && cell.year === date.getFullYear();

/** What the pass-throughs of the month and year views get to know of an item. */
interface PickerItem {
  context: { monthIndex?: number; year?: number; selected: boolean; disabled: boolean };
}

/**
 * A month or year of the calendar's month or year view as an option of a list (PrimeReact renders
 * a bare text with no name or state): named in full, chosen or not, offered or not. PrimeReact
 * repeats the chosen one's text in a hidden live region inside it; an option's name is its own.
 */
const pickerOption = (name: string, { selected, disabled }: PickerItem['context']) => ({
  role: 'option',
  'aria-label': name,
  'aria-selected': selected,
  'aria-disabled': disabled || undefined,
});

const dayOrNothing = (day: string | undefined) =>
  day ? (calendarDay(day) ?? undefined) : undefined;

/**
 * With too little room below its field, PrimeReact opens the panel above it, where on a phone its
 * month and its buttons can lie above the screen: the page scrolls to them. Read from the layout,
 * not the box on screen, which the opening transition still scales from the field's side.
 */
const scrollAboveScreenIntoView = (panel: HTMLElement | null) => {
  if (!panel) return;
  const parent = panel.offsetParent;
  const top =
    (parent ? parent.getBoundingClientRect().top + parent.clientTop : 0) + panel.offsetTop;
  if (top < 0) window.scrollBy(0, top);
};

/** A clock face, for the button that opens the time picker (drawn inline, no icon font). */
const CLOCK = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2';

export interface DateTimeInputProps {
  kind: DateTimeKind;
  /** The text field's id, which its label names. */
  id: string;
  /** YYYY-MM-DD or HH:MM, or text that could not be read, as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Ids of the hint and error elements that describe the field. */
  describedBy?: string | undefined;
  invalid: boolean;
  required?: boolean | undefined;
  /** The earliest day the calendar offers (YYYY-MM-DD); a typed earlier one goes to the schema. */
  minDay?: string | undefined;
  /** The last day the calendar offers (YYYY-MM-DD); a typed later one goes to the schema. */
  maxDay?: string | undefined;
  name?: string;
  /**
   * Gets the text field (react-hook-form's error focus). Not the Calendar: its focus() does not
   * scroll, and a phone would not show the field that needs fixing.
   */
  focusRef?: Ref<HTMLInputElement>;
}

/**
 * A date or time typed or picked in the site's language, not the browser's: German dd.mm.yyyy
 * and 24-hour, English mm/dd/yyyy and h:mm AM/PM (PrimeReact's Calendar, with the locale of
 * ui/prime-locale.ts). The value is YYYY-MM-DD / HH:MM; text it cannot read is passed on as
 * typed, so the form's schema says what is wrong, and stays in the field. Leaving the field
 * shows the value in the language's form. A button beside the field opens the calendar or the
 * time picker; the keyboard opens it with Arrow Down.
 *
 * Memoized: the Calendar builds its month's grid on every render, and a form renders again for
 * reasons of its own (react-hook-form once after mounting, every other field's typing).
 */
export const DateTimeInput = memo(function DateTimeInput({
  kind,
  id,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  required,
  minDay,
  maxDay,
  name,
  focusRef,
}: DateTimeInputProps) {
  const { t, i18n } = useTranslation();
  usePrimeLocale();
  const language: InputLanguage = i18n.language === 'en' ? 'en' : 'de';
  const monthNames = (localeOptions(language) as { monthNames?: string[] }).monthNames ?? [];
  const current = useMemo(() => calendarValue(kind, value), [kind, value]);
  // While the user types, the Calendar keeps the value it had: it would write every value it is
  // given into the field, and "1.5." would become "01.05." under the cursor. Leaving the field
  // hands it the typed value, which it then shows in the language's form.
  const [typingFrom, setTypingFrom] = useState<{ value: Date | string | null } | null>(null);
  const minDate = useMemo(() => dayOrNothing(minDay), [minDay]);
  const maxDate = useMemo(() => dayOrNothing(maxDay), [maxDay]);

  const panelOpen = useRef(false);
  // The open time picker, where a live region says the time its buttons set (see onChange).
  const [timePanel, setTimePanel] = useState<HTMLElement | null>(null);
  const [chosenTime, setChosenTime] = useState('');
  const keepFocusInPanel = useCallback(() => {
    const panel = document.getElementById(`${id}-widget_panel`);
    if (!panel || panel.contains(document.activeElement)) return;
    const target =
      panel.querySelector<HTMLElement>('table td span[tabindex="0"]') ??
      panel.querySelector<HTMLElement>('button');
    target?.focus();
  }, [id]);
  // After every render while the panel is open: a render replaced the focused day (see onShow).
  useLayoutEffect(() => {
    if (panelOpen.current && document.activeElement === document.body) keepFocusInPanel();
  });

  const shown = typingFrom ? typingFrom.value : current;
  const shownDay = kind === 'date' && shown instanceof Date ? shown : null;
  const props: CalendarProps = {
    id: `${id}-widget`,
    inputId: id,
    name,
    value: shown as Date | null,
    keepInvalid: true,
    locale: language,
    timeOnly: kind === 'time',
    hourFormat: kind === 'time' && language === 'en' ? '12' : '24',
    // Five-minute steps, unless the time lies between them: the picker would show 09:58 as 10:00
    // and step from a time the field does not hold. From 09:58 it steps by the minute, to 10:00.
    stepMinute: shown instanceof Date && shown.getMinutes() % 5 !== 0 ? 1 : 5,
    minDate,
    maxDate,
    showIcon: true,
    icon: kind === 'time' ? <LineIcon path={CLOCK} /> : undefined,
    // Tapping or tabbing into the field is for typing; the button (or Arrow Down) opens the panel.
    showOnFocus: false,
    showButtonBar: kind === 'date',
    invalid,
    panelClassName: 'date-time-panel',
    formatDateTime: (date: Date) => formatDateTime(kind, formValue(kind, date), language),
    parseDateTime: (text: string) => {
      const read = calendarValue(kind, parseDateTime(kind, text, language) ?? '');
      if (!(read instanceof Date)) throw new Error('not a date or time in the language');
      return read;
    },
    onInput: (event) => {
      if (!typingFrom) setTypingFrom({ value: current });
      const typed = event.currentTarget.value;
      onChange(parseDateTime(kind, typed, language) ?? typed.trim());
    },
    // Typing is handled above (the Calendar drops a day outside minDate..maxDate); here: a pick.
    onChange: (event) => {
      if (event.originalEvent?.type === 'input') return;
      // A day picked closes the panel: focus goes back to the field (onHide), not to the grid.
      if (kind === 'date') panelOpen.current = false;
      const picked = event.value;
      const chosen = picked instanceof Date ? formValue(kind, picked) : '';
      // The hour or minute set in the time picker is read out (it shows only a number).
      if (kind === 'time' && chosen) setChosenTime(formatDateTime(kind, chosen, language));
      onChange(chosen);
    },
    onBlur: () => {
      setTypingFrom(null);
      onBlur?.();
    },
    // PrimeReact 10.9 gives its day grid a new key on every render: the day it focuses on opening
    // is replaced as soon as the field's blur renders again, and focus falls to the page. While
    // the panel is open, focus goes back to the grid's day (or the time picker's first button).
    onShow: () => {
      panelOpen.current = true;
      keepFocusInPanel();
      if (kind === 'time') setTimePanel(document.getElementById(`${id}-widget_panel`));
    },
    // A day picked in the panel, or its "Today" or "Clear" button, closes it with focus inside,
    // which PrimeReact leaves there (the focused element goes with the panel right after this):
    // it goes back to the field, which now says the day. A click beside the panel keeps its focus.
    onHide: () => {
      panelOpen.current = false;
      setTimePanel(null);
      setChosenTime('');
      const panel = document.getElementById(`${id}-widget_panel`);
      const focused = document.activeElement;
      if (focused === document.body || (focused && panel?.contains(focused)))
        document.getElementById(id)?.focus();
    },
    pt: {
      input: {
        root: {
          // A phone's keyboard for typing (the Calendar's own default shows none).
          inputMode: kind === 'date' || language === 'de' ? 'numeric' : 'text',
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
        },
      },
      // The opener is a button of its own in the tab order, named for what it opens.
      dropdownButton: {
        root: {
          tabIndex: 0,
          ...(kind === 'time' ? { 'aria-label': t('common.widgets.chooseTime') } : {}),
        },
      },
      panel:
        kind === 'time'
          ? { 'aria-label': t('common.widgets.chooseTime') }
          : { onKeyDownCapture: moveAmongOfferedDays(minDay, maxDay) },
      // The chosen day is a state of its grid cell (PrimeReact puts it on the cell's text,
      // where ARIA does not allow it).
      day: ({ context }: { context: { date: CalendarDay } }) => ({
        'aria-selected': shownDay !== null && isSameDay(context.date, shownDay),
        // Which day the cell is, for the keys (day-grid-keys.ts).
        'data-day': isoDayOf(context.date),
      }),
      dayLabel: { 'aria-selected': undefined },
      // The month and year views: lists of options, named in full and with their states.
      monthPicker: { role: 'listbox', 'aria-label': t('common.widgets.chooseMonth') },
      month: ({ context }: PickerItem) =>
        pickerOption(monthNames[context.monthIndex ?? 0] ?? '', context),
      yearPicker: { role: 'listbox', 'aria-label': t('common.widgets.chooseYear') },
      year: ({ context }: PickerItem) => pickerOption(String(context.year), context),
      transition: {
        ...OVERLAY_TRANSITION,
        // Right after PrimeReact has placed the panel, before its first frame: not after the
        // opening, when it had been seen growing above the screen.
        onEnter: () => scrollAboveScreenIntoView(document.getElementById(`${id}-widget_panel`)),
      },
    },
  };
  return (
    <>
      <Calendar inputRef={focusRef} {...props} />
      {timePanel &&
        createPortal(
          <span role="status" className="visually-hidden">
            {chosenTime && t('booking.dateTimeInput.timeChosen', { time: chosenTime })}
          </span>,
          timePanel,
        )}
    </>
  );
});

export interface DateTimeFieldProps<
  TValues extends FieldValues,
  O = TValues,
> extends ControlBinding<TValues, O> {
  kind: DateTimeKind;
  label: string;
  required?: boolean;
  /** Shown after the format hint (e.g. "local time in Germany"). */
  hint?: string;
  /** The earliest day the calendar offers (YYYY-MM-DD), e.g. today where a ride is booked. */
  minDay?: string | undefined;
  className?: string;
}

/** A labelled date or time field of a react-hook-form form, with its format hint and error. */
export function DateTimeField<TValues extends FieldValues, O = TValues>({
  kind,
  control,
  name,
  label,
  required,
  error,
  hint,
  minDay,
  className,
}: DateTimeFieldProps<TValues, O>) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  const id = useId();
  const ids = { input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error` };
  const hintText = [t(`booking.dateTimeInput.${kind}Format`), hint].filter(Boolean).join(' · ');
  return (
    <div className={['sf-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.input} label={label} required={required} />
      <DateTimeInput
        kind={kind}
        id={ids.input}
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        focusRef={field.ref}
        describedBy={`${ids.hint} ${ids.error}`}
        invalid={Boolean(error)}
        required={required}
        minDay={minDay}
      />
      <FieldHint id={ids.hint}>{hintText}</FieldHint>
      <FieldError id={ids.error} message={error ? t(error) : undefined} />
    </div>
  );
}

export interface DateTimeFieldPairProps<TValues extends FieldValues, O = TValues> {
  control: Control<TValues, unknown, O>;
  names: { date: Path<TValues>; time: Path<TValues> };
  labels: { date: string; time: string };
  /** Translation keys of the current errors. */
  errors: { date?: string | undefined; time?: string | undefined };
  /** Shown after the time's format hint (e.g. "local time in Germany"). */
  timeHint: string;
}

/**
 * A ride's date and time, both required, in the site's language (the wizards, the start form);
 * the calendar offers no day before today (Berlin), as a ride is never in the past.
 */
export function DateTimeFieldPair<TValues extends FieldValues, O = TValues>({
  control,
  names,
  labels,
  errors,
  timeHint,
}: DateTimeFieldPairProps<TValues, O>) {
  return (
    <>
      <DateTimeField
        kind="date"
        control={control}
        name={names.date}
        label={labels.date}
        required
        error={errors.date}
        minDay={todayInBerlin()}
      />
      <DateTimeField
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
