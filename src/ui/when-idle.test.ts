import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, inFlightWhile } from '../api/calls-in-flight';
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
    whenIdle(callback, apiCalls);
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
    whenIdle(callback, apiCalls);
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

  /** One API call under way until the returned function answers it. */
  const callUnderWay = () => {
    let answer = () => {};
    const call = inFlightWhile(new Promise<void>((resolve) => (answer = resolve)));
    return async () => {
      answer();
      await call;
    };
  };
  const drawAndIdle = () => {
    drawFrame();
    drawFrame();
    vi.runAllTimers();
    becomeIdle();
  };

  it("waits until no API call is under way: a step's lists come first", async () => {
    const answerLists = callUnderWay();
    const callback = vi.fn();
    whenIdle(callback, apiCalls);
    drawAndIdle();
    expect(callback).not.toHaveBeenCalled();
    await answerLists();
    drawAndIdle();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('waits for a call that starts while it waits for the paint (what new content asks for)', async () => {
    const callback = vi.fn();
    whenIdle(callback, apiCalls);
    const answerMore = callUnderWay();
    drawAndIdle();
    expect(callback).not.toHaveBeenCalled();
    await answerMore();
    drawAndIdle();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('does not run once cancelled (a step that went away)', () => {
    const callback = vi.fn();
    const cancel = whenIdle(callback, apiCalls);
    drawFrame();
    drawFrame();
    vi.runAllTimers();
    cancel();
    becomeIdle();
    expect(callback).not.toHaveBeenCalled();
  });
});
