import { lazy, Suspense, type ComponentType } from 'react';
import { BootHandover } from '../../ui/boot-handover';
import { importWithReload } from '../../ui/import-with-reload';
// The prerendered forms are on the first screen, so their styles and those of the parts they are
// made of must come with the page's stylesheet, not with the forms' code at the first intent
// (that came too late: the fields grew when it did, a layout shift).
import '../../ui/button.css';
import '../../ui/service-form/service-form.css';
import './booking-entry/booking-entry.css';
import './company-login/company-login.css';

/*
 * The two start forms bring react-hook-form, zod, the form fields and the API client (about
 * 68 KB, brotli): most of what the start page would receive before anyone touches it (issue 13:
 * at most 100 KB). So their code loads only at the user's first sign of intent (a touch, a
 * click, a key, focus), never just because the page has loaded.
 *
 * Yet they are on the first screen and usable: the prerender renders them whole. While the
 * browser hydrates the page, each form suspends until that intent; Preact then keeps the
 * prerendered HTML of a suspended part as it is (no flash, nothing moves) and hydrates it once
 * the chunk is here. What is typed or submitted meanwhile, public/boot.js notes and holds;
 * <BootHandover/> gives it to the form once the app owns it.
 *
 * A page the app renders itself (a client-side navigation, a page not prerendered in this
 * language) has no such HTML to keep: there the forms load at once behind a placeholder of their
 * size. The navigation that led there was itself an intent. A failed chunk load reloads the page
 * once, like every other lazy chunk.
 */

/** What counts as the user's intent to use the page: the forms' code loads then. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** The boot.js queues: something typed, pressed or sent before the app ran: the user is at it. */
interface BootQueues {
  __bootInputs?: unknown[];
  __bootClicks?: unknown[];
  __bootSubmits?: unknown[];
}

/** Whether the user acted on the page before the app listened (typed, pressed, sent, focused). */
function userActedAlready(): boolean {
  const queues = window as BootQueues;
  if (queues.__bootInputs?.length || queues.__bootClicks?.length || queues.__bootSubmits?.length)
    return true;
  return document.activeElement?.closest('form') != null;
}

let intent: Promise<void> | undefined;

/** Resolves at the user's first intent on this page view. */
function firstIntent(): Promise<void> {
  intent ??= new Promise<void>((resolve) => {
    if (userActedAlready()) return resolve();
    const onIntent = () => {
      for (const event of INTENT_EVENTS) document.removeEventListener(event, onIntent, true);
      resolve();
    };
    for (const event of INTENT_EVENTS)
      document.addEventListener(event, onIntent, { capture: true, passive: true });
  });
  return intent;
}

/**
 * Whether this render is the browser's hydration of the prerendered page (src/main.tsx hydrates
 * the page the prerender made in the stored language and marks <html> once it has): only then is
 * there HTML of the forms to keep while they wait.
 */
function hydratingPrerender(): boolean {
  const html = document.documentElement;
  return (
    !html.hasAttribute('data-hydrated') &&
    document.getElementById('root')?.getAttribute('data-prerendered') === html.lang
  );
}

/**
 * When a form's code may load: in the prerender (a Vite SSR build, which waits for lazy parts)
 * at once, so the HTML holds the whole form; in the browser at the first intent while hydrating,
 * else at once. A URL with a query loads them at once too: it may fill in the booking form (the
 * flight-info link), which the prerendered HTML cannot show. Asked at the form's first render.
 */
function formsWanted(): Promise<void> {
  if (import.meta.env.SSR || !hydratingPrerender() || window.location.search !== '')
    return Promise.resolve();
  return firstIntent();
}

/**
 * The form with the hand-over after it, in the lazy part: a hydrating page mounts the part only
 * when its code is here, and only then does the app own the form.
 */
const lazyForm = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() =>
    formsWanted()
      .then(() => importWithReload(load))
      .then((module) => {
        const Form: ComponentType = module[name];
        return {
          default: function FormWithHandover() {
            return (
              <>
                <Form />
                <BootHandover />
              </>
            );
          },
        };
      }),
  );

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
