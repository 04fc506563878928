import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type Remote<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'done'; data: T; error: null }
  | { status: 'failed'; data: T | null; error: unknown };

/**
 * The one way a screen loads a list or a lookup outside the booking machine (ADR 0011): a new
 * load whenever `key` changes, the previous call aborted, the last data kept while reloading or
 * after a failure (so a list doesn't blink away), `reload` for the retry button, `replace` after
 * a save answered the new data.
 *
 * The answer is drawn as a transition: a list that has come (a table of flights or rides) is its
 * page's largest render, and React renders a transition in slices that yield to the visitor's
 * input instead of one long task. Until it is drawn, the page keeps showing that it loads.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    // The first load finds the state loading already: no render for it.
    setState((previous) =>
      previous.status === 'loading'
        ? previous
        : { status: 'loading', data: previous.data, error: null },
    );
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        startTransition(() => setState({ status: 'done', data, error: null }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((previous) => ({ status: 'failed', data: previous.data, error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'done', data, error: null }), []);
  return { ...state, reload, replace };
}
