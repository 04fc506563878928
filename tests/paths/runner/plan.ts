import {
  createEmptyActor,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import type { AnyPathDriver } from './driver';
import { buildModel, modelTransition, type MachineModel } from './machine-model';

/**
 * Turns a machine and its driver into the paths to run: xstate/graph's shortest paths, one path
 * per graph edge not yet covered (shortest path to its source + the edge), reduced greedily to a
 * small set that still reaches every state and takes every transition, plus simple paths that
 * reach each failure state.
 */

export interface PlannedStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

export interface PlannedPath {
  name: string;
  kind: 'shortest' | 'edge' | 'failure';
  inputName: string;
  input: unknown;
  steps: PlannedStep[];
  /** What this path covers according to the model. */
  states: Set<string>;
  transitions: Set<string>;
}

export interface MachinePlan {
  model: MachineModel;
  paths: PlannedPath[];
  /** Transitions / states no generated path can reach with the driver's events and inputs. */
  unreachable: { states: string[]; transitions: string[] };
}

interface Microstep {
  nodes: string[];
  transitions: string[];
}

/** A mock actor scope like xstate/graph's, but one that reports the transitions it takes. */
function recordingScope(record: (step: Microstep) => void): AnyActorScope {
  const empty = createEmptyActor();
  const system = Object.create(empty.system) as typeof empty.system & {
    _sendInspectionEvent: (e: unknown) => void;
  };
  system._sendInspectionEvent = (e: unknown) => {
    const ev = e as { type: string; snapshot?: AnyMachineSnapshot; _transitions?: unknown[] };
    if (ev.type !== '@xstate.microstep' || !ev.snapshot) return;
    const taken = (ev._transitions ?? []).map((t) => modelTransition(t as never));
    record({
      // A transition's source was active too: this catches transient initial states.
      nodes: [
        ...(ev.snapshot._nodes as AnyStateNode[]).map((n) => n.id),
        ...taken.flatMap((t) => sourceChain(t.source)),
      ],
      transitions: taken.map((t) => t.key),
    });
  };
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'paths',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/** A node and its ancestors, without the root. */
export function sourceChain(node: AnyStateNode): string[] {
  const ids: string[] = [];
  for (let n: AnyStateNode | undefined = node; n?.parent; n = n.parent) ids.push(n.id);
  return ids;
}

function nodesOf(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).map((n) => n.id);
}

export const defaultFailurePattern =
  /(fail|error|fehler|abort|declin|expir|timeout|timedout|denied|refused)/i;

function defaultIsFailure(_id: string, key: string, tags: readonly string[]): boolean {
  return tags.includes('failure') || tags.includes('error') || defaultFailurePattern.test(key);
}

function invokeSrcById(snapshot: AnyMachineSnapshot, invokeId: string): string | undefined {
  for (const node of snapshot._nodes as AnyStateNode[]) {
    const def = node.invoke.find((i) => i.id === invokeId);
    if (def) return typeof def.src === 'string' ? def.src : undefined;
  }
  return undefined;
}

/** Every event the snapshot listens to, with the driver's payloads, actor outputs and route targets. */
export function eventsFor(
  machine: AnyStateMachine,
  driver: AnyPathDriver,
  snapshot: AnyMachineSnapshot,
): EventObject[] {
  // A machine that reached its final state (or stopped) ignores every event.
  if (snapshot.status !== 'active') return [];
  const descriptors = [
    ...new Set((snapshot._nodes as AnyStateNode[]).flatMap((n) => n.ownEvents as string[])),
  ];
  const samples = driver.events?.(snapshot) ?? [];
  const events: EventObject[] = [];
  for (const type of descriptors) {
    if (type === 'xstate.route') {
      const routes = (machine.root as AnyStateNode).transitions.get('xstate.route') ?? [];
      for (const t of routes)
        for (const target of t.target ?? [])
          events.push({ type, to: `#${target.id}` } as EventObject);
    } else if (type.startsWith('xstate.done.actor.')) {
      const id = type.slice('xstate.done.actor.'.length);
      const src = invokeSrcById(snapshot, id);
      const outputs = (src && driver.outputs?.[src]?.(snapshot)) || [undefined];
      for (const output of outputs) events.push({ type, output, actorId: id } as EventObject);
    } else if (type.startsWith('xstate.error.actor.')) {
      const id = type.slice('xstate.error.actor.'.length);
      const src = invokeSrcById(snapshot, id);
      const errors = (src && driver.errors?.[src]?.(snapshot)) || [
        new Error(`${src ?? id} failed (path test)`),
      ];
      for (const error of errors) events.push({ type, error, actorId: id } as EventObject);
    } else if (type.includes('*')) {
      const prefix = type.replace(/\*$/, '');
      events.push(...samples.filter((e) => e.type.startsWith(prefix)));
    } else {
      const matching = samples.filter((e) => e.type === type);
      events.push(...(matching.length ? matching : [{ type }]));
    }
  }
  return events;
}

function serializeEventForGraph(event: EventObject): string {
  // Errors serialise to {}; the message keeps distinct errors distinct.
  return JSON.stringify(event, (_k, v: unknown) => (v instanceof Error ? { error: v.message } : v));
}

/** The transitions the model takes for one event from a snapshot. */
export function modelStepTransitions(
  machine: AnyStateMachine,
  from: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  const transitions: string[] = [];
  const scope = recordingScope((m) => transitions.push(...m.transitions));
  deterministic(() => machine.transition(from, event, scope));
  return transitions;
}

function coverageOf(machine: AnyStateMachine, input: unknown, steps: PlannedStep[]) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  const record = (m: Microstep) => {
    m.nodes.forEach((n) => states.add(n));
    m.transitions.forEach((t) => transitions.add(t));
  };
  const scope = recordingScope(record);
  let snapshot = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
  nodesOf(snapshot).forEach((n) => states.add(n));
  for (const step of steps.slice(1)) {
    snapshot = machine.transition(snapshot, step.event, scope) as AnyMachineSnapshot;
    nodesOf(snapshot).forEach((n) => states.add(n));
  }
  states.delete(machine.root.id);
  return { states, transitions };
}

function describePath(steps: PlannedStep[]): string {
  const events = steps.slice(1).map((s) => shortEvent(s.event));
  return events.length ? events.join(' → ') : '(initial state)';
}

export function shortEvent(event: EventObject): string {
  const e = event as EventObject & { to?: string };
  if (e.type === 'xstate.route') return `route ${e.to ?? ''}`;
  if (e.type.startsWith('xstate.done.actor.')) return 'onDone';
  if (e.type.startsWith('xstate.error.actor.')) return 'onError';
  if (e.type.startsWith('xstate.after.')) return `after ${e.type.split('.')[2] ?? ''}`;
  return e.type;
}

/**
 * xstate/graph traverses the machine once per call; a machine that puts random ids or the time
 * into its context (an idempotency key) would give each traversal different vertices. During
 * planning, randomness and the clock are replaced by counters that restart for every call.
 */
export function deterministic<T>(fn: () => T): T {
  const cryptoObj = globalThis.crypto as Crypto & Record<string, unknown>;
  const saved = {
    random: Math.random,
    now: Date.now,
    getRandomValues: cryptoObj.getRandomValues,
    randomUUID: cryptoObj.randomUUID,
  };
  let n = 0;
  const next = () => ((n = (n * 1103515245 + 12345) % 2147483648), n / 2147483648);
  Math.random = next;
  Date.now = () => Date.UTC(2026, 0, 1);
  cryptoObj.getRandomValues = (<A extends ArrayBufferView | null>(array: A): A => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(next() * 256);
    }
    return array;
  }) as Crypto['getRandomValues'];
  cryptoObj.randomUUID = (() =>
    `00000000-0000-4000-8000-${String(Math.floor(next() * 1e12)).padStart(12, '0')}`) as Crypto['randomUUID'];
  try {
    return fn();
  } finally {
    Math.random = saved.random;
    Date.now = saved.now;
    cryptoObj.getRandomValues = saved.getRandomValues;
    cryptoObj.randomUUID = saved.randomUUID;
  }
}

type Adjacency = Record<
  string,
  {
    state: AnyMachineSnapshot;
    transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }>;
  }
>;

/** Simple paths (no vertex twice) from the initial vertex to target vertices, shortest first, bounded. */
function boundedSimplePaths(
  adjacency: Adjacency,
  serialize: (s: AnyMachineSnapshot) => string,
  start: PlannedStep | undefined,
  isTarget: (s: AnyMachineSnapshot) => boolean,
  maxResults: number,
): StatePath<AnyMachineSnapshot, EventObject>[] {
  if (!start) return [];
  const results: StatePath<AnyMachineSnapshot, EventObject>[] = [];
  type Partial = { steps: PlannedStep[]; seen: Set<string>; at: AnyMachineSnapshot };
  let frontier: Partial[] = [
    { steps: [start], seen: new Set([serialize(start.state)]), at: start.state },
  ];
  let expansions = 0;
  while (frontier.length && results.length < maxResults && expansions < 50_000) {
    const next: Partial[] = [];
    for (const p of frontier) {
      const vertex = adjacency[serialize(p.at)];
      if (!vertex) continue;
      for (const edge of Object.values(vertex.transitions)) {
        expansions++;
        const key = serialize(edge.state);
        if (p.seen.has(key)) continue;
        const steps = [...p.steps, { event: edge.event, state: edge.state }];
        if (isTarget(edge.state)) results.push({ state: edge.state, steps, weight: steps.length });
        else next.push({ steps, seen: new Set([...p.seen, key]), at: edge.state });
      }
    }
    frontier = next;
  }
  return results;
}

function withLimitHint<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof Error && /limit/i.test(error.message)) {
      throw new Error(
        'The state graph keeps growing (a counter or free text in context?). Give the driver fewer ' +
          'event payloads or a serializeState that leaves such values out, or raise graphLimit.',
      );
    }
    throw error;
  }
}

export function planMachine(machine: AnyStateMachine, driver: AnyPathDriver): MachinePlan {
  const model = buildModel(machine);
  const inputs = driver.inputs ?? { default: undefined };
  const isFailure = driver.isFailureState ?? defaultIsFailure;
  const failureNodes = model.states.filter(
    (s) => s.type === 'atomic' && isFailure(s.id, s.key, s.tags),
  );
  const candidates: PlannedPath[] = [];
  const failureCandidates: { failure: string; path: PlannedPath }[] = [];

  for (const [inputName, input] of Object.entries(inputs)) {
    const options = {
      input,
      limit: driver.graphLimit ?? 20_000,
      events: (snapshot: AnyMachineSnapshot) => eventsFor(machine, driver, snapshot),
      ...(driver.filterEvents ? { filterEvents: driver.filterEvents as never } : {}),
      serializeEvent: serializeEventForGraph as never,
      ...(driver.serializeState ? { serializeState: driver.serializeState as never } : {}),
    };
    const toPlanned = (
      path: StatePath<AnyMachineSnapshot, EventObject>,
      kind: PlannedPath['kind'],
    ): PlannedPath => {
      const steps = path.steps.map((s) => ({ event: s.event, state: s.state }));
      return { name: '', kind, inputName, input, steps, ...coverageOf(machine, input, steps) };
    };
    const shortest = withLimitHint(() =>
      deterministic(() => getShortestPaths(machine, options as never)),
    ) as StatePath<AnyMachineSnapshot, EventObject>[];
    const serialize = (s: AnyMachineSnapshot) =>
      driver.serializeState
        ? driver.serializeState(s)
        : JSON.stringify({ value: s.value, context: s.context });
    candidates.push(...shortest.map((p) => toPlanned(p, 'shortest')));

    // Every edge of the graph: a shortest path to its source (breadth-first over this same
    // adjacency map, so vertices match even when context holds generated ids), then the edge.
    const adjacency = deterministic(() => getAdjacencyMap(machine, options as never)) as Adjacency;
    const initial = deterministic(() =>
      machine.getInitialSnapshot(
        recordingScope(() => {}),
        input,
      ),
    ) as AnyMachineSnapshot;
    const headTo = new Map<
      string,
      { steps: PlannedStep[]; states: Set<string>; transitions: Set<string> }
    >();
    const firstKey = Object.keys(adjacency)[0] ?? serialize(initial);
    const firstSteps = [
      { event: { type: 'xstate.init' }, state: adjacency[firstKey]?.state ?? initial },
    ];
    headTo.set(firstKey, { steps: firstSteps, ...coverageOf(machine, input, firstSteps) });
    const edgeCoverage = (from: AnyMachineSnapshot, event: EventObject) => {
      const states = new Set<string>();
      const transitions = new Set<string>();
      const scope = recordingScope((m) => {
        m.nodes.forEach((n) => states.add(n));
        m.transitions.forEach((t) => transitions.add(t));
      });
      const to = deterministic(() => machine.transition(from, event, scope)) as AnyMachineSnapshot;
      nodesOf(to).forEach((n) => states.add(n));
      states.delete(machine.root.id);
      return { states, transitions };
    };
    const extend = (
      head: { steps: PlannedStep[]; states: Set<string>; transitions: Set<string> },
      edge: PlannedStep,
    ) => {
      const cov = edgeCoverage(head.steps[head.steps.length - 1]!.state, edge.event);
      return {
        steps: [...head.steps, edge],
        states: new Set([...head.states, ...cov.states]),
        transitions: new Set([...head.transitions, ...cov.transitions]),
      };
    };
    for (const [key, head] of headTo) {
      // Map iteration visits entries added during the loop: a breadth-first search.
      for (const edge of Object.values(adjacency[key]?.transitions ?? {})) {
        const next = serialize(edge.state);
        const path = extend(head, { event: edge.event, state: edge.state });
        if (!headTo.has(next)) headTo.set(next, path);
        candidates.push({ name: '', kind: 'edge', inputName, input, ...path });
      }
    }

    // Simple paths (no state twice) to each failure state, shortest first.
    if (failureNodes.length) {
      const reachesFailure = (s: AnyMachineSnapshot) =>
        (s._nodes as AnyStateNode[]).some((n) => failureNodes.includes(n));
      // xstate/graph's getSimplePaths enumerates every simple path to every vertex, which is
      // exponential (route events connect every step to every other); a bounded breadth-first
      // search over the same adjacency map finds the shortest simple ones.
      const simple = boundedSimplePaths(
        adjacency,
        serialize,
        firstSteps[0],
        reachesFailure,
        (driver.simplePathsPerFailure ?? 2) * failureNodes.length * 4,
      );
      for (const p of simple) {
        const planned = toPlanned(p, 'failure');
        for (const failure of failureNodes) {
          if ((p.state._nodes as AnyStateNode[]).includes(failure))
            failureCandidates.push({ failure: failure.id, path: planned });
        }
      }
    }
  }

  // Per failure state, over all start situations: the shortest distinct simple paths.
  const failurePaths: PlannedPath[] = [];
  const perFailure = driver.simplePathsPerFailure ?? 2;
  for (const failure of failureNodes) {
    const reaching = failureCandidates
      .filter((c) => c.failure === failure.id)
      .map((c) => c.path)
      .sort((a, b) => a.steps.length - b.steps.length);
    const seen = new Set<string>();
    for (const planned of reaching) {
      const signature = planned.steps
        .map((s) => `${shortEvent(s.event)}>${JSON.stringify(s.state.value)}`)
        .join('|');
      if (seen.has(signature)) continue;
      seen.add(signature);
      failurePaths.push(planned);
      if (seen.size >= perFailure) break;
    }
  }

  // Greedy cover: the path adding most uncovered states and transitions, shorter on ties.
  const chosen: PlannedPath[] = [];
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  const gain = (p: PlannedPath) =>
    [...p.states].filter((s) => !coveredStates.has(s)).length +
    [...p.transitions].filter((t) => !coveredTransitions.has(t)).length;
  for (;;) {
    let best: PlannedPath | undefined;
    let bestGain = 0;
    for (const c of candidates) {
      const g = gain(c);
      if (g > bestGain || (g === bestGain && g > 0 && best && c.steps.length < best.steps.length)) {
        best = c;
        bestGain = g;
      }
    }
    if (!best) break;
    chosen.push(best);
    best.states.forEach((s) => coveredStates.add(s));
    best.transitions.forEach((t) => coveredTransitions.add(t));
  }
  // Failure paths already identical to a chosen path add nothing.
  const signatureOf = (p: PlannedPath) => `${p.inputName}:${describePath(p.steps)}`;
  const chosenSignatures = new Set(chosen.map(signatureOf));
  for (const p of failurePaths) {
    if (chosenSignatures.has(signatureOf(p))) continue;
    chosenSignatures.add(signatureOf(p));
    chosen.push(p);
  }

  const multipleInputs = Object.keys(inputs).length > 1;
  chosen.forEach((p) => {
    p.name = `${multipleInputs ? `[${p.inputName}] ` : ''}${describePath(p.steps)}`;
  });
  return {
    model,
    paths: chosen,
    unreachable: {
      states: model.states.map((s) => s.id).filter((id) => !coveredStates.has(id)),
      transitions: model.transitions.map((t) => t.key).filter((k) => !coveredTransitions.has(k)),
    },
  };
}
