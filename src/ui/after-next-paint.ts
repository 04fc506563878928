/**
 * Runs `callback` once what is rendered now is on screen: a task after the animation frame that
 * follows the next one. The frame that draws it is shown a moment after its animation frame, and
 * work started before then counts against that paint (Lighthouse's LCP takes in every request
 * that ended before it). Returns a cancel. Never runs in a background tab, which draws no frames.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(callback, 0);
    });
  });
  let timer: number | undefined;
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
