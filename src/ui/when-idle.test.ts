import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('runs once the browser is idle after the load event, not before', () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const callback = vi.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(callback).toHaveBeenCalledOnce();
  });

  it('waits for the load event while the page still loads', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = vi.fn();
    whenIdle(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('does not run once cancelled (a step that went away)', () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    const cancel = whenIdle(callback);
    cancel();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
