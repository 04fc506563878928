import { InputNumber } from 'primereact/inputnumber';
import type { FormEvent, KeyboardEvent } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { controlProps, FieldFrame, useFieldIds, type FieldBaseProps } from './form-field';
import type { ControlBinding } from './use-service-form';

export interface CountFieldProps<T extends FieldValues, O = T>
  extends FieldBaseProps, ControlBinding<T, O> {
  min: number;
  max: number;
}

/** The form keeps a count as the text of a whole number ('' while empty), as it was typed. */
const toNumber = (value: unknown) =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : null;

/**
 * A count (passengers, pieces of luggage) on PrimeReact's InputNumber: a spin button that takes
 * digits only and tells its limits; Arrow Up/Down step it within them, Home and End go to them. A typed count beyond them
 * stays as typed and the form's schema says what is allowed: InputNumber's own min/max would
 * silently change it to the limit when the field is left.
 */
export function CountField<T extends FieldValues, O = T>(props: CountFieldProps<T, O>) {
  const { control, name, error, min, max } = props;
  const ids = useFieldIds();
  const { field } = useController({ control, name });
  const aria = controlProps(ids, props);
  const toForm = ({ value }: { value: number | null | undefined }) =>
    field.onChange(value === null || value === undefined ? '' : String(value));
  /**
   * Arrow Up/Down step the count, but not past a limit; Home and End go to the limits, as a spin
   * button's do (InputNumber does that only with its own min/max, and swallows them without).
   * Before InputNumber sees the key.
   */
  const keepToLimits = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = toNumber(event.currentTarget.value) ?? 0;
    const { key } = event;
    const past = (key === 'ArrowUp' && count >= max) || (key === 'ArrowDown' && count <= min);
    const limit = key === 'Home' ? min : key === 'End' ? max : null;
    if (!past && limit === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (limit !== null) field.onChange(String(limit));
  };
  return (
    <FieldFrame ids={ids} props={props}>
      <InputNumber
        inputId={ids.inputId}
        inputRef={field.ref}
        name={field.name}
        value={toNumber(field.value)}
        useGrouping={false}
        onChange={toForm}
        onValueChange={toForm}
        onBlur={field.onBlur}
        invalid={Boolean(error)}
        aria-required={aria['aria-required']}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        className="sf-control"
        pt={{
          input: {
            root: {
              'aria-valuemin': min,
              'aria-valuemax': max,
              onKeyDownCapture: keepToLimits,
              // Digits put in without key presses (pasted, filled in, or typed before the app
              // ran and handed over by src/app/early-input.ts) reach the form as well.
              onInput: (event: FormEvent<HTMLInputElement>) =>
                field.onChange(event.currentTarget.value.trim()),
            },
          },
        }}
      />
    </FieldFrame>
  );
}
