import { bookingStore, companyStore } from '../session';

/**
 * What react-router's `redirect` makes, without importing it: react-router is in the entry, and a
 * chunk that imports the entry cannot join the app-core chunk (scripts/app-core-chunk.ts) without
 * making it preload the entry.
 */
const toStart = () => new Response(null, { status: 302, headers: { Location: '/start' } });

/** /privat-buchung/*: only with a booking draft in session storage (spec section 2). */
export function requirePrivateBooking() {
  return bookingStore.read() ? null : toStart();
}

/** /buchung/*: only with a booking or a company in session storage (spec section 2). */
export function requireCompanyArea() {
  return bookingStore.read() || companyStore.read() ? null : toStart();
}
