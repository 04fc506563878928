/*
 * Entry of the build-time prerender (scripts/prerender.ts, a Vite SSR build run in Node with a
 * jsdom window): renders a URL the way the browser's first render will show it, so main.tsx can
 * hydrate it, and tells which translation namespaces that render read.
 */
import { prerender } from 'react-dom/static';
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
import { applyPrimeReactLocale } from '../i18n/primereact-locale';
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

const MAX_PASSES = 5;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

export async function renderPage(
  url: string,
  language: Language,
  all: Texts,
): Promise<RenderedPage> {
  const { texts, used } = recordNamespaces(all);
  const i18n = await initI18n(language, { texts, complete: true });
  applyPrimeReactLocale(i18n);
  await loadPageModules(routes, new URL(url, 'http://prerender').pathname);
  // Not initialized on purpose, like the browser's router before its first render: a wizard
  // URL shows its shell (the guard runs only in the browser), a page shows itself.
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
  // A pass that suspends loads the page's lazy parts (the start page's forms and what they load
  // lazily); once a pass renders without suspending, the HTML needs none of React's inline
  // scripts that fill in late boundaries (the CSP would block them).
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    title = undefined;
    // A large boundary would be sent apart and moved in place by a script: keep each inline.
    const { prelude } = await prerender(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    html = await readAll(prelude);
    if (!html.includes('<script')) break;
  }
  const namespaces = [...used].sort();
  const json = pageTextsJson({ language, texts: pickNamespaces(all, namespaces) });
  const textsElement = `<script type="application/json" id="${PAGE_TEXTS_ID}">${json}</script>`;
  return { html, namespaces, textsElement, title };
}
