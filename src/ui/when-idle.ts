/** Work under way that idle work waits for: the API's calls (api/calls-in-flight.ts). */
export interface WorkUnderWay {
  underWay(): number;
  whenNoneUnderWay(run: () => void): () => void;
}

/**
 * Runs `callback` once the page has loaded, no `pending` work is under way, what the page shows
 * then is on screen and the browser is idle: work that must not compete with the first screen
 * for the line or the main thread on a slow phone. Returns a cancel.
 *
 * A step's content often comes with its lists: the API calls that fetch them are waited for, and
 * a call its new content starts as well. "On screen" is a task after the animation frame that
 * follows the next one: the frame that draws a change is shown a moment after its animation
 * frame, and a request started before then counts against that paint (Lighthouse's LCP takes in
 * every request that ended before it). A background tab draws no frames: there it waits until
 * the tab is shown.
 */
export function whenIdle(callback: () => void, pending: WorkUnderWay): () => void {
  let cancelled = false;
  let frame = 0;
  let stopWaiting = () => {};
  const runUnlessCancelled = () => {
    if (cancelled) return;
    if (pending.underWay() > 0) waitForQuiet();
    else callback();
  };
  const idle = () => {
    if (cancelled) return;
    if (window.requestIdleCallback) window.requestIdleCallback(runUnlessCancelled);
    else window.setTimeout(runUnlessCancelled, 1);
  };
  const afterShown = () => {
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => window.setTimeout(idle, 0));
    });
  };
  const waitForQuiet = () => {
    stopWaiting = pending.whenNoneUnderWay(afterShown);
  };
  if (document.readyState === 'complete') waitForQuiet();
  else window.addEventListener('load', waitForQuiet, { once: true });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    stopWaiting();
    window.removeEventListener('load', waitForQuiet);
  };
}
