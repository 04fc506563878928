import { describe, expect, it } from 'vitest';
import { firstErrors } from '../../../../tests/support/schema-errors';
import { forgotAccessCodeSchema } from './forgot-access-code-schema';
import { loginFormSchema, toLoginRequest, type LoginFormValues } from './login-schema';

const empty: LoginFormValues = {
  method: 'id',
  firmenId: '',
  email: '',
  externeId: '',
  zugangscode: '',
};

const errors = (values: LoginFormValues) => firstErrors(loginFormSchema, values);

describe('company login form schema', () => {
  it('checks only the fields of the chosen method', () => {
    expect(errors(empty)).toEqual({
      firmenId: 'validation.required',
      zugangscode: 'validation.required',
    });
    expect(errors({ ...empty, method: 'email' })).toEqual({
      email: 'validation.required',
      zugangscode: 'validation.required',
    });
    expect(errors({ ...empty, method: 'externeId' })).toEqual({
      firmenId: 'validation.required',
      externeId: 'validation.required',
    });
  });

  it('gives each field its own message', () => {
    expect(
      errors({ ...empty, firmenId: ' 0123 ', zugangscode: 'x'.repeat(65), email: 'ignored' }),
    ).toEqual({ firmenId: 'validation.companyId', zugangscode: 'validation.tooLong' });
    expect(errors({ ...empty, method: 'email', email: ' anna@ ', zugangscode: 'geheim' })).toEqual({
      email: 'validation.invalidEmail',
    });
    expect(errors({ ...empty, method: 'email', email: `${'a'.repeat(116)}@b.de` })).toMatchObject({
      email: 'validation.tooLong',
    });
    expect(
      errors({ ...empty, method: 'externeId', firmenId: '10001', externeId: 'a b<c>' }),
    ).toEqual({ externeId: 'validation.invalidCharacters' });
    expect(
      errors({ ...empty, method: 'externeId', firmenId: '10001', externeId: 'x'.repeat(101) }),
    ).toEqual({ externeId: 'validation.tooLong' });
  });

  it('accepts trimmed values and builds the request of the method', () => {
    const byId = { ...empty, firmenId: ' 10001 ', zugangscode: ' geheim ' };
    expect(errors(byId)).toEqual({});
    expect(toLoginRequest(loginFormSchema.parse(byId))).toEqual({
      method: 'id',
      firmenId: 10001,
      zugangscode: ' geheim ',
    });
    const byEmail = {
      ...empty,
      method: 'email' as const,
      email: ' Anna@Example.org ',
      zugangscode: 'g',
    };
    expect(toLoginRequest(loginFormSchema.parse(byEmail))).toEqual({
      method: 'email',
      email: 'Anna@Example.org',
      zugangscode: 'g',
    });
  });
});

describe('forgotten access code schema', () => {
  const kennung = (value: string) =>
    forgotAccessCodeSchema.safeParse({ kennung: value }).error?.issues[0]?.message;

  it('takes a company id or an e-mail address, trimmed', () => {
    expect(forgotAccessCodeSchema.parse({ kennung: ' 10001 ' })).toEqual({ kennung: '10001' });
    expect(kennung('anna@example.org')).toBeUndefined();
    expect(kennung('  ')).toBe('validation.required');
    expect(kennung('x'.repeat(121))).toBe('validation.tooLong');
    expect(kennung('0123')).toBe('companyAccess.forgot.errors.kennung');
    expect(kennung('anna@')).toBe('companyAccess.forgot.errors.kennung');
  });
});
