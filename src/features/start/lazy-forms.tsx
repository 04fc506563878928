import { Suspense } from 'react';
import { lazyForm } from '../../ui/lazy-form';
// The prerendered forms are on the first screen, so their styles and those of the parts they are
// made of must come with the page's stylesheet, not with the forms' code at the first intent
// (that came too late: the fields grew when it did, a layout shift).
import '../../ui/button.css';
import '../../ui/service-form/service-form.css';
import './booking-entry/booking-entry.css';
import './company-login/company-login.css';

/*
 * The two start forms bring react-hook-form, zod, the form fields and the API client (about
 * 68 KB, brotli): most of what the start page would receive before anyone touches it. Their code
 * loads at the user's first intent (src/ui/lazy-form.tsx).
 */

const LazyBookingEntryForm = lazyForm(
  () => import('./booking-entry/booking-entry-form'),
  'BookingEntryForm',
);
const LazyCompanyLoginForm = lazyForm(
  () => import('./company-login/company-login-form'),
  'CompanyLoginForm',
);

/** Placeholder without an id: the hash scroll to #buchen waits for the real form. */
const placeholder = (kind: 'booking' | 'login') => (
  <div className={`start-form-placeholder start-form-placeholder--${kind}`} aria-hidden="true" />
);

export function StartBookingEntry() {
  return (
    <Suspense fallback={placeholder('booking')}>
      <LazyBookingEntryForm />
    </Suspense>
  );
}

export function StartCompanyLogin() {
  return (
    <Suspense fallback={placeholder('login')}>
      <LazyCompanyLoginForm />
    </Suspense>
  );
}
