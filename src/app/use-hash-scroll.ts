import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazily loaded section (e.g. #servicebuero) to appear. */
const WAIT_MS = 4000;

/**
 * Scrolls to the element named by the URL hash after every navigation. Screens load lazily and
 * may render their sections only after data arrives, so this waits (via a MutationObserver)
 * until the element exists instead of giving up at the first render. Focus moves there too,
 * so keyboard and screen reader users land where sighted users look.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeHash(hash);
    if (!id) return;
    let done = false;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (!target || done) return false;
      done = true;
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex') && !isFocusable(target)) {
        target.setAttribute('tabindex', '-1');
      }
      target.focus({ preventScroll: true });
      return true;
    };
    if (tryScroll()) return;
    const observer = new MutationObserver(() => {
      if (tryScroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [hash, key]);
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches('a[href], button, input, select, textarea, [tabindex]');
}
