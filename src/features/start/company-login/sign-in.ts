import { loginWithEmail, loginWithExternalId, loginWithId } from '../../../api/company';
import type { CompanySession } from '../../../domain/company';
import { activeTabCookie, bookingStore, companyStore } from '../../../session';
import type { LoginRequest } from './login-schema';

export { loginFailure, type LoginFailure } from './login-error';

/**
 * A page of the company area: /buchung/ and up to three plain segments (no dots), with no query
 * but the edit link's `?formular` (on to the wizard).
 */
const COMPANY_AREA_PATH = /^\/buchung(?:\/[A-Za-z0-9_-]{1,100}){1,3}(?:\?formular)?$/;

/**
 * Where a login asked for by the company area returns to (`?weiter=`): a booking's edit link,
 * or the step or list whose call found the session expired. Only such paths (no open redirect).
 */
export function returnPathOf(search: URLSearchParams): string | null {
  const target = search.get('weiter');
  return target && COMPANY_AREA_PATH.test(target) ? target : null;
}

/**
 * Signs a company in: the server sets its HttpOnly session cookie and answers the company
 * session object, which goes to sessionStorage `Firma`. A booking draft of this company stays
 * (its session ran out in the middle of a booking: it goes on); any other draft belongs to
 * someone else's flow and is dropped. The company area opens on its booking tab.
 */
export async function signIn(request: LoginRequest): Promise<CompanySession> {
  const company = await callLogin(request);
  if (bookingStore.read()?.buchungStamm.firmenId !== company.firmenId) bookingStore.clear();
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
