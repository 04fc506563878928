import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * `prerendered` while React hydrates a prerendered page, `value` from the render right after it
 * (and from the first render of a page the app renders itself). A widget must hydrate with what
 * the prerender knew; what only the browser knows (the address's query or hash, the tab's draft)
 * it shows once hydrated. React renders again after hydration only where the two differ, so a
 * primitive value is compared, not a flag.
 */
export function useHydratedValue<T extends string | number | boolean>(value: T, prerendered: T): T {
  return useSyncExternalStore(
    noChanges,
    () => value,
    () => prerendered,
  );
}

/** False while React hydrates a prerendered page, true from the render right after it. */
export function useHydrated(): boolean {
  return useHydratedValue(true, false);
}
