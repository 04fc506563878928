import { InputText } from 'primereact/inputtext';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../field-error';
import './service-form.css';

/**
 * Labelled form fields for react-hook-form. Error messages are translation keys (zod messages);
 * `min`/`max` are passed to the translation so "too long" can say how long is allowed. The
 * error text is tied to the control with aria-describedby and the control gets aria-invalid.
 */
export interface FieldBaseProps {
  label: string;
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

export function useFieldIds() {
  const id = useId();
  return { inputId: `${id}-input`, hintId: `${id}-hint`, errorId: `${id}-error` };
}

export type FieldIds = ReturnType<typeof useFieldIds>;

/** The error element is always rendered (empty when valid), so it is always referenced. */
function describedBy(ids: FieldIds, hint: boolean) {
  return [hint ? ids.hintId : null, ids.errorId].filter(Boolean).join(' ');
}

/** Id and ARIA state every labelled control carries. */
export function controlProps(ids: FieldIds, { required, error, hint }: FieldBaseProps) {
  return {
    id: ids.inputId,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, Boolean(hint)),
  } as const;
}

export function withClass(base: string, className: string | undefined) {
  return [base, className].filter(Boolean).join(' ');
}

/** " *" for the eye and "(required)" for screen readers, after a label or legend. */
export function RequiredMark({ required }: { required?: boolean | undefined }) {
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
export function TranslatedError({
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
export function FieldFrame({
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

/** A field typed into, bound to the form by registration (react-hook-form's `register`). */
export interface TypedFieldProps extends FieldBaseProps {
  registration: UseFormRegisterReturn;
}

export interface TextFieldProps extends TypedFieldProps {
  type?: 'text' | 'email' | 'tel' | 'search';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'search';
  placeholder?: string;
}

export function TextField(props: TextFieldProps) {
  const ids = useFieldIds();
  return (
    <FieldFrame ids={ids} props={props}>
      <InputText
        {...controlProps(ids, props)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete ?? 'off'}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        className="sf-control"
        invalid={Boolean(props.error)}
        {...props.registration}
      />
    </FieldFrame>
  );
}
