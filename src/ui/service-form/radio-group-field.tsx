import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useRef } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { RequiredMark, TranslatedError, useFieldIds, withClass } from './form-field';
import type { ControlBinding } from './use-service-form';

/*
 * A choice of a react-hook-form form on PrimeReact's RadioButton. It draws a native input
 * (keyboard, screen readers, a click before the app runs) and renders the form's value, so a
 * prerendered page shows the default choice without help.
 */

export interface RadioGroupFieldProps<T extends FieldValues, O = T> extends ControlBinding<T, O> {
  legend: string;
  options: { value: string; label: string; description?: string }[];
  required?: boolean;
  className?: string;
}

/** Radio buttons in a fieldset: arrow keys move between them, the legend names the group. */
export function RadioGroupField<T extends FieldValues, O = T>({
  legend,
  control,
  name,
  options,
  error,
  required,
  className,
}: RadioGroupFieldProps<T, O>) {
  const ids = useFieldIds();
  const { field } = useController({ control, name });
  // As in a browser's own radio group, the focus goes to the chosen radio (the first if none is):
  // the one chosen when the focus moves, which may be a choice put back after the focus was asked
  // for (the kept typing after the language switch's reload; react-hook-form focuses a moment later).
  const group = useRef<HTMLFieldSetElement>(null);
  const { ref } = field;
  useEffect(() => {
    ref({
      focus: () => {
        const radios = group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]');
        const chosen = radios && Array.from(radios).find((radio) => radio.checked);
        (chosen ?? radios?.[0])?.focus();
      },
    });
  }, [ref]);
  return (
    <fieldset
      ref={group}
      className={withClass('sf-radio-group', className)}
      aria-describedby={ids.errorId}
    >
      <legend className="sf-label">
        {legend}
        <RequiredMark required={required} />
      </legend>
      <div className="sf-radio-options">
        {options.map((option, index) => (
          <label key={option.value} className="sf-radio-option" htmlFor={`${ids.inputId}-${index}`}>
            <RadioButton
              inputId={`${ids.inputId}-${index}`}
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={(event) => field.onChange(event.value)}
              onBlur={field.onBlur}
              required={required}
              invalid={Boolean(error)}
              // PrimeReact's `invalid` only colours it: each radio says so too (WAI-ARIA has no
              // aria-invalid on a fieldset), described by the group's error through the fieldset.
              // On the input itself: as a prop it would land on its wrapper too.
              // A choice's description describes it: it is not part of its name.
              pt={{
                input: {
                  'aria-invalid': error ? true : undefined,
                  ...(option.description
                    ? {
                        'aria-labelledby': `${ids.inputId}-${index}-title`,
                        'aria-describedby': `${ids.inputId}-${index}-description`,
                      }
                    : {}),
                },
              }}
            />
            <span>
              <span id={`${ids.inputId}-${index}-title`} className="sf-radio-title">
                {option.label}
              </span>
              {option.description ? (
                <span id={`${ids.inputId}-${index}-description`} className="sf-radio-description">
                  {option.description}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <TranslatedError id={ids.errorId} error={error} />
    </fieldset>
  );
}
