import { act, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import {
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import type { ActorCall, AnyPathDriver, FakeActors, RenderContext, StepContext } from './driver';
import { actorHook } from './actor-hook';
import { modelTransition } from './machine-model';
import { modelStepTransitions, shortEvent, sourceChain, type PlannedPath } from './plan';

/**
 * Runs one planned path against the UI: renders it through the driver with fake actors and an
 * inspector, performs each step (a user action from the driver, or settling a fake actor's
 * promise), waits for the UI's actor to reach the planned state and runs the driver's
 * assertions for it. Coverage comes from what the UI's actor reports, not from the plan.
 */

export interface CoverageRecord {
  states: Set<string>;
  transitions: Set<string>;
  asserted: Set<string>;
  /** Model transitions of steps the UI realises outside the actor (see creditModelStep). */
  credited: Set<string>;
}

export function emptyCoverage(): CoverageRecord {
  return { states: new Set(), transitions: new Set(), asserted: new Set(), credited: new Set() };
}

interface PendingCall extends ActorCall {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function createFakeActors(machine: AnyStateMachine, pending: PendingCall[]): FakeActors {
  const names = Object.keys(
    (machine.implementations as { actors?: Record<string, unknown> }).actors ?? {},
  );
  return Object.fromEntries(
    names.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            pending.push({ src, input, settled: false, resolve, reject });
          }),
      ),
    ]),
  );
}

function nodeIds(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[]).map((n) => n.id).sort();
}

function sameState(a: AnyMachineSnapshot | undefined, b: AnyMachineSnapshot): boolean {
  return !!a && nodeIds(a).join('|') === nodeIds(b).join('|');
}

function invokeSrc(snapshot: AnyMachineSnapshot, invokeId: string): string | undefined {
  for (const node of snapshot._nodes as AnyStateNode[]) {
    const def = node.invoke.find((i) => i.id === invokeId);
    if (def) return typeof def.src === 'string' ? def.src : undefined;
  }
  return undefined;
}

/** A decision, not a screen: an atomic state left only by `always` transitions. */
function isTransient(node: AnyStateNode): boolean {
  return (
    node.type === 'atomic' &&
    node.always !== undefined &&
    node.always.length > 0 &&
    Object.keys(node.on).length === 0 &&
    node.invoke.length === 0
  );
}

function stateMatches(snapshot: AnyMachineSnapshot, key: string): boolean {
  if (key.startsWith('#'))
    return (snapshot._nodes as AnyStateNode[]).some((n) => `#${n.id}` === key);
  try {
    return snapshot.matches(key as never);
  } catch {
    return false;
  }
}

/** The state node a driver key names: `#id` or a dotted path from the root. */
export function nodeForKey(machine: AnyStateMachine, key: string): AnyStateNode | undefined {
  if (key.startsWith('#')) {
    try {
      return machine.getStateNodeById(key.slice(1)) as AnyStateNode;
    } catch {
      return undefined;
    }
  }
  let node: AnyStateNode | undefined = machine.root as AnyStateNode;
  for (const part of key.split('.'))
    node = node ? (node.states as Record<string, AnyStateNode>)[part] : undefined;
  return node;
}

function describeValue(snapshot: AnyMachineSnapshot | undefined): string {
  return snapshot
    ? JSON.stringify(snapshot.value)
    : '(no snapshot: did the driver pass ctx.inspect to the actor?)';
}

export async function runPath(
  machine: AnyStateMachine,
  driver: AnyPathDriver,
  path: PlannedPath,
  coverage: CoverageRecord,
): Promise<void> {
  const pending: PendingCall[] = [];
  const actors = createFakeActors(machine, pending);
  const provided = machine.provide({ actors } as never);
  let actual: AnyMachineSnapshot | undefined;
  const rootId = machine.root.id;
  /** States the actor left within this step without resting there (`always`), e.g. an entry decision. */
  const passedThrough = new Set<string>();

  const inspect = (event: InspectionEvent) => {
    const snapshot = (event as { snapshot?: AnyMachineSnapshot }).snapshot;
    if (process.env.PATHS_DEBUG) {
      // PATHS_DEBUG=1 shows what the UI's actor does, step by step.
      const e = event as { event?: { type?: string }; actorRef?: { id?: string } };
      console.log(
        'inspect',
        event.type,
        e.event?.type,
        JSON.stringify(snapshot?.value),
        e.actorRef?.id,
      );
    }
    if (
      !snapshot ||
      !('machine' in snapshot) ||
      (snapshot.machine as AnyStateMachine | undefined)?.id !== machine.id
    )
      return;
    if (event.type === '@xstate.microstep') {
      for (const t of (event as { _transitions?: unknown[] })._transitions ?? []) {
        const taken = modelTransition(t as never);
        coverage.transitions.add(taken.key);
        // The source was active: covers transient initial states left by `always`.
        for (const id of sourceChain(taken.source)) coverage.states.add(id);
        if (isTransient(taken.source)) passedThrough.add(taken.source.id);
      }
    }
    if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
      for (const id of nodeIds(snapshot)) if (id !== rootId) coverage.states.add(id);
      if (event.type === '@xstate.snapshot' || !actual) actual = snapshot;
      if (event.type === '@xstate.microstep') actual = snapshot;
    }
  };

  const base: RenderContext = {
    machine: provided,
    actors,
    inspect,
    input: path.input,
    inputName: path.inputName,
    user: userEvent.setup(),
  };
  const timeout = driver.stepTimeout ?? 4000;
  let credit: { from: AnyMachineSnapshot; event: EventObject } | null = null;
  const context = (event: EventObject, snapshot: AnyMachineSnapshot): StepContext => ({
    ...base,
    event,
    snapshot,
    actual: () => actual,
    creditModelStep: () => {
      credit = { from: snapshot, event };
    },
    calls: () => pending.map(({ src, input, settled }) => ({ src, input, settled })),
  });

  const assertState = async (index: number) => {
    const expected = path.steps[index]!.state;
    try {
      await waitFor(
        () => {
          if (!sameState(actual, expected)) {
            throw new Error(
              `UI actor is in ${describeValue(actual)}, expected ${JSON.stringify(expected.value)}`,
            );
          }
        },
        { timeout },
      );
    } catch (error) {
      // A form that did not submit usually says why: name its invalid fields.
      const invalid = Array.from(document.querySelectorAll('[aria-invalid="true"]')).map(
        (el) =>
          `${(el as HTMLInputElement).name || el.id}=${JSON.stringify((el as HTMLInputElement).value ?? '')}`,
      );
      const hint = invalid.length ? ` (invalid fields: ${invalid.join(', ')})` : '';
      throw new Error(
        `step ${index} (${shortEvent(path.steps[index]!.event)}): ${(error as Error).message}${hint}`,
      );
    }
    for (const [key, check] of Object.entries(driver.states)) {
      // A state passed through shows its outcome: its check runs against where it led.
      const passed = nodeForKey(machine, key);
      const transient =
        passed !== undefined && passedThrough.has(passed.id) && !stateMatches(expected, key);
      if (!stateMatches(expected, key) && !transient) continue;
      try {
        await check(context(path.steps[index]!.event, expected));
      } catch (error) {
        throw new Error(
          `step ${index} (${shortEvent(path.steps[index]!.event)}): the UI does not show state ${key}: ${(error as Error).message}`,
        );
      }
      const node = nodeForKey(machine, key);
      if (node && node.id !== rootId) coverage.asserted.add(node.id);
    }
    if (driver.everyState) {
      try {
        await driver.everyState(context(path.steps[index]!.event, expected));
      } catch (error) {
        throw new Error(
          `step ${index} (${shortEvent(path.steps[index]!.event)}): a check of every state failed: ${(error as Error).message}`,
        );
      }
    }
  };

  const settle = async (
    event: EventObject & { actorId?: string; output?: unknown; error?: unknown },
    before: AnyMachineSnapshot,
  ) => {
    const done = event.type.startsWith('xstate.done.actor.');
    const invokeId = event.type.slice(
      done ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length,
    );
    const src = invokeSrc(before, invokeId) ?? invokeId;
    let call: PendingCall | undefined;
    await waitFor(
      () => {
        call = [...pending].reverse().find((p) => p.src === src && !p.settled);
        if (!call) throw new Error(`the UI never called actor ${src}`);
      },
      { timeout },
    );
    call!.settled = true;
    await act(async () => {
      if (done) call!.resolve(event.output);
      else call!.reject(event.error);
      await Promise.resolve();
    });
  };

  actorHook.current = { machineId: machine.id, actors, inspect };
  try {
    await act(async () => {
      await driver.render(base);
    });
    await assertState(0);
    passedThrough.clear();
    for (let i = 1; i < path.steps.length; i++) {
      const step = path.steps[i]!;
      const before = path.steps[i - 1]!.state;
      const event = step.event as EventObject & { actorId?: string };
      if (
        event.type.startsWith('xstate.done.actor.') ||
        event.type.startsWith('xstate.error.actor.')
      ) {
        await settle(event, before);
      } else {
        const handler =
          driver.on[event.type] ??
          Object.entries(driver.on).find(
            ([key]) => key.endsWith('*') && event.type.startsWith(key.slice(0, -1)),
          )?.[1];
        if (handler) {
          await handler(context(event, before));
        } else if (event.type.startsWith('xstate.after.')) {
          const delay = Number(event.type.split('.')[2]);
          await act(
            () => new Promise((r) => setTimeout(r, Number.isFinite(delay) ? delay + 50 : 0)),
          );
        } else {
          throw new Error(
            `step ${i}: the driver has no action for event ${event.type} (add it to driver.on)`,
          );
        }
      }
      await assertState(i);
      passedThrough.clear();
      if (credit) {
        const { from, event: creditedEvent } = credit as {
          from: AnyMachineSnapshot;
          event: EventObject;
        };
        for (const key of modelStepTransitions(machine, from, creditedEvent)) {
          if (!coverage.transitions.has(key)) coverage.credited.add(key);
        }
        credit = null;
      }
    }
  } finally {
    actorHook.current = null;
    await driver.cleanup?.();
  }
}
