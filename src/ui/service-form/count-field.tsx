import { InputNumber } from 'primereact/inputnumber';
import type { FormEvent } from 'react';
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
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;

/**
 * A count (passengers, pieces of luggage) on PrimeReact's InputNumber: a spin button that takes
 * digits only, Arrow Up/Down step it within min..max, and leaving it brings a typed count beyond
 * them back to the nearest limit. The form gets the count as text; its schema checks it again.
 */
export function CountField<T extends FieldValues, O = T>(props: CountFieldProps<T, O>) {
  const { control, name, error, min, max } = props;
  const ids = useFieldIds();
  const { field } = useController({ control, name });
  const aria = controlProps(ids, props);
  const toForm = (value: number | null | undefined) =>
    field.onChange(value === null || value === undefined ? '' : String(value));
  return (
    <FieldFrame ids={ids} props={props}>
      <InputNumber
        inputId={ids.inputId}
        inputRef={field.ref}
        name={field.name}
        value={toNumber(field.value)}
        min={min}
        max={max}
        useGrouping={false}
        // Typing (not yet in the limits) and then stepping or leaving the field (within them).
        onChange={(event) => toForm(event.value)}
        onValueChange={(event) => toForm(event.value)}
        onBlur={field.onBlur}
        invalid={Boolean(error)}
        aria-required={aria['aria-required']}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        className="sf-control"
        pt={{
          input: {
            root: {
              // Digits put in without key presses (pasted, filled in, or typed before the app
              // ran and handed over by src/app/early-input.ts) reach the form as well.
              onInput: (event: FormEvent<HTMLInputElement>) =>
                field.onChange(event.currentTarget.value.replace(/\D/g, '')),
            },
          },
        }}
      />
    </FieldFrame>
  );
}
