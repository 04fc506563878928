import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../ui/field-error';
import { InputText } from 'primereact/inputtext';

interface CodeFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** Translation key of the current error, if any. */
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A masked field for a new access code. autocomplete="new-password" lets password managers offer
 * a strong code and save it; the rule stands in the hint, not only in the error.
 */
export function CodeField({ label, registration, error, hint }: CodeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="sf-field">
      <label htmlFor={`${id}-input`} className="sf-label">
        {label}
        <span className="sf-required">
          <span aria-hidden="true"> *</span>
          <span className="sf-visually-hidden"> ({t('common.required')})</span>
        </span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="sf-hint">
          {hint}
        </p>
      ) : null}
      <InputText
        id={`${id}-input`}
        type="password"
        className="sf-control"
        invalid={Boolean(error)}
        autoComplete="new-password"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      <FieldError id={`${id}-error`} message={error ? t(error) : undefined} />
    </div>
  );
}
