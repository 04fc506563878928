import { api, callInit, done, type CallOptions } from './client';

/**
 * POST /Firma/ZugangscodeVergessen/: asks for a link to set a new access code, by company id or
 * login e-mail. Answers the same whether or not the company exists (the mail goes to the
 * company's registered address only).
 */
export function requestAccessCodeReset(kennung: string, options?: CallOptions): Promise<void> {
  return done(
    api.POST('/Firma/ZugangscodeVergessen/', { body: { kennung }, ...callInit(options) }),
  );
}

/** POST /Firma/ZugangscodeLink/: whether the link can still set a code (404: used or expired). */
export function checkAccessCodeLink(token: string, options?: CallOptions): Promise<void> {
  return done(api.POST('/Firma/ZugangscodeLink/', { body: { token }, ...callInit(options) }));
}

/** POST /Firma/ZugangscodeSetzen/: sets the new code with the link's token (404: used or expired). */
export function setAccessCode(
  token: string,
  zugangscode: string,
  options?: CallOptions,
): Promise<void> {
  return done(
    api.POST('/Firma/ZugangscodeSetzen/', { body: { token, zugangscode }, ...callInit(options) }),
  );
}
