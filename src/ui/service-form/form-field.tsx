import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FieldError } from '../field-error';

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

/** The error element is always rendered (empty when valid), so it is always referenced. */
function describedBy(ids: ReturnType<typeof useFieldIds>, hint: boolean) {
  return [hint ? ids.hintId : null, ids.errorId].filter(Boolean).join(' ');
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
  const { t } = useTranslation();
  return (
    <label htmlFor={htmlFor} className="sf-label">
      {label}
      {required ? (
        <span className="sf-required">
          <span aria-hidden="true"> *</span>
          <span className="sf-visually-hidden"> ({t('common.required')})</span>
        </span>
      ) : null}
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

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'tel' | 'date' | 'time' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'search';
  placeholder?: string;
  /** Earliest/latest value of a date input (YYYY-MM-DD); a picker hint, zod still validates. */
  dateMin?: string;
  dateMax?: string;
}

export function TextField({
  label,
  registration,
  error,
  hint,
  required,
  min,
  max,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  dateMin,
  dateMax,
}: TextFieldProps) {
  const ids = useFieldIds();
  return (
    <div className={['sf-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} label={label} required={required} />
      <InputText
        id={ids.inputId}
        type={type}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        placeholder={placeholder}
        min={dateMin}
        max={dateMax}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint))}
        invalid={Boolean(error)}
        className="sf-control"
        {...registration}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <TranslatedError id={ids.errorId} error={error} min={min} max={max} />
    </div>
  );
}

export interface TextAreaFieldProps extends FieldBaseProps {
  rows?: number;
  /** Current length, for the character counter. */
  length?: number;
  /** Translated counter text, e.g. "120 of 2000 characters". */
  counterText?: string;
}

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  required,
  min,
  max,
  className,
  rows = 6,
  length,
  counterText,
}: TextAreaFieldProps) {
  const ids = useFieldIds();
  const counterId = `${ids.inputId}-counter`;
  const over = max !== undefined && length !== undefined && length > max;
  return (
    <div className={['sf-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} label={label} required={required} />
      <InputTextarea
        id={ids.inputId}
        rows={rows}
        autoResize={false}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [describedBy(ids, Boolean(hint)), counterText ? counterId : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
        invalid={Boolean(error)}
        className="sf-control"
        {...registration}
      />
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {counterText ? (
        <p id={counterId} className={over ? 'sf-counter sf-counter-over' : 'sf-counter'}>
          {counterText}
        </p>
      ) : null}
      <TranslatedError id={ids.errorId} error={error} min={min} max={max} />
    </div>
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
  const { t } = useTranslation();
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
          {required ? (
            <span className="sf-required">
              <span aria-hidden="true"> *</span>
              <span className="sf-visually-hidden"> ({t('common.required')})</span>
            </span>
          ) : null}
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
export function SelectField({
  label,
  registration,
  error,
  hint,
  required,
  className,
  options,
  emptyLabel,
  autoComplete,
}: SelectFieldProps) {
  const ids = useFieldIds();
  return (
    <div className={['sf-field', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.inputId} label={label} required={required} />
      <select
        id={ids.inputId}
        className={['p-inputtext p-component sf-control sf-select', error ? 'p-invalid' : ''].join(
          ' ',
        )}
        autoComplete={autoComplete ?? 'off'}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(hint))}
        {...registration}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <TranslatedError id={ids.errorId} error={error} />
    </div>
  );
}

export interface RadioGroupFieldProps {
  legend: string;
  name: string;
  registration: UseFormRegisterReturn;
  options: { value: string; label: string; description?: string }[];
  error?: string | undefined;
  required?: boolean;
  className?: string;
}

/** Native radio buttons in a fieldset: arrow keys move between them, the legend names the group. */
export function RadioGroupField({
  legend,
  registration,
  options,
  error,
  required,
  className,
}: RadioGroupFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds();
  return (
    <fieldset
      className={['sf-radio-group', className].filter(Boolean).join(' ')}
      aria-describedby={ids.errorId}
    >
      <legend className="sf-label">
        {legend}
        {required ? (
          <span className="sf-required">
            <span aria-hidden="true"> *</span>
            <span className="sf-visually-hidden"> ({t('common.required')})</span>
          </span>
        ) : null}
      </legend>
      <div className="sf-radio-options">
        {options.map((option, index) => (
          <label key={option.value} className="sf-radio-option" htmlFor={`${ids.inputId}-${index}`}>
            <input
              id={`${ids.inputId}-${index}`}
              type="radio"
              value={option.value}
              className="sf-radio"
              {...registration}
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
