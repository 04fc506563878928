import { loginWithEmail, loginWithExternalId, loginWithId } from '../../../api/company';
import type { CompanySession } from '../../../domain/company';
import { activeTabCookie, bookingStore, companyStore } from '../../../session';
import type { LoginRequest } from './login-schema';

export { loginFailure, type LoginFailure } from './login-error';

/** Where a login asked for by the company area returns to (`?weiter=`), and why it was asked. */
export { loginNoticeOf, returnPathOf } from '../../../domain/company-login-link';

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
