/*
 * The way into the start page's company login that comes back afterwards: `?weiter=` names the
 * company page to return to, `?hinweis=` why the login was asked for. Every page that sends a
 * visitor to sign in builds its link here, and the login reads it back with the same rules.
 */

/**
 * A page of the company area: /buchung/ and up to three plain segments (no dots), with no query
 * but the edit link's `?formular` (on to the wizard).
 */
const COMPANY_AREA_PATH = /^\/buchung(?:\/[A-Za-z0-9_-]{1,100}){1,3}(?:\?formular)?$/;

const RETURN_PARAM = 'weiter';
const NOTICE_PARAM = 'hinweis';

/**
 * Why the start page shows the login: `anmeldung` when a company page was opened in a tab that
 * holds no company (a new tab, or no one signed in). The guard cannot tell which: the session
 * cookie is HttpOnly and the company area is guarded by the tab's session storage alone.
 */
export type LoginNotice = 'anmeldung';

/** Whether a login may return to `path`: only a company page (no open redirect). */
export function isCompanyReturnPath(path: string): boolean {
  return COMPANY_AREA_PATH.test(path);
}

/**
 * The start page's company login (#firmenlogin, focused on arrival), returning to `returnTo`
 * when it is a company page; the login goes to the company's entry step otherwise.
 */
export function companyLoginLink(returnTo: string, notice?: LoginNotice): string {
  const query = new URLSearchParams();
  if (isCompanyReturnPath(returnTo)) query.set(RETURN_PARAM, returnTo);
  if (notice) query.set(NOTICE_PARAM, notice);
  const search = query.toString();
  return `/start${search ? `?${search}` : ''}#firmenlogin`;
}

/** Where a login asked for by the company area returns to, or null (see isCompanyReturnPath). */
export function returnPathOf(search: URLSearchParams): string | null {
  const target = search.get(RETURN_PARAM);
  return target && isCompanyReturnPath(target) ? target : null;
}

/** Why the login was asked for, if the link said so in a way the start page knows. */
export function loginNoticeOf(search: URLSearchParams): LoginNotice | null {
  return search.get(NOTICE_PARAM) === 'anmeldung' ? 'anmeldung' : null;
}
