import { fromPromise } from 'xstate';

/**
 * Placeholder actors: the machines declare what they call, the feature provides the real
 * implementation from src/api with `machine.provide({ actors })`, tests provide fakes.
 */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`actor ${name} was not provided`);
  });
}
