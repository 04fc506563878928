import { describe, expect, it } from 'vitest';
import { resetFormSchema } from './reset-schema';

const messages = (values: { zugangscode: string; bestaetigung: string }) => {
  const result = resetFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('resetFormSchema', () => {
  it('asks for both fields', () => {
    expect(messages({ zugangscode: '', bestaetigung: '' })).toEqual({
      zugangscode: 'validation.required',
      bestaetigung: 'validation.required',
    });
  });
  it('names the strength rule a code breaks', () => {
    expect(messages({ zugangscode: 'kurz-1', bestaetigung: 'kurz-1' })).toEqual({
      zugangscode: 'companyAccess.reset.errors.tooShort',
    });
    expect(messages({ zugangscode: 'nurbuchstaben', bestaetigung: 'nurbuchstaben' })).toEqual({
      zugangscode: 'companyAccess.reset.errors.needsDigitOrSymbol',
    });
  });
  it('wants the same code twice', () => {
    expect(messages({ zugangscode: 'Reisestelle-2025', bestaetigung: 'Reisestelle-2026' })).toEqual(
      { bestaetigung: 'companyAccess.reset.errors.mismatch' },
    );
    expect(messages({ zugangscode: 'Reisestelle-2025', bestaetigung: 'Reisestelle-2025' })).toEqual(
      {},
    );
  });
});
