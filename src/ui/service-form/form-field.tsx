import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../field-error';
import { prerenderedChecked } from './prerendered-defaults';

/**
 * Labelled form fields for react-hook-form. Error messages are translation keys (zod messages);
 * `min`/`max` are passed to the translation so "too long" can say how long is allowed. The
 * error text is tied to the control with aria-describedby and the control gets aria-invalid.
 */
interface FieldBaseProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** Translation key of the current error, if any. */
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** Length bounds: shown in the "too long/short" message (not enforced by the browser, so
   *  pasted overlong text stays visible and gets a clear message). */
  min?: number;
  max?: number;
  className?: string;
}

function useFieldIds() {
  const id = useId();
  return { inputId: `${id}-input`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

type FieldIds = ReturnType<typeof useFieldIds>;

/** The error element is always rendered (empty when valid), so it is always referenced. */
function describedBy(ids: FieldIds, hint: boolean) {
  return [hint ? ids.hintId : null, ids.errorId].filter(Boolean).join(' ');
}

/** Id and ARIA state every labelled control carries. */
function controlProps(ids: FieldIds, { required, error, hint }: FieldBaseProps) {
  return {
    id: ids.inputId,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, Boolean(hint)),
  } as const;
}

function withClass(base: string, className: string | undefined) {
  return [base, className].filter(Boolean).join(' ');
}

/**
 * Classes of a native text control that looks like PrimeReact's InputText: the component itself
 * would load PrimeReact's core (tooltip, key filter, ...) into every form (issue 13).
 */
export function inputClassName(error: string | undefined, extra?: string) {
  return withClass(
    withClass('p-inputtext p-component sf-control', extra),
    error ? 'p-invalid' : '',
  );
}

/** " *" for the eye and "(required)" for screen readers, after a label or legend. */
function RequiredMark({ required }: { required?: boolean | undefined }) {
  const { t } = useTranslation();
  if (!required) return null;
  return (
    <span className="sf-required">
      <span aria-hidden="true"> *</span>
      <span className="sf-visually-hidden"> ({t('common.required')})</span>
    </span>
  );
}

export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
}) {
  return (
    <label htmlFor={htmlFor} className="sf-label">
      {label}
      <RequiredMark required={required} />
    </label>
  );
}

/** The translated error under a field (the shared FieldError keeps its live region mounted). */
function TranslatedError({
  id,
  error,
  min,
  max,
}: {
  id: string;
  error?: string | undefined;
  min?: number | undefined;
  max?: number | undefined;
}) {
  const { t } = useTranslation();
  return <FieldError id={id} message={error ? t(error, { min, max }) : undefined} />;
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="sf-hint">
      {children}
    </p>
  );
}

/** Label, control (children), hint, anything extra (e.g. a counter) and the error, in order. */
function FieldFrame({
  ids,
  props,
  extra,
  children,
}: {
  ids: FieldIds;
  props: FieldBaseProps;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { label, required, hint, error, min, max, className } = props;
  return (
    <div className={withClass('sf-field', className)}>
      <FieldLabel htmlFor={ids.inputId} label={label} required={required} />
      {children}
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {extra}
      <TranslatedError id={ids.errorId} error={error} min={min} max={max} />
    </div>
  );
}

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'search';
  placeholder?: string;
  /** Earliest/latest value of a date input (YYYY-MM-DD); a picker hint, zod still validates. */
  dateMin?: string;
  dateMax?: string;
}

export function TextField(props: TextFieldProps) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} props={props}>
      <input
        {...controlProps(ids, props)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        min={props.dateMin}
        max={props.dateMax}
        className={inputClassName(props.error)}
        {...props.registration}
      />
    </FieldFrame>
  );
}

export interface TextAreaFieldProps extends FieldBaseProps {
  rows?: number;
  /** Current length, for the character counter. */
  length?: number;
  /** Translated counter text, e.g. "120 of 2000 characters". */
  counterText?: string;
  /** Or the counter's translation key, given `count` (= length) and `max`. */
  counterKey?: string;
}

export function TextAreaField(props: TextAreaFieldProps) {
  const { max, length, counterKey } = props;
  const { t } = useTranslation();
  const counterText = counterKey ? t(counterKey, { count: length ?? 0, max }) : props.counterText;
  const ids = useFieldIds();
  const counterId = `${ids.inputId}-counter`;
  const over = max !== undefined && length !== undefined && length > max;
  const control = controlProps(ids, props);
  const counter = counterText ? (
    <p id={counterId} className={over ? 'sf-counter sf-counter-over' : 'sf-counter'}>
      {counterText}
    </p>
  ) : null;
  return (
    <FieldFrame ids={ids} props={props} extra={counter}>
      <textarea
        {...control}
        aria-describedby={[control['aria-describedby'], counter ? counterId : null]
          .filter(Boolean)
          .join(' ')}
        rows={props.rows ?? 6}
        className={inputClassName(props.error, 'p-inputtextarea')}
        {...props.registration}
      />
    </FieldFrame>
  );
}

export interface CheckboxFieldProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
}

/** A native checkbox (keyboard and screen-reader friendly) with its label beside it. */
export function CheckboxField({ label, registration, error, required }: CheckboxFieldProps) {
  const ids = useFieldIds();
  return (
    <div className="sf-field sf-checkbox-field">
      <div className="sf-checkbox-row">
        <input
          id={ids.inputId}
          type="checkbox"
          className="sf-checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.errorId}
          {...registration}
        />
        <label htmlFor={ids.inputId} className="sf-checkbox-label">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <TranslatedError id={ids.errorId} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends FieldBaseProps {
  options: { value: string; label: string }[];
  /** Label of the empty first option; omit for no empty option. */
  emptyLabel?: string;
  autoComplete?: string;
}

/** A native select: small, accessible, and styled like the other inputs. */
export function SelectField(props: SelectFieldProps) {
  const { error, options, emptyLabel } = props;
  const ids = useFieldIds();
  // The select's own error line has no min/max: those only make sense for typed text.
  return (
    <FieldFrame ids={ids} props={{ ...props, min: undefined, max: undefined }}>
      <select
        {...controlProps(ids, props)}
        className={inputClassName(error, 'sf-select')}
        autoComplete={props.autoComplete ?? 'off'}
        {...props.registration}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export interface RadioGroupFieldProps {
  legend: string;
  name: string;
  registration: UseFormRegisterReturn;
  options: { value: string; label: string; description?: string }[];
  /** The option the form starts with: checked in the prerendered HTML (prerendered-defaults.ts). */
  defaultValue?: string;
  error?: string | undefined;
  required?: boolean;
  className?: string;
}

/** Native radio buttons in a fieldset: arrow keys move between them, the legend names the group. */
export function RadioGroupField({
  legend,
  registration,
  options,
  defaultValue,
  error,
  required,
  className,
}: RadioGroupFieldProps) {
  const ids = useFieldIds();
  return (
    <fieldset className={withClass('sf-radio-group', className)} aria-describedby={ids.errorId}>
      <legend className="sf-label">
        {legend}
        <RequiredMark required={required} />
      </legend>
      <div className="sf-radio-options">
        {options.map((option, index) => (
          <label key={option.value} className="sf-radio-option" htmlFor={`${ids.inputId}-${index}`}>
            <input
              id={`${ids.inputId}-${index}`}
              type="radio"
              value={option.value}
              className="sf-radio"
              required={required}
              {...registration}
              {...prerenderedChecked(option.value === defaultValue)}
            />
            <span>
              <span className="sf-radio-title">{option.label}</span>
              {option.description ? (
                <span className="sf-radio-description">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <TranslatedError id={ids.errorId} error={error} />
    </fieldset>
  );
}
