// The first screen without JavaScript: after the client build, renders the public pages, the
// not-found page and the wizards' shells (a private step's frame, the company area's placeholder)
// in German and English with React's static API (src/app/prerender-entry.tsx, built by Vite for
// Node), into the build's index.html, as Vite's server-side rendering guide does. Each page links
// the stylesheets and preloads the chunks of its route, so it is styled at its first paint and
// its code comes in one go: a public page's after that paint (src/app/page-code.ts), a wizard's
// shell's at once. The server (server/http/spa.ts) picks the page by the route list and
// the language cookie through prerendered/manifest.json.
//
//   node --import tsx scripts/prerender.ts [distDir]
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '../src/domain/constants';
import { OPERATOR } from '../src/domain/operator';
import {
  PAGE_CODE_TEMPLATE_ID,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
} from '../src/domain/prerendered-page';
import {
  APP_PATH_PATTERNS,
  BOOKING_STEPS,
  COMPANY_AREA_BASE,
  PRIVATE_BOOKING_BASE,
  type BookingStepId,
} from '../src/domain/route-paths';
import { precompressFolder } from './precompress';
import { notePrimeStyles, primeStyleElements, withPrimeStyles } from './prime-page-styles';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Folder in the build with one subfolder per language and the manifest. */
export const PRERENDER_DIR = 'prerendered';

/** Where index.html takes the page's HTML (Vite's SSR guide), and its head elements: last, so
 *  PrimeReact's styles follow the app's (in this order the app adds them too). */
const HEAD_END = '</head>';
const ROOT_SLOT = '<div id="root"><!--app-html--></div>';
const TEMPLATE_LANGUAGE = '<html lang="de">';
const TEMPLATE_TITLE = `<title>${OPERATOR.brandName}</title>`;

interface PrerenderedPage {
  /** File name without .html. */
  name: string;
  /** The URL rendered. */
  url: string;
  /** The route's modules: the page preloads their chunks. */
  modules: string[];
  /** The route patterns (src/domain/route-paths.ts) this page is served for. */
  patterns: string[];
  /** A wizard's shell, which the app fills: its code is asked for at once, not after the paint. */
  shell?: true;
}

/** The app itself, which the small entry imports once it has run (src/main.tsx). */
const APP_MODULE = 'src/app/start-app.tsx';

const feature = (name: string) => `src/features/${name}/route.tsx`;
const page = (path: string, featureName: string): PrerenderedPage => ({
  name: path.slice(1),
  url: path,
  modules: [feature(featureName)],
  patterns: [path],
});

/** The module of each private wizard step (src/features/booking/host.tsx loads them lazily). */
const bookingStep = (name: string) => `src/features/booking/steps/${name}.tsx`;
const PRIVATE_STEP_MODULES: Partial<Record<BookingStepId, string>> = {
  tarifAuswahl: bookingStep('tariff-step'),
  reiseDetails: bookingStep('trip-details-step'),
  kreditkarteZahlung: bookingStep('payment-type-step'),
  zusammenfassung: bookingStep('summary-step'),
  status: bookingStep('status-step'),
};

/** What a wizard's URL runs before its first screen: the guard and the wizard's code. */
const wizardModules = (...modules: string[]) => ['src/app/guards.ts', ...modules];

/** A private step: its frame (title, progress, a loading body) until the app shows the step. */
const privateStep = (step: (typeof BOOKING_STEPS)[number]): PrerenderedPage => {
  const url = `/${PRIVATE_BOOKING_BASE}/${step.path}`;
  const stepModule = PRIVATE_STEP_MODULES[step.id];
  if (!stepModule) throw new Error(`${step.id}: no module for the private step`);
  return {
    name: `${PRIVATE_BOOKING_BASE}-${step.path}`,
    url,
    modules: wizardModules(feature('booking'), stepModule),
    patterns: [url],
    shell: true,
  };
};

/** The company area's code, which each of its URLs runs. */
const COMPANY_AREA_MODULES = wizardModules(feature('company'), 'src/app/company-booking-page.tsx');
const companyUrl = (path: string) => `/${COMPANY_AREA_BASE}/${path}`;

/**
 * The chunks of each company-only step, the first screen a company sees after its login: the
 * passenger step draws the company feature's picker.
 */
const COMPANY_STEP_MODULES: Partial<Record<BookingStepId, string[]>> = {
  neuerAuftrag: [bookingStep('passenger-step'), 'src/features/company/passenger-picker.tsx'],
  reiseziel: [bookingStep('destination-step')],
  mtuTarifauswahl: [bookingStep('mtu-tariff-step')],
};
const COMPANY_STEPS = BOOKING_STEPS.filter((step) => !step.private);

/** A company-only step: the company area's placeholder, with the step's code on its way. */
const companyStep = (step: (typeof BOOKING_STEPS)[number]): PrerenderedPage => {
  const stepModules = COMPANY_STEP_MODULES[step.id];
  if (!stepModules) throw new Error(`${step.id}: no modules for the company step`);
  return {
    name: `company-${step.path}`,
    url: `/${COMPANY_AREA_BASE}`,
    modules: [...COMPANY_AREA_MODULES, ...stepModules],
    patterns: [companyUrl(step.path)],
    shell: true,
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
    modules: wizardModules(feature('booking')),
    patterns: [`/${PRIVATE_BOOKING_BASE}`],
    shell: true,
  },
  ...BOOKING_STEPS.filter((step) => step.private).map(privateStep),
  // The company area needs the login for everything it shows: the layout with a spinner.
  {
    name: 'company-area',
    url: `/${COMPANY_AREA_BASE}`,
    modules: COMPANY_AREA_MODULES,
    patterns: APP_PATH_PATTERNS.filter(
      (pattern) =>
        (pattern === `/${COMPANY_AREA_BASE}` || pattern.startsWith(`/${COMPANY_AREA_BASE}/`)) &&
        !pattern.startsWith('/buchung/bearbeiten/') &&
        !COMPANY_STEPS.some((step) => pattern === companyUrl(step.path)),
    ),
    shell: true,
  },
  ...COMPANY_STEPS.map(companyStep),
];

export interface PrerenderManifest {
  languages: readonly Language[];
  /** Route pattern -> page name. */
  pages: Record<string, string>;
  notFound: string;
}

interface ViteManifestChunk {
  file: string;
  imports?: string[];
}
type ViteManifest = Record<string, ViteManifestChunk>;

/** The chunks that the route's modules bring, with those of the chunks they import. */
function chunksOf(manifest: ViteManifest, modules: string[]): string[] {
  const preload = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || key === 'index.html') return;
    seen.add(key);
    preload.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  for (const module of modules) {
    // A module that was moved or renamed would only lose its preload: the build says so instead.
    if (!manifest[module]) throw new Error(`${module}: not in the build's manifest`);
    visit(module);
  }
  return [...preload];
}

/** Vite's name for the one stylesheet of a build without CSS code splitting (vite.config.ts). */
const STYLESHEET = 'style.css';

/**
 * index.html with the app's stylesheet written into it instead of linked: on a slow line the
 * page's first paint then waits for the page alone, not for a request that shares the line with
 * the page's scripts (ADR 0018).
 */
function withStylesheetInside(template: string, manifest: ViteManifest, dist: string): string {
  const sheet = manifest[STYLESHEET];
  if (!sheet) throw new Error(`${STYLESHEET}: not in the build's manifest`);
  const css = readFileSync(join(dist, sheet.file), 'utf8');
  if (css.includes('</style')) throw new Error(`${sheet.file}: would end its <style> element`);
  // A relative url() would resolve against the page's path instead of the stylesheet's.
  const relative = css.match(/url\((?!["']?(\/|data:))[^)]*\)/);
  if (relative) throw new Error(`${sheet.file}: ${relative[0]} is relative`);
  return fill(
    template,
    `<link rel="stylesheet" crossorigin href="/${sheet.file}">`,
    `<style>${css}</style>`,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** `template` with `slot` replaced once; the build fails if index.html lost the slot. */
function fill(template: string, slot: string, content: string): string {
  if (!template.includes(slot)) throw new Error(`index.html: no ${slot} to fill`);
  return template.replace(slot, () => content);
}

function pageHtml(
  template: string,
  language: Language,
  { html, title }: RenderedPage,
  assets: { preload: string[]; primeStyles: [string, string][]; shell: boolean },
): string {
  // The CSP allows no inline script: React's streaming helpers must not be in a page.
  if (/<script/.test(html)) throw new Error('inline script in the prerendered HTML');
  const code = [
    // The app asks for the texts once its code has run; the page asks for them with the code.
    `<link rel="preload" href="/locales/${language}.json" as="fetch" crossorigin>`,
    ...assets.preload.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  const head = [
    ...(assets.shell
      ? code
      : [`<template id="${PAGE_CODE_TEMPLATE_ID}">${code.join('')}</template>`]),
    // Last, where PrimeReact would add them (scripts/prime-page-styles.ts).
    ...primeStyleElements(assets.primeStyles),
  ]
    .map((element) => `  ${element}\n  `)
    .join('');
  // The page's own title instead of the brand's (src/ui/use-page-title.ts).
  let page = title
    ? fill(template, TEMPLATE_TITLE, `<title>${escapeHtml(title)}</title>`)
    : template;
  page = fill(page, TEMPLATE_LANGUAGE, `<html lang="${language}">`);
  page = fill(page, HEAD_END, `${head}${HEAD_END}`);
  return fill(
    page,
    ROOT_SLOT,
    `<div id="root" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}">${html}</div>`,
  );
}

/** What src/app/prerender-entry.tsx renders for a URL. */
interface RenderedPage {
  html: string;
  title?: string;
}

interface RenderModule {
  renderPage(
    url: string,
    language: Language,
    texts: Record<string, unknown>,
  ): Promise<RenderedPage>;
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
      rolldownOptions: { output: { codeSplitting: false } },
    },
    // Bundle the packages too (PrimeReact's folders are no Node ES modules).
    ssr: { noExternal: true },
    plugins: [notePrimeStyles()],
  });
  const { renderPage } = (await import(
    pathToFileURL(join(ssrOut, 'prerender-entry.js')).href
  )) as RenderModule;
  const manifest = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const template = withStylesheetInside(
    readFileSync(join(dist, 'index.html'), 'utf8'),
    manifest,
    dist,
  );
  rmSync(join(dist, PRERENDER_DIR), { recursive: true, force: true });
  for (const language of LANGUAGES) {
    const texts = JSON.parse(
      readFileSync(join(dist, 'locales', `${language}.json`), 'utf8'),
    ) as Record<string, unknown>;
    const out = join(dist, PRERENDER_DIR, language);
    mkdirSync(out, { recursive: true });
    for (const entry of PAGES) {
      const { result: rendered, styles } = await withPrimeStyles(() =>
        renderPage(entry.url, language, texts),
      );
      const html = pageHtml(template, language, rendered, {
        preload: chunksOf(manifest, [APP_MODULE, ...entry.modules]),
        primeStyles: styles,
        shell: entry.shell === true,
      });
      writeFileSync(join(out, `${entry.name}.html`), html);
    }
  }
  const prerenderManifest: PrerenderManifest = {
    languages: LANGUAGES,
    pages: Object.fromEntries(
      PAGES.flatMap((entry) => entry.patterns.map((pattern) => [pattern, entry.name])),
    ),
    notFound: 'not-found',
  };
  writeFileSync(
    join(dist, PRERENDER_DIR, 'manifest.json'),
    JSON.stringify(prerenderManifest, null, 2),
  );
  precompressFolder(join(dist, PRERENDER_DIR));
  rmSync(ssrOut, { recursive: true, force: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const distDir = process.argv[2] ?? process.env.DIST_DIR ?? 'dist';
  await prerenderSite(distDir);
  console.info(`Prerendered ${PAGES.length} pages in ${LANGUAGES.join(', ')} into ${distDir}`);
}
