import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { dynamicEntryKeys } from './scripts/dynamic-entry-keys.ts';
import { earlyInputScript } from './scripts/early-input-script.ts';
import { inlineFavicon } from './scripts/inline-favicon.ts';
import { precompress } from './scripts/precompress.ts';
import { primeiconsSubset, primeThemeInUse } from './scripts/prime-styles.ts';

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
/** react-router's package exports point every condition at its development build. */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: routerBuild('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
];

/** Rolldown's inlining of common chunks below 8 KB of source, and what it requires. */
const INLINE_SMALL_CHUNKS = {
  preserveEntrySignatures: false as const,
  output: {
    codeSplitting: {
      experimentalInlineCommonChunks: {
        maxSize: 8 * 1024,
        // Vite's CSS plugin emits a stylesheet once per chunk that holds its module.
        exclude: /\.css(\?|$)/,
      },
    },
  },
};

// The API runs as its own process in development; Vite proxies /api and the payment sandbox to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8081';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    earlyInputScript(),
    inlineFavicon(),
    primeThemeInUse(),
    primeiconsSubset(),
    precompress(),
    dynamicEntryKeys(),
  ],
  // The year of the build, which the prerendered footer says (src/app/layouts/site-footer.tsx).
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  // A build takes react-router's production build; the dev server and the tests keep its warnings.
  resolve: {
    alias: command === 'build' && !process.env.VITEST ? REACT_ROUTER_PRODUCTION : [],
  },
  build: {
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // .vite/manifest.json: the one stylesheet and each route's chunks (scripts/prerender.ts).
    manifest: true,
    // One stylesheet, which the prerender writes into each page (ADR 0018): a lazy route brings no
    // stylesheet of its own that Vite would fetch and wait for.
    cssCodeSplit: false,
    // Small common chunks are copied into the chunks that use them: a wizard step's page loaded
    // 36–61 files, most of them under 1 KB, and now 16–27 with the same bytes (ADR 0017). Not
    // for the prerender's bundle, whose exports the prerender calls.
    rolldownOptions: isSsrBuild ? {} : INLINE_SMALL_CHUNKS,
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
          setupFiles: ['./server/testing/vitest-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
