import type { UserEvent } from '@testing-library/user-event';
import type {
  AnyActorLogic,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  InspectionEvent,
  Observer,
} from 'xstate';

/**
 * The contract between the generic path runner and one machine's UI. A QA engineer writes one
 * driver per machine (`tests/paths/<machine-name>.driver.tsx`, default export `defineDriver(...)`)
 * and gets a test per generated path. See docs/qa-path-tests.md.
 */

export type FakeActors = Record<string, AnyActorLogic>;

export interface RenderContext<TInput = unknown> {
  /**
   * The product machine with every actor of `setup({ actors })` replaced by a fake whose
   * promise the runner resolves or rejects when the path says `onDone` / `onError`.
   */
  machine: AnyStateMachine;
  /** The same fakes, for a UI that takes actor implementations instead of a machine. */
  actors: FakeActors;
  /** Pass to `createActor` / `useMachine` / `useActorRef` options: coverage is recorded from it. */
  inspect: Observer<InspectionEvent> | ((event: InspectionEvent) => void);
  /** The input of the start situation this path begins in. */
  input: TInput;
  /** Name of the start situation (a key of `driver.inputs`). */
  inputName: string;
  user: UserEvent;
}

export interface StepContext<
  TEvent extends EventObject = EventObject,
  TInput = unknown,
> extends RenderContext<TInput> {
  /** The event the path takes now (for user events: what the user does). */
  event: TEvent;
  /** The model's snapshot before the event (for actions) or the one expected now (for assertions). */
  snapshot: AnyMachineSnapshot;
  /** The UI's actual snapshot as last reported by the inspector. */
  actual(): AnyMachineSnapshot | undefined;
  /**
   * For an event the UI realises outside the actor (the return from a hosted page is a new page
   * load with a new actor): once the UI shows the planned state, the model's transitions of this
   * step count as covered. They are reported separately as "credited".
   */
  creditModelStep(): void;
  /** The calls the UI made to the fake actors so far (oldest first), with their input. */
  calls(): readonly ActorCall[];
}

export interface ActorCall {
  /** The actor's `setup({ actors })` name. */
  src: string;
  input: unknown;
  /** True once the path resolved or rejected it. */
  settled: boolean;
}

export interface PathDriver<TEvent extends EventObject = EventObject, TInput = unknown> {
  /** Optional: the machine this driver is for; otherwise found by file name. */
  machine?: AnyStateMachine;
  /**
   * Start situations (fresh draft, reload at a later step, ...): each gets its own graph.
   * A machine without input uses `{ default: undefined }`.
   */
  inputs?: Record<string, TInput>;
  /**
   * Sample payloads for user events in a given model snapshot. Event types the machine listens
   * to but that are not listed here are sent without payload.
   */
  events?: (snapshot: AnyMachineSnapshot) => TEvent[];
  /** Leave out events the UI cannot produce in a snapshot (xstate/graph's filterEvents). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: TEvent) => boolean;
  /** Sample outputs of each actor (by its `setup({ actors })` name) when it succeeds. */
  outputs?: Record<string, (snapshot: AnyMachineSnapshot) => unknown[]>;
  /** The errors each actor may reject with on `onError` (default: one Error). */
  errors?: Record<string, (snapshot: AnyMachineSnapshot) => unknown[]>;
  /** Mount the UI. Must use `ctx.machine` (or `ctx.actors`) and `ctx.inspect`. */
  render(ctx: RenderContext<TInput>): void | Promise<void>;
  /** Optional clean-up after each path (Testing Library's cleanup runs anyway). */
  cleanup?(): void | Promise<void>;
  /**
   * What the user does for each event type. `xstate.route` (deep link, back/forward),
   * `xstate.after.*` (time passing) and user events go here; `onDone`/`onError` of actors are
   * handled by the runner. An `xstate.after.*` event without handler waits for real time.
   */
  on: Partial<Record<string, (ctx: StepContext<TEvent, TInput>) => unknown>>;
  /**
   * What the UI shows in a state: keys are state ids (`#tarifAuswahl`) or state paths
   * (`zusammenfassung.saveFailure`); every key that matches the current state runs.
   */
  states: Record<string, (ctx: StepContext<TEvent, TInput>) => unknown>;
  /**
   * Checks that hold in every state, run after the matching `states` checks (the session
   * store mirrors the draft; the buttons shown are the events the machine accepts).
   */
  everyState?: (ctx: StepContext<TEvent, TInput>) => unknown;
  /** Which atomic states count as failure states (default: key or tag says failure/error/...). */
  isFailureState?: (stateNodeId: string, key: string, tags: readonly string[]) => boolean;
  /** Simple paths generated per failure state (default 2). */
  simplePathsPerFailure?: number;
  /** Graph vertices: defaults to state value + context (xstate's own serializer). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Upper bound of graph traversal steps (default 20 000). */
  graphLimit?: number;
  /** Milliseconds to wait for the UI to reach a state after an action (default 4000). */
  stepTimeout?: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- drivers differ in event and input types
export type AnyPathDriver = PathDriver<any, any>;

export function defineDriver<TEvent extends EventObject = EventObject, TInput = unknown>(
  driver: PathDriver<TEvent, TInput>,
): PathDriver<TEvent, TInput> {
  return driver;
}
