import { lazy, type ComponentType } from 'react';
import { BootHandover, userActedBeforeApp } from './boot-handover';
import { hydratingPrerender } from './hydrate-in-turn';
import { importWithReload } from './import-with-reload';

/*
 * A prerendered page's form whose code loads at the user's first sign of intent (a touch, a
 * click, a key, focus), not because the page has loaded: react-hook-form, zod, the fields and the
 * API client are most of what such a page would otherwise fetch and run before anyone touches it
 * (issue 13). The start page's two forms and the service pages' forms are made this way.
 *
 * Yet the form is on the first screen and usable: the prerender renders it whole. While the
 * browser hydrates the page, the form suspends until that intent; Preact then keeps the
 * prerendered HTML of a suspended part as it is (no flash, nothing moves) and hydrates it once
 * the chunk is here. What is typed or submitted meanwhile, public/boot.js notes and holds;
 * <BootHandover/> gives it to the form once the app owns it.
 *
 * A page the app renders itself (a client-side navigation, a page not prerendered in this
 * language) has no such HTML to keep: there the form loads at once behind its page's
 * placeholder. The navigation that led there was itself an intent. A failed chunk load reloads
 * the page once, like every other lazy chunk.
 *
 * The form's stylesheets must come with its page's, not with its code at the first intent (that
 * came too late: the fields grew when it did, a layout shift): the page imports them.
 */

/** What counts as the user's intent to use the page: the forms' code loads then. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Whether the user is at the page already: acted before the app listened, or in a form. */
function userActedAlready(): boolean {
  return userActedBeforeApp() || document.activeElement?.closest('form') != null;
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
 * When a form's code may load: in the prerender (a Vite SSR build, which waits for lazy parts)
 * at once, so the HTML holds the whole form; in the browser at the first intent while hydrating,
 * else at once. A URL with a query loads it at once too: it may fill in the form (the
 * flight-info link to the booking form), which the prerendered HTML cannot show. Asked at the
 * form's first render.
 */
function formWanted(): Promise<void> {
  if (import.meta.env.SSR || !hydratingPrerender() || window.location.search !== '')
    return Promise.resolve();
  return firstIntent();
}

/**
 * The form `name` of the module `load` imports, with the hand-over after it, as a lazy part (in a
 * <Suspense> with a placeholder of its size): a hydrating page mounts the part only when its code
 * is here, and only then does the app own the form.
 */
export const lazyForm = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
) =>
  lazy(() =>
    formWanted()
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
