import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorPaths } from './error-paths';

describe('errorPaths', () => {
  it('names each field with a message by its path, nested and in lists, but not the root', () => {
    type Form = { vorname: string; abholAdresse: { plz: string }; legs: { datum: string }[] };
    const errors: FieldErrors<Form> = {
      vorname: { type: 'too_small', message: 'validation.required' },
      abholAdresse: { plz: { type: 'custom', message: 'validation.postcode' } },
      legs: [undefined, { datum: { type: 'custom', message: 'validation.pastDate' } }],
      root: { server: { type: 'server', message: 'failed' } },
    };
    expect(errorPaths(errors as FieldErrors)).toEqual([
      'vorname',
      'abholAdresse.plz',
      'legs.1.datum',
    ]);
  });

  it('is empty for a form without messages', () => {
    expect(errorPaths({})).toEqual([]);
  });
});
