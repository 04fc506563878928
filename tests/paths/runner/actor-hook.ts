import type { AnyActorLogic, InspectionEvent } from 'xstate';
import type { FakeActors } from './driver';
import { isStateMachine } from './machine-model';

/**
 * Lets the runner see and steer actors the UI creates itself. While a path runs, every
 * `createActor` of the machine under test (matched by machine id, so `provide()`d copies count)
 * gets the runner's fake actors and its inspector, whatever the feature passed. setup.ts routes
 * xstate's `createActor` (also the one @xstate/react's hooks call) through `wrapCreateActor`.
 */
export interface ActorHook {
  machineId: string;
  actors: FakeActors;
  inspect: (event: InspectionEvent) => void;
}

export const actorHook: { current: ActorHook | null } = { current: null };

type Options = { inspect?: unknown } & Record<string, unknown>;
type Impl = { actors?: Record<string, unknown> } & Record<string, unknown>;

export function wrapCreateActor<T extends (logic: AnyActorLogic, options?: Options) => unknown>(
  original: T,
): T {
  return ((logic: AnyActorLogic, options?: Options) => {
    const hook = actorHook.current;
    if (!hook || !isStateMachine(logic) || logic.id !== hook.machineId)
      return original(logic, options);
    const own = options?.inspect;
    const inspect = (event: InspectionEvent) => {
      hook.inspect(event);
      if (typeof own === 'function') (own as (e: InspectionEvent) => void)(event);
      else if (own && typeof (own as { next?: unknown }).next === 'function')
        (own as { next: (e: InspectionEvent) => void }).next(event);
    };
    const swapped = logic.provide({ actors: hook.actors } as never) as unknown as AnyActorLogic & {
      implementations: Impl;
    };
    // @xstate/react copies the component's implementations onto the running actor's logic in a
    // layout effect; keep the fakes on top of whatever it writes.
    let current = swapped.implementations;
    Object.defineProperty(swapped, 'implementations', {
      configurable: true,
      get: () => current,
      set: (next: Impl) => {
        current = { ...next, actors: { ...next.actors, ...hook.actors } };
      },
    });
    return original(swapped, { ...options, inspect });
  }) as T;
}
