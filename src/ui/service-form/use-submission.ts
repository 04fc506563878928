import { useCallback, useRef, useState } from 'react';

/** Where a form's one request stands. Failures keep the form (and its input) on screen. */
export type SubmissionState<R, V = unknown> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'failed'; error: unknown }
  /** `values` are what was sent, so a confirmation can show them beside the answer. */
  | { status: 'done'; result: R; values: V };

/**
 * Runs a form's request once at a time: a second submit while sending is ignored (the button
 * is disabled too), a failure keeps the last values so "retry" sends them again.
 */
export function useSubmission<V, R>(send: (values: V) => Promise<R>) {
  const [state, setState] = useState<SubmissionState<R, V>>({ status: 'idle' });
  const lastValues = useRef<V | null>(null);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (values: V) => {
      if (inFlight.current) return;
      inFlight.current = true;
      lastValues.current = values;
      setState({ status: 'sending' });
      try {
        const result = await send(values);
        setState({ status: 'done', result, values });
      } catch (error) {
        setState({ status: 'failed', error });
      } finally {
        inFlight.current = false;
      }
    },
    [send],
  );

  const retry = useCallback(() => {
    if (lastValues.current !== null) void submit(lastValues.current);
  }, [submit]);

  const reset = useCallback(() => setState({ status: 'idle' }), []);

  /** Shows a request sent before this page was loaded (see useKeptConfirmation). */
  const restore = useCallback(
    (result: R, values: V) => setState({ status: 'done', result, values }),
    [],
  );

  return { state, submit, retry, reset, restore, sending: state.status === 'sending' };
}
