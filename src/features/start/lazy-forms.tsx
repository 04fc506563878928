import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { BootHandover } from '../../ui/boot-handover';
import { importWithReload } from '../../ui/import-with-reload';

/*
 * The two start forms bring react-hook-form, zod, PrimeReact inputs and the API client
 * (about 75 KB gzip). They load as a chunk of their own right after the page's first paint, so
 * the start page's initial JavaScript stays within its budget (DESIGN.md section 10). Until then
 * an empty card of the form's size holds its place, so nothing below moves (no layout shift).
 * A failed chunk load reloads the page once, like every other lazy chunk. The prerendered page
 * holds the placeholders too (useFormsReady), so nobody types into a form before it works.
 */
const lazyForm = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => importWithReload(load).then((module) => ({ default: module[name] })));

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

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while the browser hydrates it, true right after: the forms
 * appear when they work, so nothing typed into a form the app has not taken over yet is lost.
 */
function useFormsReady(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function StartBookingEntry() {
  if (!useFormsReady()) return placeholder('booking');
  return (
    <Suspense fallback={placeholder('booking')}>
      <LazyBookingEntryForm />
      <BootHandover />
    </Suspense>
  );
}

export function StartCompanyLogin() {
  if (!useFormsReady()) return placeholder('login');
  return (
    <Suspense fallback={placeholder('login')}>
      <LazyCompanyLoginForm />
      <BootHandover />
    </Suspense>
  );
}
