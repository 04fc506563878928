import { existsSync } from 'node:fs';

/**
 * Playwright cannot download its own browser on our machines, so the tests use a system
 * Chromium: CHROMIUM_PATH or CHROME_PATH, then Debian's /usr/bin/chromium, then whatever
 * Playwright has installed itself (undefined lets Playwright pick its own).
 *
 * `headlessShell`: Debian's chromium-headless-shell first, the same Chromium in its old headless
 * mode, which is what Playwright itself runs headless tests in. The browser tests take it: the
 * full browser's headless mode spent about a quarter more CPU time on the same tests on our
 * 2-core machines. The bench measures the full browser, as a visitor has it.
 */
export function findChromium({ headlessShell = false } = {}): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    process.env.CHROME_PATH,
    ...(headlessShell ? ['/usr/bin/chromium-headless-shell'] : []),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  if (
    process.env.PLAYWRIGHT_BROWSERS_PATH ||
    existsSync(`${process.env.HOME}/.cache/ms-playwright`)
  ) {
    return undefined;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: apt-get update && apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.',
  );
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
