/*
 * Entry of the build-time prerender (scripts/prerender.ts, a Vite SSR build run in Node): renders
 * a URL with React's static API the way the browser's first render shows it, so main.tsx can
 * hydrate it.
 */
import { prerender } from 'react-dom/static';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createDataRouter,
} from 'react-router';
import type { Language } from '../domain/constants';
import { initI18n, type Texts } from '../i18n';
import { PageTitleReport } from '../ui/use-page-title';
import { App } from './app';
import { loadRouteModules } from './route-modules';
import { routes, type AppRouter } from './router';

export interface RenderedPage {
  /** The inner HTML of #root. */
  html: string;
  /** The document title the page sets (usePageTitle), for its <title>; none if it sets none. */
  title?: string;
}

export async function renderPage(
  url: string,
  language: Language,
  texts: Texts,
): Promise<RenderedPage> {
  const i18n = await initI18n(language, texts);
  await loadRouteModules(routes, new URL(url, 'http://prerender').pathname);
  // React Router's static router renders every route's element; a wizard's URL must show what
  // the browser's router shows before its guard has run (the route's hydrate fallback), so the
  // prerender uses the data router itself, never initialized (its loaders read the browser's
  // storage and never run here).
  const router = createDataRouter({
    routes,
    history: createMemoryHistory({ initialEntries: [url] }),
  }) as AppRouter;
  let title: string | undefined;
  // Waits for every lazy part the page renders, so the HTML is whole and needs no inline script;
  // no boundary is split off to be streamed later, however large (React's default outlines
  // boundaries over 12.8 KB, to be moved in by a script).
  const { prelude } = await prerender(
    <PageTitleReport.Provider value={(pageTitle) => (title = pageTitle)}>
      <App i18n={i18n} router={router} />
    </PageTitleReport.Provider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await new Response(prelude).text(), title };
}
