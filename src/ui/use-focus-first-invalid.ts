import { useCallback, useRef } from 'react';

/**
 * Focus for a form whose submit found invalid fields: the first one in reading order, once its
 * message is drawn. react-hook-form's own focus (shouldFocusError) goes by the order the fields
 * were registered, which is not the screen's where a child component registers fields of its
 * own (a ride's date and time, LegInputs), and it does nothing when only a message changed.
 * Put `formRef` on the form, call `focusFirstInvalid` from handleSubmit's invalid callback, and
 * set shouldFocusError: false.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useCallback(() => {
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }, []);
  return { formRef, focusFirstInvalid };
}
