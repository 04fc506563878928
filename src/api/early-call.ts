/**
 * A call that can be started before the code that needs its answer has arrived. On a page load of
 * a wizard step, the step's lists are asked for while the page's code still loads
 * (src/features/booking/early-lists.ts); the step's actor, once it runs, takes that answer instead
 * of asking again.
 */
export interface EarlyCall<TInput, TOutput> {
  /** Starts the call for `input`, unless one with the same key is started and not taken. */
  start(input: TInput): void;
  /** The started answer for `input`'s key; without one, the call itself. */
  call(input: TInput, signal?: AbortSignal): Promise<TOutput>;
}

/**
 * `call` with an early start. `keyOf` says which inputs ask the same (null: never taken from a
 * started call).
 *
 * A started answer is taken once it reaches a caller that still waits for it: a retry after a
 * failure then asks anew. A caller stopped before (its signal aborted) leaves it to the next one.
 * That happens on every page load: the wizard enters the URL's step after it starts
 * (xstate.route), and that transition, made on the machine's root, enters its `lists` region
 * anew, which stops the first call's actor and starts another.
 */
export function earlyCall<TInput, TOutput>(
  call: (input: TInput, signal?: AbortSignal) => Promise<TOutput>,
  keyOf: (input: TInput) => string | null,
): EarlyCall<TInput, TOutput> {
  const started = new Map<string, Promise<TOutput>>();
  return {
    start(input) {
      const key = keyOf(input);
      if (key === null || started.has(key)) return;
      const answer = call(input);
      // Nobody may come for it (the app sends the visitor elsewhere): not an unhandled rejection.
      answer.catch(() => {});
      started.set(key, answer);
    },
    call(input, signal) {
      const key = keyOf(input);
      const answer = key === null ? undefined : started.get(key);
      if (key === null || !answer) return call(input, signal);
      const taken = () => {
        if (!signal?.aborted && started.get(key) === answer) started.delete(key);
      };
      return answer.finally(taken);
    },
  };
}
