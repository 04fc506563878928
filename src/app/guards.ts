import { redirect } from 'react-router';
import { companyLoginLink, isCompanyReturnPath } from '../domain/company-login-link';
import { bookingStore, companyStore } from '../session';

/** /privat-buchung/*: only with a booking draft in session storage (spec section 2). */
export function requirePrivateBooking() {
  return bookingStore.read() ? null : redirect('/start');
}

/**
 * /buchung/*: only with a booking or a company in session storage (spec section 2). Session
 * storage belongs to one tab: a company page opened in a new tab (or by someone not signed in)
 * lands on /start, whose company login says why and comes back to the page afterwards.
 */
export function requireCompanyArea({ request }: { request: Request }) {
  if (bookingStore.read() || companyStore.read()) return null;
  const { pathname, search } = new URL(request.url);
  const page = pathname.replace(/\/+$/, '');
  // A list's filters or an opened customer (its query) come back only where a login may return
  // them (companyLoginLink); otherwise the login returns to the page without them.
  const returnTo = isCompanyReturnPath(page + search) ? page + search : page;
  return redirect(companyLoginLink(returnTo, 'anmeldung'));
}
