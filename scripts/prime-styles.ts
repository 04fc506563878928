// Build-time trimming of the two third-party stylesheets. The theme carries the rules of all ~90
// PrimeReact components (200 KB), of which the app uses a dozen (Calendar, Dropdown, DataTable,
// Steps, ...), and the icon font every primeicons glyph (36 KB woff2) of which the app shows a few
// dozen. The first plugin keeps the theme's rules whose classes the app's code or the PrimeReact
// modules it imports can set; the second makes a font of the `pi-*` icons named in src. Both apply
// to `vite build` only: the dev server and the unit tests keep the full files, so a new component
// or icon works at once there and the next build picks it up.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import postcss, { type Root, type Rule } from 'postcss';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const primereactDir = dirname(require.resolve('primereact/package.json'));
const primeiconsDir = dirname(require.resolve('primeicons/package.json'));

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const appSources = () =>
  sourceFiles(join(root, 'src'), /\.(ts|tsx|css)$/).map((f) => readFileSync(f, 'utf8'));

/* ---------- PrimeReact theme: only the rules of the components in use ---------- */

const PRIME_IMPORT = /from\s+['"]primereact\/([a-z]+)['"]/g;

/** The PrimeReact modules the app imports and, transitively, the ones they import (button -> tooltip -> ...). */
export function primeModulesInUse(sources: string[]): Map<string, string> {
  const code = new Map<string, string>();
  const queue = sources.flatMap((s) => [...s.matchAll(PRIME_IMPORT)].map((m) => m[1] ?? ''));
  while (queue.length) {
    const name = queue.pop()!;
    if (code.has(name)) continue;
    const file = join(primereactDir, name, `${name}.esm.js`);
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // Folders such as primereact/icons have no module of their own name; they carry no theme classes.
    }
    code.set(name, text);
    queue.push(...[...text.matchAll(PRIME_IMPORT)].map((m) => m[1] ?? ''));
  }
  return code;
}

/**
 * Which class names may appear in the page: every word of the app's code and of the PrimeReact
 * modules it uses. PrimeReact builds some names at run time (`'p-button-'.concat(severity)`), so a
 * word that ends in '-' keeps every class it starts (`p-button-*`).
 */
export function classFilter(texts: string[]): (className: string) => boolean {
  const words = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/[A-Za-z_][\w-]*/g)) words.add(m[0]);
  const prefixes = [...words].filter((w) => w.endsWith('-') && /^p-\w{2,}/.test(w));
  return (c) => words.has(c) || prefixes.some((p) => c.startsWith(p));
}

/** Drops every selector with a class nobody can set, then rules and at-rules left empty. */
export function pruneStylesheet(css: string, used: (className: string) => boolean): string {
  const tree: Root = postcss.parse(css);
  tree.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name))
      return;
    const kept = rule.selectors.filter((selector) => {
      // A class under :not() narrows a match; an unused one there does not make the selector dead.
      const positive = selector.replace(/:not\([^)]*\)/g, '');
      return [...positive.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((m) => used(m[1] ?? ''));
    });
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  let removed = true;
  while (removed) {
    removed = false;
    tree.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return tree.toString();
}

export function primeThemeInUse(): Plugin {
  let used: ((className: string) => boolean) | null = null;
  return {
    name: 'prime-theme-in-use',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const sources = appSources();
      used = classFilter([...sources, ...primeModulesInUse(sources).values()]);
    },
    transform(code, id) {
      if (
        !used ||
        !/primereact\/resources\/themes\/[^/]+\/theme\.css$/.test(id.replace(/\?.*/, ''))
      )
        return null;
      return { code: pruneStylesheet(code, used), map: null };
    },
  };
}

/* ---------- primeicons: a font of the glyphs in use ---------- */

/** `pi-check`, `pi-arrow-left`, ...: the icon classes written in src (names are literal, also in ternaries). */
export function iconNamesInUse(sources: string[]): Set<string> {
  const names = new Set<string>();
  for (const text of sources)
    for (const m of text.matchAll(/(?<![\w-])pi-[a-z0-9-]+/g)) names.add(m[0]);
  return names;
}

/** The primeicons stylesheet with the base rules and the used icons only, and the glyphs they show. */
export function iconStylesheet(css: string, names: Set<string>): { css: string; glyphs: string } {
  const tree = postcss.parse(css);
  let glyphs = '';
  tree.walkRules((rule) => {
    const icon = rule.selector.match(/^\.(pi-[a-z0-9-]+):before$/)?.[1];
    if (!icon) return;
    if (!names.has(icon)) {
      rule.remove();
      return;
    }
    rule.walkDecls('content', (decl) => {
      glyphs += decl.value
        .replace(/^["']|["']$/g, '')
        .replace(/\\([0-9a-f]{4,6})/gi, (_, hex: string) =>
          String.fromCodePoint(parseInt(hex, 16)),
        );
    });
  });
  tree.walkAtRules('font-face', (face) => {
    face.walkDecls('src', (decl) => {
      decl.remove();
    });
    face.append({ prop: 'src', value: "url('./primeicons.woff2') format('woff2')" });
  });
  return { css: tree.toString(), glyphs };
}

export function primeiconsSubset(): Plugin {
  const outDir = join(root, 'node_modules/.tmp/primeicons-subset');
  const cssFile = join(outDir, 'primeicons.css');
  return {
    name: 'primeicons-subset',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const names = iconNamesInUse(appSources());
      const { css, glyphs } = iconStylesheet(
        readFileSync(join(primeiconsDir, 'primeicons.css'), 'utf8'),
        names,
      );
      const font = await subsetFont(
        readFileSync(join(primeiconsDir, 'fonts/primeicons.woff2')),
        glyphs,
        { targetFormat: 'woff2' },
      );
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'primeicons.woff2'), font);
      writeFileSync(cssFile, css);
    },
    resolveId(source) {
      return source === 'primeicons/primeicons.css' ? cssFile : null;
    },
  };
}
