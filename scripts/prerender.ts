// The first screen without JavaScript (issue 13, part 2): after the client build, renders the
// public pages, the not-found page and the wizards' shells (a private step's frame, the company
// area's placeholder) into HTML, in German and English, from a Vite SSR build of
// src/app/prerender-entry.tsx run in a jsdom window (the same modules the browser runs). Each page carries the translation namespaces its render read (JSON in a
// non-executed script element, main.tsx hydrates with them) and links the CSS of its route
// chunk, so it is styled before any script runs. The server (server/http/spa.ts) picks the page
// by the route list and the language cookie through prerendered/manifest.json.
//
//   node --import tsx scripts/prerender.ts [distDir]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '../src/domain/constants';
import {
  APP_PATH_PATTERNS,
  BOOKING_STEPS,
  COMPANY_AREA_BASE,
  PRIVATE_BOOKING_BASE,
  type BookingStepId,
} from '../src/domain/route-paths';
import { precompressFolder } from './precompress';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Folder in the build with one subfolder per language and the manifest. */
export const PRERENDER_DIR = 'prerendered';

interface PrerenderedPage {
  /** File name without .html. */
  name: string;
  /** The URL rendered. */
  url: string;
  /** The route's modules: the page links their chunks' CSS and preloads the chunks. */
  modules: string[];
  /** The route patterns (src/domain/route-paths.ts) this page is served for. */
  patterns: string[];
  /**
   * A wizard's shell: its steps render after the whole translation file, so public/boot.js
   * asks for that file at once (a page carries its own texts and gets the file after its render).
   */
  shell?: true;
  /**
   * The HTML only holds the page's place (the layout with a spinner): the app renders the page
   * anew instead of hydrating it (main.tsx), so it carries no texts of its own.
   */
  placeholder?: true;
  /** A shell's step paths and the modules each step's first screen runs (see stepModules). */
  stepModules?: Record<string, string[]>;
}

const feature = (name: string) => `src/features/${name}/route.tsx`;
const page = (path: string, featureName: string): PrerenderedPage => ({
  name: path.slice(1),
  url: path,
  modules: [feature(featureName)],
  patterns: [path],
});
/**
 * The module of each wizard step (src/features/booking/host.tsx loads them lazily), and for the
 * company's first step the company feature's passenger picker it shows. A shell has the browser
 * fetch the step of its URL with the app instead of after the app ran (public/boot.js).
 */
const bookingStep = (name: string) => `src/features/booking/steps/${name}.tsx`;
const STEP_MODULES: Record<BookingStepId, string[]> = {
  neuerAuftrag: [bookingStep('passenger-step'), 'src/features/company/passenger-picker.tsx'],
  reiseziel: [bookingStep('destination-step')],
  mtuTarifauswahl: [bookingStep('mtu-tariff-step')],
  tarifAuswahl: [bookingStep('tariff-step')],
  reiseDetails: [bookingStep('trip-details-step')],
  kreditkarteZahlung: [bookingStep('payment-type-step')],
  zusammenfassung: [bookingStep('summary-step')],
  status: [bookingStep('status-step')],
};

type BookingStep = (typeof BOOKING_STEPS)[number];

/** The steps of a wizard under `base`, by path. */
const stepModules = (base: string, steps: readonly BookingStep[]) =>
  Object.fromEntries(steps.map((step) => [`/${base}/${step.path}`, STEP_MODULES[step.id]]));

/** What the browser loads right after the entry to show a wizard's step (guard, wizard, area),
 *  so it does not wait for the entry to run before asking for them. */
const wizardModules = (modules: string[]) => ['src/app/guards.ts', ...modules];

/** The company area: the layout with the spinner until its guard and the step's chunk have run. */
const placeholderShell = (
  name: string,
  base: string,
  modules: string[],
  steps: Record<string, string[]>,
): PrerenderedPage => ({
  name,
  url: `/${base}`,
  modules: wizardModules(modules),
  shell: true,
  placeholder: true,
  stepModules: steps,
  patterns: APP_PATH_PATTERNS.filter(
    (pattern) =>
      (pattern === `/${base}` || pattern.startsWith(`/${base}/`)) &&
      !pattern.startsWith('/buchung/bearbeiten/'),
  ),
});

/** A private step: its frame (title, progress, a loading body) until the app shows the step. */
const privateStep = (step: BookingStep): PrerenderedPage => {
  const url = `/${PRIVATE_BOOKING_BASE}/${step.path}`;
  return {
    name: `${PRIVATE_BOOKING_BASE}-${step.path}`,
    url,
    modules: wizardModules([feature('booking')]),
    shell: true,
    stepModules: stepModules(PRIVATE_BOOKING_BASE, [step]),
    patterns: [url],
  };
};

export const PAGES: PrerenderedPage[] = [
  { name: 'index', url: '/', modules: [feature('start')], patterns: ['/'] },
  page('/start', 'start'),
  page('/kontakt', 'contact'),
  page('/logistik', 'logistics'),
  page('/neukunde', 'registration'),
  page('/tracking', 'tracking'),
  page('/flugauskunft', 'flight-info'),
  page('/datenschutz', 'legal'),
  page('/impressum', 'legal'),
  page('/befoerderungsbedingungen', 'legal'),
  page('/barrierefreiheit', 'legal'),
  // Rendered at a path no route matches; served for every such path (with status 404).
  {
    name: 'not-found',
    url: '/seite-nicht-gefunden',
    modules: [feature('not-found')],
    patterns: [],
  },
  // /privat-buchung itself: the wizard sends the visitor on to the draft's step.
  {
    name: PRIVATE_BOOKING_BASE,
    url: `/${PRIVATE_BOOKING_BASE}`,
    modules: wizardModules([feature('booking')]),
    shell: true,
    patterns: [`/${PRIVATE_BOOKING_BASE}`],
  },
  ...BOOKING_STEPS.filter((step) => step.private).map(privateStep),
  placeholderShell(
    'company-area',
    COMPANY_AREA_BASE,
    [feature('company'), 'src/app/company-booking-page.tsx'],
    stepModules(COMPANY_AREA_BASE, BOOKING_STEPS),
  ),
];

export interface PrerenderManifest {
  languages: readonly Language[];
  /** Route pattern -> page name. */
  pages: Record<string, string>;
  notFound: string;
}

interface ViteManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * The stylesheets the route's chunk brings (with those of the chunks it imports) and the chunks
 * to preload for hydration. Not those of chunks it imports lazily: their code loads later on
 * purpose (the start page's forms at the first intent). A lazily loaded part that the page
 * prerenders imports its stylesheet from the route's chunk (src/features/start/lazy-forms.tsx).
 */
function assetsOf(manifest: ViteManifest, modules: string[], { required = false } = {}) {
  const css = new Set<string>();
  const preload = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry (index.html) links every route lazily; its own files are in the page already.
    if (!chunk || seen.has(key) || key === 'index.html') return;
    seen.add(key);
    chunk.css?.forEach((file) => css.add(`/${file}`));
    preload.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  for (const module of modules) {
    // A module that was moved or renamed would only lose its preload: the build says so instead.
    if (required && !manifest[module]) throw new Error(`${module}: not in the build's manifest`);
    visit(module);
  }
  return { css: [...css], preload: [...preload] };
}

/**
 * The page's stylesheets go into the page itself: a linked one held the first paint back by a
 * round trip (Lighthouse: about 300 ms on a slow phone line). Each stays in the page as a
 * disabled link too, which the browser does not fetch: Vite's chunk loader sees it there and does
 * not fetch the same file again when the route's code imports it.
 */
function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g,
    (_link, href: string) => {
      const css = readFileSync(join(distDir, href), 'utf8');
      if (css.includes('</style')) throw new Error(`${href}: cannot be put into a <style>`);
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    },
  );
}

/** Where a prerendered page names the app's modules: public/boot.js looks for this id. */
const APP_MODULES_ID = 'app-modules';

/** What public/boot.js loads: the entry and `preload` once the page has been painted. */
interface AppModules {
  entry: string;
  preload: string[];
  /** A shell's chunks of the step at each path: boot.js asks for them with the entry. */
  steps?: Record<string, string[]>;
}

/**
 * The app's entry and the chunks it needs, for public/boot.js to fetch and run once the page has
 * been painted. As a module script and preload links they would share the line with the page
 * itself and, arriving first, run before its first paint: a slow phone then showed the
 * prerendered page only after fetching and evaluating the app. A shell (a private step's frame,
 * the company area's placeholder) shows its step only once its app has run: its chunks are
 * fetched at once (preload links), but run after the first paint all the same.
 */
function appModulesElement(modules: AppModules): string {
  return `<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(modules)}</script>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function pageHtml(
  template: string,
  options: {
    language: Language;
    html: string;
    textsElement: string;
    title?: string;
    css: string[];
    preload: string[];
    shell?: true;
    placeholder?: true;
    /** A shell's step paths and the chunks each step's first screen runs. */
    steps?: Record<string, string[]>;
  },
): string {
  const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
  const entry = entryScript.exec(template)?.[1];
  if (!entry) throw new Error('index.html: no entry <script> to start after the first paint');
  const preloadLink = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
  const entryImports = [...template.matchAll(preloadLink)].map((match) => match[1]!);
  const inTemplate = (href: string) => template.includes(`"${href}"`);
  const shellPreload = options.shell ? options.preload.filter((href) => !inTemplate(href)) : [];
  const modules: AppModules = options.shell
    ? {
        entry,
        preload: [],
        steps: Object.fromEntries(
          Object.entries(options.steps ?? {}).map(([path, chunks]) => [
            path,
            chunks.filter((href) => !inTemplate(href) && !options.preload.includes(href)),
          ]),
        ),
      }
    : {
        entry,
        preload: [...new Set([...entryImports, ...options.preload])].filter(
          (href) => href !== entry,
        ),
      };
  const head = [
    ...options.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...shellPreload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    appModulesElement(modules),
    ...(options.placeholder ? [] : [options.textsElement]),
  ].join('\n    ');
  const rootElement = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
  if (!rootElement.test(template)) throw new Error('index.html: no <div id="root"> to fill');
  const titleElement = /<title>[^<]*<\/title>/;
  if (!titleElement.test(template)) throw new Error('index.html: no <title> to fill');
  return (
    template
      .replace(
        /<html lang="[^"]*"/,
        `<html lang="${options.language}" data-texts="${options.shell ? 'file' : 'page'}"`,
      )
      // The page's own title, as its first render sets it (src/ui/use-page-title.ts).
      .replace(titleElement, (brandTitle) =>
        options.title ? `<title>${escapeHtml(options.title)}</title>` : brandTitle,
      )
      .replace(entryScript, '')
      .replace(preloadLink, (link) => (options.shell ? link : ''))
      .replace('</head>', `    ${head}\n  </head>`)
      .replace(rootElement, () =>
        options.placeholder
          ? `<div id="root">${options.html}</div>`
          : `<div id="root" data-prerendered="${options.language}">${options.html}</div>`,
      )
  );
}

/** One language's translation file. */
type Texts = Record<string, unknown>;

interface RenderModule {
  renderPage(
    url: string,
    language: Language,
    texts: Texts,
  ): Promise<{ html: string; textsElement: string; title?: string }>;
}

interface JsdomConstructor {
  new (
    html: string,
    options: { url: string },
  ): { window: Window & typeof globalThis; reconfigure(options: { url: string }): void };
}

/** One language in its own process: modules may read the language once, when they load. */
async function renderLanguage(distDir: string, ssrEntry: string, language: Language) {
  // @ts-expect-error jsdom ships no types (and @types/jsdom is not worth a dependency here)
  const { JSDOM } = (await import('jsdom')) as { JSDOM: JsdomConstructor };
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    url: 'http://localhost/',
  });
  dom.window.localStorage.setItem('langCode', language);
  const globals: Record<string, unknown> = {
    window: dom.window,
    document: dom.window.document,
    localStorage: dom.window.localStorage,
    sessionStorage: dom.window.sessionStorage,
    HTMLElement: dom.window.HTMLElement,
    Element: dom.window.Element,
    Node: dom.window.Node,
    getComputedStyle: dom.window.getComputedStyle.bind(dom.window),
  };
  for (const [name, value] of Object.entries(globals))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  if (!('navigator' in globalThis))
    Object.defineProperty(globalThis, 'navigator', { value: dom.window.navigator });

  const texts = JSON.parse(
    readFileSync(join(distDir, 'locales', `${language}.json`), 'utf8'),
  ) as Texts;
  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const { renderPage } = (await import(pathToFileURL(ssrEntry).href)) as RenderModule;
  const out = join(distDir, PRERENDER_DIR, language);
  mkdirSync(out, { recursive: true });
  for (const entry of PAGES) {
    dom.reconfigure({ url: `http://localhost${entry.url}` });
    const { html, textsElement, title } = await renderPage(entry.url, language, texts);
    // The CSP allows no inline script: React's streaming helpers must not be in a page.
    if (/<script(?![^>]*type="application\/json")/.test(html))
      throw new Error(`${entry.url} (${language}): inline script in the prerendered HTML`);
    const assets = assetsOf(manifest, entry.modules);
    const stepAssets = Object.entries(entry.stepModules ?? {}).map(
      ([path, modules]) => [path, assetsOf(manifest, modules, { required: true })] as const,
    );
    const steps =
      entry.stepModules &&
      Object.fromEntries(stepAssets.map(([path, { preload }]) => [path, preload]));
    // A shell's page carries its steps' stylesheets as well: the step's code waits for its
    // stylesheet before it renders (Vite's loader), a request more before the step's paint.
    const css = [...new Set([...assets.css, ...stepAssets.flatMap(([, step]) => step.css)])];
    writeFileSync(
      join(out, `${entry.name}.html`),
      inlineStylesheets(
        pageHtml(template, {
          language,
          html,
          textsElement,
          title,
          shell: entry.shell,
          placeholder: entry.placeholder,
          steps,
          ...assets,
          css,
        }),
        distDir,
      ),
    );
  }
}

/** Builds the SSR bundle, renders every page in both languages and writes the manifest. */
export async function prerenderSite(distDir: string) {
  const dist = resolve(root, distDir);
  const ssrOut = `${dist}-ssr`;
  const { build } = await import('vite');
  await build({
    root,
    logLevel: 'warn',
    mode: 'production',
    build: {
      ssr: 'src/app/prerender-entry.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      // One file, so each language's process gets its own copy of every module.
      rolldownOptions: { output: { codeSplitting: false } },
    },
    // Bundle the packages too (PrimeReact's folders are no Node ES modules).
    ssr: { noExternal: true },
  });
  const ssrEntry = join(ssrOut, 'prerender-entry.js');
  rmSync(join(dist, PRERENDER_DIR), { recursive: true, force: true });
  for (const language of LANGUAGES) {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), '--render', dist, ssrEntry, language],
      { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) throw new Error(`prerender (${language}) failed`);
  }
  const manifest: PrerenderManifest = {
    languages: LANGUAGES,
    pages: Object.fromEntries(
      PAGES.flatMap((entry) => entry.patterns.map((pattern) => [pattern, entry.name])),
    ),
    notFound: 'not-found',
  };
  writeFileSync(join(dist, PRERENDER_DIR, 'manifest.json'), JSON.stringify(manifest, null, 2));
  precompressFolder(join(dist, PRERENDER_DIR));
  rmSync(ssrOut, { recursive: true, force: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  if (args[0] === '--render') {
    await renderLanguage(args[1]!, args[2]!, args[3] as Language);
  } else {
    const distDir = args[0] ?? process.env.DIST_DIR ?? 'dist';
    await prerenderSite(distDir);
    console.info(`Prerendered ${PAGES.length} pages in ${LANGUAGES.join(', ')} into ${distDir}`);
  }
}
