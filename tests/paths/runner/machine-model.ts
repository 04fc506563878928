import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * A flat, stable view of a machine definition: every state node and every transition, each with
 * a key that stays the same for `machine.provide(...)` copies of the machine (provide() builds
 * new StateNode objects, so identity cannot be used to match what an actor actually took).
 * Shared by the diagram generator (docs:machines) and the path runner (test:paths).
 */

export type TransitionKind =
  'event' | 'always' | 'after' | 'done' | 'error' | 'stateDone' | 'snapshot' | 'route';

export interface ModelTransition {
  key: string;
  kind: TransitionKind;
  eventType: string;
  /** Human label for the event: `user.submit`, `after 5000ms`, `onDone(saveName)`, ... */
  label: string;
  guard?: string;
  source: AnyStateNode;
  /** Empty for a targetless (internal) transition. */
  targets: AnyStateNode[];
  /** Position among the transitions of the same source and event, for guarded alternatives. */
  index: number;
}

export interface MachineModel {
  machine: AnyStateMachine;
  /** Every state node except the root. */
  states: AnyStateNode[];
  transitions: ModelTransition[];
}

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  delay?: unknown;
}

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...allStateNodes(child),
  ]);
}

/** The list a transition definition belongs to, so that its index can be recovered. */
function siblingsOf(t: TransitionLike): readonly TransitionLike[] {
  if (t.eventType === '') return (t.source.always ?? []) as TransitionLike[];
  return (t.source.transitions.get(t.eventType) ?? []) as TransitionLike[];
}

function indexOf(t: TransitionLike): number {
  const siblings = siblingsOf(t);
  const exact = siblings.indexOf(t);
  if (exact >= 0) return exact;
  // Inspection may hand out copies; fall back to matching by targets and guard.
  const targets = (t.target ?? []).map((n) => n.id).join(',');
  return siblings.findIndex(
    (s) =>
      (s.target ?? []).map((n) => n.id).join(',') === targets &&
      describeGuard(s.guard) === describeGuard(t.guard),
  );
}

export function transitionKey(t: TransitionLike): string {
  const targets = (t.target ?? []).map((n) => `#${n.id}`).join(',') || '(internal)';
  const event = t.eventType === '' ? 'always' : t.eventType;
  return `#${t.source.id} --${event}[${indexOf(t)}]--> ${targets}`;
}

/** Guard names for diagrams: `isX`, `!isX`, `isA && isB`; route matching is implied by the event. */
export function describeGuard(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard)
    return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[] };
    if (fn.name === 'routeMatches') return undefined;
    if (Array.isArray(fn.guards)) {
      const parts = fn.guards.map(describeGuard).filter((p): p is string => Boolean(p));
      if (fn.name === 'not')
        return parts.length === 1 ? `!${parts[0]}` : `!(${parts.join(' && ')})`;
      const joiner = fn.name === 'or' ? ' || ' : ' && ';
      return parts.length > 1
        ? parts.map((p) => (/[&|]/.test(p) ? `(${p})` : p)).join(joiner)
        : parts[0];
    }
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
  }
  return 'guard';
}

function kindOf(eventType: string): TransitionKind {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  if (eventType.startsWith('xstate.done.state.')) return 'stateDone';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot';
  if (eventType === 'xstate.route') return 'route';
  return 'event';
}

function labelOf(t: TransitionLike, kind: TransitionKind): string {
  switch (kind) {
    case 'always':
      return 'always';
    case 'after': {
      const delay = t.delay ?? t.eventType.split('.')[2];
      return typeof delay === 'number' || /^\d+$/.test(String(delay))
        ? `after ${String(delay)}ms`
        : `after ${String(delay)}`;
    }
    case 'done':
      return `onDone(${invokeSrc(t.source, t.eventType.slice('xstate.done.actor.'.length))})`;
    case 'error':
      return `onError(${invokeSrc(t.source, t.eventType.slice('xstate.error.actor.'.length))})`;
    case 'stateDone':
      return 'onDone';
    case 'snapshot':
      return `onSnapshot(${t.eventType.slice('xstate.snapshot.'.length)})`;
    default:
      return t.eventType;
  }
}

/** Invoke ids are often generated (`0.machine.saving`); the actor's name reads better. */
function invokeSrc(source: AnyStateNode, invokeId: string): string {
  const def = source.invoke.find((i) => i.id === invokeId);
  return typeof def?.src === 'string' && !def.src.startsWith('xstate.invoke.') ? def.src : invokeId;
}

export function modelTransition(t: TransitionLike): ModelTransition {
  const kind = kindOf(t.eventType);
  return {
    key: transitionKey(t),
    kind,
    eventType: t.eventType,
    label: labelOf(t, kind),
    guard: describeGuard(t.guard),
    source: t.source,
    targets: [...(t.target ?? [])],
    index: indexOf(t),
  };
}

export function buildModel(machine: AnyStateMachine): MachineModel {
  const root = machine.root as AnyStateNode;
  const nodes = [root, ...allStateNodes(root)];
  const transitions: ModelTransition[] = [];
  for (const node of nodes) {
    for (const list of node.transitions.values()) {
      for (const t of list) transitions.push(modelTransition(t as unknown as TransitionLike));
    }
    for (const t of node.always ?? [])
      transitions.push(modelTransition(t as unknown as TransitionLike));
  }
  return { machine, states: nodes.slice(1), transitions };
}

/** Duck-typed so that a second copy of xstate (or a provide()d machine) still counts. */
export function isStateMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'config' in value &&
    typeof (value as { provide?: unknown }).provide === 'function' &&
    typeof (value as { transition?: unknown }).transition === 'function'
  );
}

/** `machines/booking.machine.ts` -> `booking`. */
export function machineNameFromPath(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.machine\.[cm]?[jt]sx?$/, '');
}

/** The machine a module exports (the first StateMachine export; modules export one). */
export function machineFromModule(
  mod: Record<string, unknown>,
): { exportName: string; machine: AnyStateMachine } | undefined {
  for (const [exportName, value] of Object.entries(mod)) {
    if (isStateMachine(value)) return { exportName, machine: value };
  }
  return undefined;
}
