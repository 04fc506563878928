import type { FieldErrors } from 'react-hook-form';

/**
 * The paths of the fields that show a message (`abholAdresse.plz`, `legs.0.datum`); the form's
 * own `root` messages (a server's answer) are not a field's and are left out.
 */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([name, error]) => {
    if (prefix === '' && name === 'root') return [];
    if (error === null || typeof error !== 'object') return [];
    const path = prefix === '' ? name : `${prefix}.${name}`;
    if (typeof (error as { message?: unknown }).message === 'string') return [path];
    return errorPaths(error as FieldErrors, path);
  });
}
