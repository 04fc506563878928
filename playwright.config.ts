import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './tests/support/chromium';

// Each developer or CI run picks its own port and build folder so parallel runs never collide.
const port = Number(process.env.E2E_PORT ?? 8181);
const distDir = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  testDir: './tests',
  testMatch: ['e2e/**/*.spec.ts', 'paths/**/*.spec.ts'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry on CI, where two browsers, the server and the build share 2 loaded cores: a test
  // that passes only on its retry is listed as flaky in the log, to be looked into; a broken
  // feature fails both runs.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous: CI machines have 2 cores shared by the server, the build and 2 browsers.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // A trace is recorded on a failed test's retry only: recording every test's trace (its
    // screencast and a DOM snapshot per action) doubled the browsers' CPU time and the suite's
    // wall time on our 2-core machines. Locally, `--trace on` records one for a test at hand.
    trace: 'on-first-retry',
    launchOptions: { executablePath: findChromium({ headlessShell: true }), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // NODE_ENV=test: the /api/test helpers and a high ANONYMOUS_WRITE_LIMIT (every test books
    // from 127.0.0.1). TRUST_PROXY=1 as behind one proxy: tests can send X-Forwarded-Proto.
    // SANDBOX_NOTIFY_DELAY_MS: the sandbox's server-to-server notification comes a minute after
    // the payer's outcome, so these tests watch the browser's own return settle each payment
    // (notification and reconciler: real processes in server/payment/two-instances.test.ts).
    env: {
      PORT: String(port),
      DIST_DIR: distDir,
      PGLITE_DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      TRUST_PROXY: '1',
      SANDBOX_NOTIFY_DELAY_MS: '60000',
      // E-mails (no SMTP_URL): .eml files in a folder of this run's port, delivered within 0.5 s.
      MAIL_DIR: join(tmpdir(), `shuttle-e2e-mail-${port}`),
      MAIL_POLL_MS: '500',
    },
  },
});
