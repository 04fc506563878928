// Security and cache headers on every response (issue 8).
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { requestIsHttps } from './proxy';

/** Browsers that saw it once refuse plain http to this host (and its subdomains) for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * - script-src 'self': the SPA is bundled by Vite, no inline script.
 * - style-src 'unsafe-inline': the prerendered pages carry their stylesheets in <style> elements
 *   (scripts/prerender.ts), so the first paint waits for no stylesheet request.
 * - form-action: the hosted payment page is reached by navigation (redirectUrl), not by a form
 *   post; PAYMENT_FORM_ACTION can add the provider's origin if a provider needs a form post.
 */
export function contentSecurityPolicy(extraFormAction = ''): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action 'self'${extraFormAction ? ` ${extraFormAction}` : ''}`,
  ].join('; ');
}

export function securityHeaders(options: { formAction?: string } = {}): MiddlewareHandler<AppEnv> {
  const csp = contentSecurityPolicy(options.formAction);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('Content-Security-Policy', csp);
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Only over https: on plain http the header is ignored anyway, and it must not pin a
    // development host. Behind a proxy that terminates TLS this needs TRUST_PROXY.
    if (requestIsHttps(c)) headers.set('Strict-Transport-Security', HSTS);
    const path = c.req.path;
    if (path.startsWith('/api/')) {
      // API answers are per user (cookies, tokens): never cached by the browser or a proxy.
      if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    }
  };
}
