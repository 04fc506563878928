/**
 * Runs `callback` once the page has loaded and the browser is idle: work that must not compete
 * with the first screen for the line or the main thread on a slow phone. Returns a cancel.
 */
export function whenIdle(callback: () => void): () => void {
  let cancelled = false;
  const runUnlessCancelled = () => {
    if (!cancelled) callback();
  };
  const wait = () => {
    if (window.requestIdleCallback) window.requestIdleCallback(runUnlessCancelled);
    else window.setTimeout(runUnlessCancelled, 1);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', wait);
  };
}
