import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSelector } from '@xstate/react';
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';

/** A routable step of a flow machine: state id (for `xstate.route`) and URL segment. */
export interface FlowRoute {
  id: string;
  path: string;
}

interface StepMeta {
  /** URL segment of the active step (`meta.path`). */
  path: string | null;
  /** Set by a state that leaves the flow for another page (`meta.href`), e.g. /zahlung. */
  href: string | null;
}

/** The active step's URL segment and an exit href from the active states' `meta`. */
export function stepMetaOf(snapshot: AnyMachineSnapshot): StepMeta {
  let path: string | null = null;
  let href: string | null = null;
  for (const meta of Object.values(snapshot.getMeta() as Record<string, unknown>)) {
    const { path: p, href: h } = (meta ?? {}) as { path?: unknown; href?: unknown };
    if (typeof p === 'string') path = p;
    if (typeof h === 'string') href = h;
  }
  return { path, href };
}

function segmentOf(pathname: string, basePath: string): string {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : '';
  return rest.replace(/^\/+|\/+$/g, '');
}

/**
 * Keeps the URL and a flow machine in step, both ways, and is the only place that writes the
 * URL for the flow:
 * - URL -> machine: a changed URL (back, forward, deep link, reload) sends `xstate.route` to the
 *   step with that segment. When the machine refuses (its route guard: data missing) or the
 *   segment is unknown, the URL is replaced with the machine's current step.
 * - machine -> URL: a step change by the machine (next, back, edit) pushes the step's URL, so the
 *   browser's back button returns to the previous step; a state with `meta.href` leaves the flow.
 * Returns false until the URL has been applied the first time: render the step only then.
 */
export function useMachineRouteSync(
  actorRef: AnyActorRef,
  basePath: string,
  routes: FlowRoute[],
): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const stepKey = useSelector(actorRef, (snapshot: AnyMachineSnapshot) => {
    const meta = stepMetaOf(snapshot);
    return `${meta.path ?? ''}|${meta.href ?? ''}`;
  });
  /** Where we last sent the router, so the other direction doesn't answer our own write. */
  const pending = useRef<string | null>(null);
  /** False until the URL has been applied once, so the first paint is not a wrong step. */
  const [synced, setSynced] = useState(false);

  const go = (to: string, replace: boolean) => {
    if (pending.current === to) return;
    pending.current = to;
    void navigate(to, { replace });
  };

  // URL -> machine. A passive effect on purpose: useActorRef starts the actor in its own
  // effect, which runs before this one; events sent before the start would be refused.
  useEffect(() => {
    if (pending.current === location.pathname) pending.current = null;
    const segment = segmentOf(location.pathname, basePath);
    const current = stepMetaOf(actorRef.getSnapshot() as AnyMachineSnapshot);
    if (current.href || segment === current.path) {
      setSynced(true);
      return;
    }
    const route = routes.find((r) => r.path === segment);
    if (route) actorRef.send({ type: 'xstate.route', to: `#${route.id}` });
    const after = stepMetaOf(actorRef.getSnapshot() as AnyMachineSnapshot);
    if (after.path !== segment && after.path) go(`${basePath}/${after.path}`, true);
    setSynced(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for URL changes only
  }, [location.pathname]);

  // machine -> URL
  useEffect(() => {
    const live = stepMetaOf(actorRef.getSnapshot() as AnyMachineSnapshot);
    if (live.href) {
      go(live.href, false);
      return;
    }
    if (!live.path) return;
    const target = `${basePath}/${live.path}`;
    if (target !== location.pathname) go(target, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for step changes only
  }, [stepKey]);

  return synced;
}
