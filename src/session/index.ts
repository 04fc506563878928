import { bookingSchema, type Booking } from '../domain/booking';
import { companySessionSchema } from '../domain/company';
import { PAYMENT_SESSION_KEY } from '../domain/constants';
import { paymentSessionSchema } from '../domain/payment';
import { storedValue, type StoredValue } from './storage';
import { destinationDraftStore } from './destination-draft';
import { passengerDraftStore } from './passenger-draft';
import { tripDetailsDraftStore } from './trip-details-draft';

const session = () => window.sessionStorage;

const booking = storedValue(session, 'Buchung', bookingSchema);
/**
 * sessionStorage `Buchung`: the booking draft. Clearing it (login, logout) also drops what was
 * typed into its steps and not sent.
 */
export const bookingStore: StoredValue<Booking> = {
  ...booking,
  clear: () => {
    booking.clear();
    tripDetailsDraftStore.clear();
    destinationDraftStore.clear();
    passengerDraftStore.clear();
  },
};
/** sessionStorage `Firma`: the logged-in company. */
export const companyStore = storedValue(session, 'Firma', companySessionSchema);
/** sessionStorage payment key: the card payment session. */
export const paymentStore = storedValue(session, PAYMENT_SESSION_KEY, paymentSessionSchema);

export { languageStore } from './language';
export { activeTabCookie } from './active-tab-cookie';
export type { StoredValue } from './storage';
export { destinationDraftFor, type DestinationDraftValues } from './destination-draft';
export { passengerDraftFor, type PassengerDraftValues } from './passenger-draft';
export {
  tripDetailsDraftFor,
  tripDetailsDraftStore,
  type TripDetailsDraftValues,
} from './trip-details-draft';
