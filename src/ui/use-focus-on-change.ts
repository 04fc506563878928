import { useEffect, useRef } from 'react';

/**
 * Focuses the returned element (give it tabIndex -1) whenever `view` changes after the first
 * render. For a view that replaces another (a page's ?neu=1, a sent form's confirmation): the
 * link or button that had the focus is gone with the old view, and the focus would fall to the
 * body.
 */
export function useFocusOnChange<T extends HTMLElement>(view: string) {
  const ref = useRef<T>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    ref.current?.focus();
  }, [view]);
  return ref;
}
