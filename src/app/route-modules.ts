import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy page modules that `pathname` matches into the route table before the router is
 * made, so its first render is the page itself, the same in the prerender and in the browser's
 * hydration. Routes with a loader (the wizards' guards, which read the browser's storage) stay
 * lazy: the prerender renders their hydrate fallback, and the browser renders once the router has
 * run them (main.tsx).
 */
export async function loadPageModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function' || route.loader) return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
