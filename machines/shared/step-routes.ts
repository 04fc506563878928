import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A routable step: the state's id (for `xstate.route`) and its URL segment (`meta.path`). */
export interface StepRoute {
  id: string;
  path: string;
}

/**
 * The routable steps of a machine, in document order: states with an `id`, a `route` and
 * `meta.path`. The router sync hook maps URL segments to `xstate.route` events with this list.
 */
export function stepRoutesOf(machine: AnyStateMachine): StepRoute[] {
  const routes: StepRoute[] = [];
  const visit = (node: AnyStateNode) => {
    const path = (node.meta as { path?: unknown } | undefined)?.path;
    if (node.config.route && node.config.id && typeof path === 'string') {
      routes.push({ id: node.config.id, path });
    }
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return routes;
}
