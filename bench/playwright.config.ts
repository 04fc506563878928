import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from '../tests/support/chromium';

/* Used by bench/run.mjs only: the server is already running at BENCH_BASE_URL. */
export default defineConfig({
  testDir: '.',
  testMatch: ['*.bench.ts'],
  workers: 1,
  retries: 0,
  reporter: [['line']],
  timeout: 120_000,
  use: {
    baseURL: process.env.BENCH_BASE_URL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
