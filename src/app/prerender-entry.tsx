/*
 * Entry of the build-time prerender (scripts/prerender.ts, a Vite SSR build run in Node with a
 * jsdom window): renders a URL the way the browser's first render will show it, so main.tsx can
 * hydrate it, and tells which translation namespaces that render read.
 */
import { renderToStringAsync } from 'preact-render-to-string';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createDataRouter,
} from 'react-router';
import type { Language } from '../domain/constants';
import { initI18n } from '../i18n';
import {
  PAGE_TEXTS_ID,
  pageTextsJson,
  pickNamespaces,
  recordNamespaces,
  type Texts,
} from '../i18n/page-texts';
import { PageTitleReport } from '../ui/use-page-title';
import { App } from './app';
import { loadPageModules } from './route-modules';
import { routes, type AppRouter } from './router';

export interface RenderedPage {
  /** The inner HTML of #root. */
  html: string;
  /** Top-level translation namespaces the render read. */
  namespaces: string[];
  /** The element that carries those namespaces' texts for main.tsx (goes into <head>). */
  textsElement: string;
  /** The document title the page sets (usePageTitle), for its <title>; none if it sets none. */
  title?: string;
}

export async function renderPage(
  url: string,
  language: Language,
  all: Texts,
): Promise<RenderedPage> {
  const { texts, used } = recordNamespaces(all);
  const i18n = await initI18n(language, { texts, complete: true });
  await loadPageModules(routes, new URL(url, 'http://prerender').pathname);
  // Not initialized on purpose: a wizard URL shows its route's hydrate fallback (the guard reads
  // the browser's storage), a private step its frame; a page shows itself.
  const router = createDataRouter({
    routes,
    history: createMemoryHistory({ initialEntries: [url] }),
  }) as AppRouter;
  let title: string | undefined;
  const app = (
    <PageTitleReport.Provider value={(pageTitle) => (title = pageTitle)}>
      <App i18n={i18n} router={router} />
    </PageTitleReport.Provider>
  );
  // Waits for every lazy part the page renders (its route chunk, the start page's forms), so the
  // HTML is whole and needs no inline script (the CSP would block one).
  const html = await renderToStringAsync(app);
  const namespaces = [...used].sort();
  const json = pageTextsJson({ language, texts: pickNamespaces(all, namespaces) });
  const textsElement = `<script type="application/json" id="${PAGE_TEXTS_ID}">${json}</script>`;
  return { html, namespaces, textsElement, title };
}
