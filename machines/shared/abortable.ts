import { fromPromise } from 'xstate';

/**
 * `fromPromise` for calls that take the actor's AbortSignal. A call aborted because its actor
 * stopped never settles, instead of rejecting: React's StrictMode stops and revives actors
 * (@xstate/react rehydrates the same actor objects), and the aborted first call's rejection
 * would otherwise reach the revived actor as a failure.
 */
export function fromAbortablePromise<TOutput, TInput>(
  call: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    call(input, signal).catch((error: unknown) => {
      if (signal.aborted) return new Promise<TOutput>(() => {});
      throw error;
    }),
  );
}
