import { useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'done'; data: T; error: null }
  | { status: 'failed'; data: T | null; error: unknown };

/**
 * Loads data for a screen: a new load whenever `key` changes, the previous call cancelled, the
 * last data kept while reloading or after a failure (so a list doesn't blink away), `reload`
 * for the retry button.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'done', data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'failed', data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'done', data, error: null }), []);
  return { ...state, reload, replace };
}
