import { redirect } from 'react-router';
import { bookingStore, companyStore } from '../session';

/** /privat-buchung/*: only with a booking draft in session storage (spec section 2). */
export function requirePrivateBooking() {
  return bookingStore.read() ? null : redirect('/start');
}

/** /buchung/*: only with a booking or a company in session storage (spec section 2). */
export function requireCompanyArea() {
  return bookingStore.read() || companyStore.read() ? null : redirect('/start');
}
