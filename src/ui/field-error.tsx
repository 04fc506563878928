interface FieldErrorProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  /** The translated message; nothing is shown when it is empty. */
  message?: string | undefined;
}

/**
 * The error text under a form field. The element is always rendered (empty when valid) so the
 * field's aria-describedby always points somewhere and the live region exists before the
 * message appears, which is what makes screen readers announce it.
 */
export function FieldError({ id, message }: FieldErrorProps) {
  return (
    <small id={id} className="field-error" aria-live="polite">
      {message ? (
        <>
          <span className="pi pi-times-circle" aria-hidden="true" /> {message}
        </>
      ) : null}
    </small>
  );
}
