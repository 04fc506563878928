import { Checkbox } from 'primereact/checkbox';
import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { RequiredMark, TranslatedError, useFieldIds } from './form-field';
import type { ControlBinding } from './use-service-form';

/*
 * A yes/no choice of a react-hook-form form on PrimeReact's Checkbox, which draws a native input
 * (keyboard, screen readers, a click before the app runs).
 */

export interface CheckboxFieldProps<T extends FieldValues, O = T> extends ControlBinding<T, O> {
  label: ReactNode;
  required?: boolean;
}

/** A checkbox with its label beside it; the value is true or false. */
export function CheckboxField<T extends FieldValues, O = T>({
  label,
  control,
  name,
  error,
  required,
}: CheckboxFieldProps<T, O>) {
  const ids = useFieldIds();
  const { field } = useController({ control, name });
  return (
    <div className="sf-field sf-checkbox-field">
      <div className="sf-checkbox-row">
        <Checkbox
          inputId={ids.inputId}
          inputRef={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.checked === true)}
          onBlur={field.onBlur}
          invalid={Boolean(error)}
          // On the box itself (as props they would land on its wrapper too).
          pt={{
            input: { 'aria-required': required || undefined, 'aria-describedby': ids.errorId },
          }}
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
