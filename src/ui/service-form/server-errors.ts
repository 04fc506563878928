import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** A field error as the API reports it (`Error.fieldErrors[]` of docs/openapi.yaml). */
export interface ServerFieldError {
  path: string;
  code: string;
  reason?: string | undefined;
}

/** The rules the server names (FieldError.reason) that a form can hit, in the client's words. */
const REASON_KEYS: Record<string, string> = {
  past: 'validation.pastDateTime',
  leadTime: 'validation.leadTime',
  beforeOutbound: 'validation.returnBeforeOutbound',
  tooManyPassengers: 'validation.tooManyPassengers',
  plz: 'validation.postcode',
  notServed: 'validation.notServed',
  customerRemoved: 'validation.customerRemoved',
  date: 'validation.invalidDate',
  time: 'validation.invalidTime',
};

/** Translation key for an API field error (the message itself stays client-side). */
export function fieldErrorKey(code: string, reason?: string): string {
  const byReason = reason ? REASON_KEYS[reason] : undefined;
  if (byReason) return byReason;
  switch (code) {
    case 'required':
      return 'validation.required';
    case 'invalidEmail':
      return 'validation.invalidEmail';
    case 'length':
      return 'validation.lengthNotCorrect';
    case 'consentRequired':
      return 'validation.consentRequired';
    default:
      return 'validation.invalid';
  }
}

/**
 * Shows the server's field errors on the form's fields (the server validates again and may be
 * stricter). `toField` maps an API path like `abholAdresse.plz` to the form field name, or null
 * when the field is not on this form. Returns how many errors landed on a field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  fieldErrors: readonly ServerFieldError[] | undefined,
  setError: UseFormSetError<T>,
  toField: (path: string) => Path<T> | null,
): number {
  let shown = 0;
  for (const fieldError of fieldErrors ?? []) {
    const field = toField(fieldError.path);
    if (!field) continue;
    setError(
      field,
      { type: 'server', message: fieldErrorKey(fieldError.code, fieldError.reason) },
      { shouldFocus: shown === 0 },
    );
    shown += 1;
  }
  return shown;
}
