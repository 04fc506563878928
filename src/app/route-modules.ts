import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules that `pathname` matches into the route table before the router is
 * made, so its first render is the page itself, the same in the prerender and in the browser's
 * hydration (React Router's way of hydrating lazy routes). Routes with a loader (the wizards'
 * guards, which read the browser's storage) stay lazy: the router runs them and renders their
 * hydrate fallback until then.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function' || route.loader) return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
