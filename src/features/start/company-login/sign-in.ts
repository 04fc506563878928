import { loginWithEmail, loginWithExternalId, loginWithId } from '../../../api/company';
import type { CompanySession } from '../../../domain/company';
import { activeTabCookie, bookingStore, companyStore } from '../../../session';
import type { LoginRequest } from './login-schema';

export { loginErrorKey } from './login-error';

/** Where a login asked for by a booking's edit link returns to (`?weiter=`); only such links. */
export function returnPathOf(search: URLSearchParams): string | null {
  const target = search.get('weiter');
  return target && /^\/buchung\/bearbeiten\/[A-Za-z0-9_-]{1,100}$/.test(target) ? target : null;
}

/**
 * Signs a company in: the server sets its HttpOnly session cookie and answers the company
 * session object, which goes to sessionStorage `Firma`. A booking draft left from before
 * belongs to someone else's flow and is dropped; the company area opens on its booking tab.
 */
export async function signIn(request: LoginRequest): Promise<CompanySession> {
  const company = await callLogin(request);
  bookingStore.clear();
  companyStore.write(company);
  activeTabCookie.write(0);
  return company;
}

function callLogin(request: LoginRequest): Promise<CompanySession> {
  switch (request.method) {
    case 'id':
      return loginWithId(request.firmenId, request.zugangscode);
    case 'email':
      return loginWithEmail(request.email, request.zugangscode);
    case 'externeId':
      return loginWithExternalId(request.externeId, request.firmenId);
  }
}
