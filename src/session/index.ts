import { bookingSchema } from '../domain/booking';
import { companySessionSchema } from '../domain/company';
import { PAYMENT_SESSION_KEY } from '../domain/constants';
import { paymentSessionSchema } from '../domain/payment';
import { storedValue } from './storage';

const session = () => window.sessionStorage;

/** sessionStorage `Buchung`: the booking draft. */
export const bookingStore = storedValue(session, 'Buchung', bookingSchema);
/** sessionStorage `Firma`: the logged-in company. */
export const companyStore = storedValue(session, 'Firma', companySessionSchema);
/** sessionStorage payment key: the card payment session. */
export const paymentStore = storedValue(session, PAYMENT_SESSION_KEY, paymentSessionSchema);

export { languageStore } from './language';
export { activeTabCookie } from './active-tab-cookie';
export type { StoredValue } from './storage';
