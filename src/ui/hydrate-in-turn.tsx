import { Suspense, type ReactElement } from 'react';
import { yieldToBrowser } from './yield-to-browser';

/*
 * Hydrating a prerendered page is one long task: on a slow phone the whole page's components
 * took 35-45 ms, four times that under Lighthouse's throttling, and every task over 50 ms blocks
 * input (TBT, issue 13). A part of the page in <HydrateInTurn> is hydrated in a task of its own,
 * after the parts before it: while it waits, Preact keeps its prerendered HTML as it is (a
 * suspended part of a hydration), so nothing on screen changes. Where the app renders a page
 * itself (a navigation, a page not prerendered in this language) the part renders at once.
 */

/**
 * Whether this render is the browser's hydration of the prerendered page (src/main.tsx hydrates
 * the page the prerender made in the stored language, and marks <html> once every part of it is
 * hydrated): only then is there HTML to keep while a part waits.
 */
export function hydratingPrerender(): boolean {
  if (import.meta.env.SSR) return false;
  const html = document.documentElement;
  return (
    !html.hasAttribute('data-hydrated') &&
    document.getElementById('root')?.getAttribute('data-prerendered') === html.lang
  );
}

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

/** The parts' turns by name, in the order they were first rendered (document order). */
const turns = new Map<string, Turn>();
let lastTurn: Promise<void> = Promise.resolve();

function turnOf(name: string): Turn {
  const known = turns.get(name);
  if (known) return known;
  const turn: Turn = { promise: Promise.resolve(), done: false };
  turn.promise = lastTurn.then(yieldToBrowser).then(() => {
    turn.done = true;
  });
  lastTurn = turn.promise;
  turns.set(name, turn);
  return turn;
}

/** Throws its turn (React's way of suspending) until the turn has come. */
function WaitForTurn({ name, children }: { name: string; children: ReactElement }) {
  if (hydratingPrerender()) {
    const turn = turnOf(name);
    if (!turn.done) throw turn.promise;
  }
  return children;
}

/**
 * `children`, hydrated in a task after the parts before it. They must render one element:
 * a suspended part of a hydration keeps only its first node of the prerendered HTML. `name` is
 * the part's own, the same in every render.
 */
export function HydrateInTurn({ name, children }: { name: string; children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}

/**
 * Resolves once every part that waited for its turn is hydrated, those a part brought with it
 * included (at once where none waited).
 */
export async function hydrationTurnsDone(): Promise<void> {
  for (;;) {
    const open = [...turns.values()].filter((turn) => !turn.done);
    if (open.length === 0) return;
    await Promise.all(open.map((turn) => turn.promise));
    // The parts render in a microtask after their turn; a part may hold parts of its own.
    await yieldToBrowser();
  }
}
