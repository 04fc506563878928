import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  let pendingFrames: FrameRequestCallback[] = [];
  let idle: Array<() => void> = [];
  /** Draws one frame: runs the animation frame callbacks asked for before it. */
  const drawFrame = () => {
    const run = pendingFrames;
    pendingFrames = [];
    run.forEach((callback) => callback(0));
  };
  const becomeIdle = () => {
    const run = idle;
    idle = [];
    run.forEach((callback) => callback());
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pendingFrames = [];
    idle = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      pendingFrames.push(callback);
      return pendingFrames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => (pendingFrames = []));
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs once the browser is idle after what the page shows was painted, not before', () => {
    const callback = vi.fn();
    whenIdle(callback);
    becomeIdle();
    // The frame that draws the current content: its paint is still to be shown.
    drawFrame();
    vi.runAllTimers();
    becomeIdle();
    expect(callback).not.toHaveBeenCalled();
    drawFrame();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    becomeIdle();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('waits for the load event while the page still loads', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = vi.fn();
    whenIdle(callback);
    drawFrame();
    drawFrame();
    vi.runAllTimers();
    becomeIdle();
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    drawFrame();
    drawFrame();
    vi.runAllTimers();
    becomeIdle();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('does not run once cancelled (a step that went away)', () => {
    const callback = vi.fn();
    const cancel = whenIdle(callback);
    drawFrame();
    drawFrame();
    vi.runAllTimers();
    cancel();
    becomeIdle();
    expect(callback).not.toHaveBeenCalled();
  });
});
