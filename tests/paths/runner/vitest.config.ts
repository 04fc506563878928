import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/* `npm run test:paths`: model-based UI tests generated from machines/, in jsdom. */
export default defineConfig({
  root: resolve(import.meta.dirname, '../../..'),
  plugins: [react()],
  resolve: {
    // The ESM build imports `createActor` from 'xstate' (the CJS build would bypass vi.mock).
    alias: {
      '@xstate/react': resolve(
        import.meta.dirname,
        '../../../node_modules/@xstate/react/dist/xstate-react.esm.js',
      ),
    },
  },
  test: {
    name: 'paths',
    environment: 'jsdom',
    include: ['tests/paths/runner/*.paths.test.{ts,tsx}'],
    setupFiles: ['./tests/support/vitest-setup.ts', './tests/paths/runner/setup.ts'],
    // Inlined so that its `import { createActor } from 'xstate'` sees the runner's hook.
    server: { deps: { inline: ['@xstate/react'] } },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One file per worker is plenty on a shared two-core machine.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
