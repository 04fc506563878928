import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { loginFailure } from './login-error';

describe('loginFailure', () => {
  it('says what is wrong with the input, with nothing to retry', () => {
    expect(loginFailure(new ApiError({ kind: 'http', status: 401, code: 'loginFailed' }))).toEqual({
      key: 'companyLogin.errors.wrongCredentials',
      retry: false,
    });
    expect(loginFailure({ status: 429, code: 'tooManyRequests' })).toEqual({
      key: 'companyLogin.errors.throttled',
      retry: false,
    });
    expect(loginFailure({ status: 400, code: 'validation' })).toEqual({
      key: 'companyLogin.errors.invalid',
      retry: false,
    });
  });

  it('offers to send the same login again when it was not answered', () => {
    expect(loginFailure(new ApiError({ kind: 'http', status: 500 }))).toEqual({
      key: 'companyLogin.errors.server',
      retry: true,
    });
    expect(loginFailure({ kind: 'http', status: 503, code: 'unavailable' })).toEqual({
      key: 'companyLogin.errors.server',
      retry: true,
    });
    expect(loginFailure({ kind: 'invalidResponse' })).toEqual({
      key: 'companyLogin.errors.server',
      retry: true,
    });
  });

  it('says a lost connection in its own words, not "later"', () => {
    expect(loginFailure(new ApiError({ kind: 'network', cause: new TypeError('fetch') }))).toEqual({
      key: 'companyLogin.errors.offline',
      retry: true,
    });
    expect(loginFailure(new TypeError('Failed to fetch'))).toEqual({
      key: 'companyLogin.errors.offline',
      retry: true,
    });
    expect(loginFailure({ kind: 'timeout' })).toEqual({
      key: 'companyLogin.errors.timeout',
      retry: true,
    });
  });
});
