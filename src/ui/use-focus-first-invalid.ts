import { useEffect, useRef } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

/**
 * After a submit that found invalid fields, focuses the first one in reading order. Put the
 * returned ref on the form and set shouldFocusError: false. react-hook-form's own focus goes by
 * the order the fields were registered, which is not the screen's where a child component
 * registers fields of its own (an address, a ride's date and time).
 */
export function useFocusFirstInvalid<T extends FieldValues, O>(control: Control<T, unknown, O>) {
  const formRef = useRef<HTMLFormElement>(null);
  // The submit's count changes in the same render that draws its messages, so this runs once
  // they are on screen.
  const { submitCount } = useFormState({ control });
  useEffect(() => {
    if (submitCount === 0) return;
    const invalid = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    // A widget's wrapper may say so too; the field is what takes focus.
    Array.from(invalid)
      .find((element) => element.tabIndex >= 0)
      ?.focus();
  }, [submitCount]);
  return formRef;
}
