// One chunk for the app's shared core (issue 13): the API client (with openapi-fetch) and its
// calls, the domain rules and the session store (src/api, src/domain, src/session), the wizards'
// guards that read it (src/app/guards.ts: a chunk of their own was one request more, and with it
// preact's JSX runtime came apart from preact in a chunk of its own), and the few UI pieces that
// every screen with a server call shows. Left to rolldown's automatic splitting, each set of
// routes that shares a module got a chunk of its own, most under 1 KB: a wizard step needed about
// 45 requests, and over HTTP/1.1 on a slow line every request costs a round trip (a throttled
// load showed the step after 5.5-8.6 s). The start page's own code stays out: what the entry and
// the start route import statically stays where it is, so the first page does not load the core.
import { resolve } from 'node:path';

const CORE = new RegExp(
  [
    String.raw`[\\/]src[\\/](api|domain|session)[\\/]`,
    String.raw`[\\/]src[\\/]app[\\/]guards\.ts$`,
    String.raw`[\\/]src[\\/]ui[\\/](button|retry-message|describe-failure|loading-indicator)\.tsx?$`,
    // The API client's library: nothing but src/api uses it.
    String.raw`[\\/]node_modules[\\/]openapi-fetch[\\/]`,
  ].join('|'),
);

/** The start page's code before any interaction: the entry and the start route. */
const START_ROOTS = ['src/main.tsx', 'src/features/start/route.tsx'];

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A rolldown chunk group: core modules go to `app-core` unless the start page imports them. */
export function appCoreGroup(root: string) {
  let startGraph: Set<string> | undefined;
  const staticGraphOf = (graph: ModuleGraph) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      graph.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    START_ROOTS.forEach((path) => visit(resolve(root, path)));
    return seen;
  };
  return {
    name: (id: string, graph: ModuleGraph) => {
      if (!CORE.test(id)) return null;
      // One module graph per build: the start page's part of it is found once.
      startGraph ??= staticGraphOf(graph);
      return startGraph.has(id) ? null : 'app-core';
    },
  };
}
