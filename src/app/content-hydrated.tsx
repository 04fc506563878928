import { createContext, useContext, useEffect } from 'react';

const ContentHydratedContext = createContext<(() => void) | undefined>(undefined);

/** Gives `ContentHydrated` what to run once the page's content is the app's. */
export const ContentHydratedProvider = ContentHydratedContext.Provider;

/**
 * Rendered after the page inside the layout's Suspense boundary. React hydrates a boundary after
 * the frame around it, in slices that let the browser paint and answer input in between; this
 * effect runs when the boundary's content has been hydrated (or rendered), not before.
 */
export function ContentHydrated() {
  const done = useContext(ContentHydratedContext);
  useEffect(() => done?.(), [done]);
  return null;
}
