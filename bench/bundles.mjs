// JavaScript per route from the Vite manifest of a build: what the entry loads, what each route
// loads of its own, the shared chunks it needs too (several routes load them, so they come once
// per visit), what it adds to the start page and what a visitor landing on it directly gets. Sizes
// are brotli as the server sends it (the .br copies of scripts/precompress.ts; the budgets of
// DESIGN.md section 10 are brotli) and gzip.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const FEATURE_ROUTES = {
  start: '/ and /start',
  contact: '/kontakt',
  logistics: '/logistik',
  registration: '/neukunde',
  tracking: '/tracking',
  'flight-info': '/flugauskunft',
  legal: '/datenschutz, /impressum, /barrierefreiheit',
  'not-found': '(unknown paths)',
  'private-booking': '/privat-buchung/*',
  booking: '/privat-buchung/*',
  'company-booking': '/buchung/<wizard steps>',
  company: '/buchung/*, /login/...',
  payment: '/zahlung',
};

export const kb = (n) => Math.round((n / 1024) * 10) / 10;

/** Sizes of the JS and CSS of one build folder. */
export function measureBundles(dist) {
  const manifestPath = [join(dist, '.vite/manifest.json'), join(dist, 'manifest.json')].find(
    existsSync,
  );
  if (!manifestPath) throw new Error(`no Vite manifest in ${dist}`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const content = readFileSync(join(dist, file));
      const br = existsSync(join(dist, `${file}.br`))
        ? readFileSync(join(dist, `${file}.br`)).length
        : brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      sizes.set(file, { gzip: gzipSync(content, { level: 9 }).length, brotli: br });
    }
    return sizes.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const jsOf = (keys) =>
    new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  const cssOf = (keys) => new Set([...keys].flatMap((k) => manifest[k].css ?? []));
  const sum = (files, kind) => [...files].reduce((n, f) => n + sizeOf(f)[kind], 0);
  const minus = (a, b) => new Set([...a].filter((x) => !b.has(x)));

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The small entry runs the app from a chunk of its own (src/app/start-app.tsx), which every
  // page loads at once: part of the first load, and the one that loads the routes.
  const appKey = Object.keys(manifest).find((k) => /src\/app\/start-app\.tsx$/.test(k)) ?? entryKey;
  const initialKeys = closure(appKey, closure(entryKey));
  const startKey = Object.keys(manifest).find((k) => /src\/features\/start\/route\.tsx?$/.test(k));
  const startKeys = startKey ? closure(startKey, new Set(initialKeys)) : initialKeys;
  const initialJs = jsOf(initialKeys);
  const startJs = jsOf(startKeys);

  // Which routes load each lazy chunk: one that several routes load is a shared chunk, fetched
  // once per visit on the first of them and taken from the cache by the others. A route is what
  // the router (in the entry) loads lazily: a feature's route.tsx or a page of src/app (the
  // company wizard's src/app/company-booking-page.tsx).
  const routeName = (key) =>
    key.match(/src\/features\/([^/]+)\/route\.tsx?$/)?.[1] ??
    key.match(/src\/app\/([^/]+)-page\.tsx?$/)?.[1];
  const routeKeys = (manifest[appKey].dynamicImports ?? [])
    .map((key) => [routeName(key), key])
    .filter(([feature]) => feature && feature !== 'start');
  // A build whose manifest lost the routes' keys would otherwise pass the route budgets unmeasured.
  if (routeKeys.length === 0) throw new Error(`${dist}: no lazily loaded routes in the manifest`);
  const usersOf = new Map();
  for (const [feature, key] of routeKeys)
    for (const file of minus(jsOf(closure(key)), initialJs))
      usersOf.set(file, [...(usersOf.get(file) ?? []), feature]);
  const shared = new Set(
    [...usersOf].filter(([, users]) => users.length > 1).map(([file]) => file),
  );

  // A route's screens: the route with one of the parts it loads lazily (a wizard step, the flight
  // board's table, a company page), each with what that part imports itself.
  const lazyPartsOf = (key) =>
    [...minus(closure(key), initialKeys)]
      .flatMap((k) => manifest[k].dynamicImports ?? [])
      .filter((k) => manifest[k] && !initialKeys.has(k));
  const largestScreen = (key) =>
    lazyPartsOf(key)
      .map((part) => ({
        part,
        afterStartBrotli: sum(minus(jsOf(closure(part, closure(key))), startJs), 'brotli'),
      }))
      .sort((a, b) => b.afterStartBrotli - a.afterStartBrotli)[0];

  const routes = {};
  for (const [feature, key] of routeKeys) {
    const landing = minus(jsOf(closure(key)), initialJs);
    routes[feature] = {
      largestScreen: largestScreen(key),
      path: FEATURE_ROUTES[feature] ?? key,
      ownGzip: sum(minus(landing, shared), 'gzip'),
      sharedGzip: sum(new Set([...landing].filter((f) => shared.has(f))), 'gzip'),
      afterStartGzip: sum(minus(landing, startJs), 'gzip'),
      afterStartBrotli: sum(minus(landing, startJs), 'brotli'),
      landingGzip: sum(landing, 'gzip'),
      landingBrotli: sum(landing, 'brotli'),
      files: [...landing],
    };
  }
  const sharedChunks = [...shared]
    .map((file) => ({ file, gzip: sizeOf(file).gzip, routes: usersOf.get(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  // Every chunk loaded later, on its own: shared ones load once and are cached for the next route.
  const lazyChunks = Object.values(manifest)
    .filter((c) => c.file.endsWith('.js') && !initialJs.has(c.file))
    .map((c) => ({ file: c.file, gzip: sizeOf(c.file).gzip }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initial: {
      jsGzip: sum(initialJs, 'gzip'),
      jsBrotli: sum(initialJs, 'brotli'),
      cssBrotli: sum(cssOf(initialKeys), 'brotli'),
    },
    startPage: {
      jsGzip: sum(startJs, 'gzip'),
      jsBrotli: sum(startJs, 'brotli'),
      cssBrotli: sum(cssOf(startKeys), 'brotli'),
      files: [...startJs],
    },
    routes,
    sharedChunks,
    lazyChunks,
  };
}
