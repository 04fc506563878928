/**
 * Runs `callback` once the page has loaded, what it shows now is on screen and the browser is
 * idle: work that must not compete with the first screen for the line or the main thread on a
 * slow phone. Returns a cancel.
 *
 * "On screen" is a task after the animation frame that follows the next one: the frame that
 * draws a change is shown a moment after its animation frame, and a request started before then
 * counts against that paint (Lighthouse's LCP takes in every request that ended before it). A
 * background tab draws no frames: there it waits until the tab is shown.
 */
export function whenIdle(callback: () => void): () => void {
  let cancelled = false;
  let frame = 0;
  const runUnlessCancelled = () => {
    if (!cancelled) callback();
  };
  const idle = () => {
    if (cancelled) return;
    if (window.requestIdleCallback) window.requestIdleCallback(runUnlessCancelled);
    else window.setTimeout(runUnlessCancelled, 1);
  };
  const wait = () => {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => window.setTimeout(idle, 0));
    });
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    window.removeEventListener('load', wait);
  };
}
