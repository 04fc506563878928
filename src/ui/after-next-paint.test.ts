import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** Animation frames that run only when the test says a frame is drawn. */
  function frames() {
    let pending: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      pending.push(callback);
      return pending.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => (pending = []));
    return () => {
      const run = pending;
      pending = [];
      run.forEach((callback) => callback(0));
    };
  }

  it('runs in a task after the second frame, not with the frame that draws the change', () => {
    vi.useFakeTimers();
    const drawFrame = frames();
    const callback = vi.fn();
    afterNextPaint(callback);
    drawFrame();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    drawFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('does not run once cancelled', () => {
    vi.useFakeTimers();
    const drawFrame = frames();
    const callback = vi.fn();
    const cancel = afterNextPaint(callback);
    drawFrame();
    cancel();
    drawFrame();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
