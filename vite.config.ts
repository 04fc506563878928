import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appCoreGroup } from './scripts/app-core-chunk.ts';
import { inlineFavicon } from './scripts/inline-favicon.ts';
import { SHARED_CHUNK_GROUPS } from './scripts/shared-chunks.ts';
import { precompress } from './scripts/precompress.ts';
import { primeiconsSubset, primeThemeInUse } from './scripts/prime-styles.ts';
import { zodWithoutJsonSchema } from './scripts/zod-without-json-schema.ts';

/** Every import of react and react-dom, ours and the libraries', resolves to Preact's. */
const PREACT_FOR_REACT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
/** react-router's package exports point every condition at its development build. */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

// The API runs as its own process in development; Vite proxies /api and the payment sandbox to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    inlineFavicon(),
    primeThemeInUse(),
    primeiconsSubset(),
    ...(process.env.VITEST ? [] : [zodWithoutJsonSchema()]),
    precompress(),
  ],
  // The browser and the prerender run the app on Preact (preact/compat): react-dom alone was 57
  // of the start page's 100 KB budget (ADR 0013). Unit tests keep React, the API the code is
  // written against; the browser tests run the Preact build users get.
  // A build takes react-router's production build; the dev server keeps its warnings.
  resolve: {
    alias: process.env.VITEST
      ? []
      : [...PREACT_FOR_REACT, ...(command === 'build' ? REACT_ROUTER_PRODUCTION : [])],
  },
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // .vite/manifest.json: which CSS and chunks each route needs (scripts/prerender.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries that several routes share get a named chunk of their own: it loads once per
        // visit and stays cached across deploys that change only app code. Only the libraries
        // themselves (by default a group also takes what they import, react included). PrimeReact
        // keeps its automatic chunk: as a group its core was pulled into the entry.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // With the store hooks only @xstate/react uses (react-i18next uses the plain shim).
            {
              name: 'xstate',
              test: /node_modules[\\/](xstate|@xstate|use-isomorphic-layout-effect)[\\/]|[\\/]with-selector[\w.]*\.js$/,
            },
            // The app's API, domain and session modules in one chunk (scripts/app-core-chunk.ts).
            appCoreGroup(import.meta.dirname),
            // Small app modules that load together (scripts/shared-chunks.ts).
            ...SHARED_CHUNK_GROUPS,
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/support/vitest-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'machines/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
