import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { describeFailure } from './describe-failure';

describe('describeFailure', () => {
  it('asks for a new login when the session or the access is missing', () => {
    expect(
      describeFailure(new ApiError({ kind: 'http', status: 401, code: 'unauthorized' })),
    ).toEqual({
      key: 'failures.sessionExpired',
      retryable: false,
      signIn: true,
    });
    expect(describeFailure({ kind: 'http', status: 403 })).toMatchObject({
      key: 'failures.forbidden',
      signIn: true,
    });
  });

  it('lets the user try again after connection, time-out and server failures', () => {
    expect(describeFailure(new ApiError({ kind: 'network' }))).toMatchObject({
      key: 'failures.network',
      retryable: true,
    });
    expect(describeFailure(new TypeError('Failed to fetch'))).toMatchObject({
      key: 'failures.network',
      retryable: true,
    });
    expect(describeFailure({ kind: 'timeout' })).toMatchObject({
      key: 'failures.timeout',
      retryable: true,
    });
    expect(describeFailure({ kind: 'http', status: 503, code: 'unavailable' })).toMatchObject({
      key: 'failures.server',
      retryable: true,
    });
    expect(describeFailure({ kind: 'http', status: 429, code: 'tooManyRequests' })).toMatchObject({
      key: 'failures.tooManyRequests',
      retryable: true,
    });
    expect(describeFailure({ kind: 'invalidResponse' })).toMatchObject({
      key: 'failures.invalidResponse',
    });
  });

  it('names the booking conflicts, where a retry cannot help', () => {
    for (const code of [
      'noTariff',
      'bookingCancelled',
      'bookingNotEditable',
      'selfServiceClosed',
      'alreadyPaid',
    ] as const) {
      expect(describeFailure({ kind: 'http', status: 409, code })).toEqual({
        key: `failures.${code}`,
        retryable: false,
        signIn: false,
      });
    }
    expect(describeFailure({ kind: 'http', status: 400 })).toMatchObject({
      key: 'failures.validation',
      retryable: false,
    });
    expect(describeFailure({ kind: 'http', status: 404 })).toMatchObject({
      key: 'failures.notFound',
    });
  });

  it('says "unexpected" for anything else', () => {
    expect(describeFailure(new Error('boom'))).toMatchObject({
      key: 'failures.unknown',
      retryable: true,
    });
    expect(describeFailure(null)).toMatchObject({ key: 'failures.unknown' });
  });
});
