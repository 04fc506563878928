import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates a prerendered page, true from the render right after it (and from
 * the first render of a page the app renders itself). A widget that renders its value (a chosen
 * radio button, a dropdown's label) must hydrate with what the prerender knew; what only the
 * browser knows (the address's query, the tab's draft) it shows once this turns true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
