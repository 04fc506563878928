/**
 * Translation key for a failed login. Reads the typed API error's status/code without caring
 * about its class, so a network failure (no status) gets the offline message.
 */
export function loginErrorKey(error: unknown): string {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (code === 'tooManyRequests' || status === 429) return 'companyLogin.errors.throttled';
  if (code === 'loginFailed' || status === 401 || status === 404)
    return 'companyLogin.errors.wrongCredentials';
  if (code === 'validation' || status === 400) return 'companyLogin.errors.invalid';
  if (typeof status === 'number' && status >= 500) return 'companyLogin.errors.server';
  if (code === 'network' || code === 'timeout' || status === 0) return 'common.status.offline';
  return 'companyLogin.errors.server';
}
