import { describeFailure } from '../../../ui/describe-failure';

/** What a failed login tells the person signing in. */
export interface LoginFailure {
  /** Translation key of the message. */
  key: string;
  /**
   * The login itself was not answered (the server failed, the connection was lost): the same
   * login can simply be sent again. Not for a wrong or refused input, which only the user can fix.
   */
  retry: boolean;
}

/**
 * Reads the typed API error's status/code without caring about its class, so the same error
 * kept anywhere (or a bare fetch failure) reads the same.
 */
export function loginFailure(error: unknown): LoginFailure {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (code === 'tooManyRequests' || status === 429)
    return { key: 'companyLogin.errors.throttled', retry: false };
  if (code === 'loginFailed' || status === 401 || status === 404)
    return { key: 'companyLogin.errors.wrongCredentials', retry: false };
  if (code === 'validation' || status === 400)
    return { key: 'companyLogin.errors.invalid', retry: false };
  switch (describeFailure(error).key) {
    case 'failures.network':
      return { key: 'companyLogin.errors.offline', retry: true };
    case 'failures.timeout':
      return { key: 'companyLogin.errors.timeout', retry: true };
    default:
      return { key: 'companyLogin.errors.server', retry: true };
  }
}
