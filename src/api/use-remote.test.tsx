import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemote } from './use-remote';

/** A load the test answers by hand. */
function manualLoad<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('useRemote', () => {
  it('renders once while the first load runs, then with its answer', async () => {
    const { load, calls } = manualLoad<string[]>();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useRemote('flights', load);
    });
    expect(result.current.status).toBe('loading');
    // The state is "loading" from the start: the load's effect renders nothing more.
    expect(renders).toBe(1);
    await act(async () => calls[0]!.resolve(['LH 123']));
    expect(result.current).toMatchObject({ status: 'done', data: ['LH 123'] });
  });

  it('keeps the last answer while a new key loads, and after that load fails', async () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load), {
      initialProps: { key: 'HAJ' },
    });
    await act(async () => calls[0]!.resolve('Hannover'));
    rerender({ key: 'BRE' });
    expect(result.current).toMatchObject({ status: 'loading', data: 'Hannover' });
    await act(async () => calls[1]!.reject(new Error('offline')));
    expect(result.current).toMatchObject({ status: 'failed', data: 'Hannover' });
    act(() => result.current.reload());
    await act(async () => calls[2]!.resolve('Bremen'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'done', data: 'Bremen' }));
  });

  it('ignores the answer of a load whose key has changed', async () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderHook(({ key }) => useRemote(key, load), {
      initialProps: { key: 'HAJ' },
    });
    rerender({ key: 'BRE' });
    await act(async () => calls[1]!.resolve('Bremen'));
    await act(async () => calls[0]!.resolve('Hannover'));
    expect(result.current).toMatchObject({ status: 'done', data: 'Bremen' });
  });
});
