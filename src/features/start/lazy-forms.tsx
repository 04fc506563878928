import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { BootHandover } from '../../ui/boot-handover';
import { importWithReload } from '../../ui/import-with-reload';

/*
 * The two start forms bring react-hook-form, zod, PrimeReact inputs and the API client
 * (about 75 KB). They load as chunks of their own once the page has loaded and the browser is
 * idle, or sooner at the user's first sign of intent (a touch, a click, a key, focus), so
 * neither their download nor their start-up competes with the first screen and its hydration
 * (LCP, TBT). Until then an empty card of the form's size holds its place, so nothing below
 * moves (no layout shift). A failed chunk load reloads the page once, like every other lazy
 * chunk. The prerendered page holds the placeholders too, so nobody types into a form before
 * it works.
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

/** What counts as the user's intent to use the page: the forms load at once then. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let formsWanted = false;
const listeners = new Set<() => void>();

function wantForms() {
  if (formsWanted) return;
  formsWanted = true;
  for (const event of INTENT_EVENTS) document.removeEventListener(event, wantForms, true);
  listeners.forEach((listener) => listener());
}

/** Starts waiting for the moment to load the forms (once per page view). */
function watchForTheMoment() {
  for (const event of INTENT_EVENTS)
    document.addEventListener(event, wantForms, { capture: true, passive: true });
  const whenIdle = () => {
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(wantForms);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

let watching = false;
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watching) {
    watching = true;
    watchForTheMoment();
  }
  return () => void listeners.delete(listener);
}

/**
 * False in the prerendered HTML and while the browser hydrates it; true once the page has loaded
 * and the browser is idle, or the user shows intent (see above). The forms appear when they
 * work, so nothing typed into a form the app has not taken over yet is lost.
 */
function useFormsReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => formsWanted,
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
