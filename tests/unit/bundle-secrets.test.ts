import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../../server/db/seed-fixtures';

/*
 * No secret reaches the browser: the built SPA (every file of the build folder) must not contain
 * payment provider credentials, private keys, API keys, server-only variable names or the demo
 * companies' access codes and login tokens. Scans the newest existing build (DIST_DIR, dist,
 * dist-*) or builds into a temporary folder when there is none.
 */

const root = resolve(import.meta.dirname, '../..');
let distDir = '';
let temporary = false;

function newestBuild(): string | undefined {
  const names = [
    process.env.DIST_DIR,
    'dist',
    ...readdirSync(root).filter((n) => /^dist-/.test(n)),
  ].filter((n): n is string => Boolean(n));
  const builds = [...new Set(names)]
    .map((n) => resolve(root, n))
    .filter((dir) => existsSync(join(dir, 'index.html')))
    .sort(
      (a, b) => statSync(join(b, 'index.html')).mtimeMs - statSync(join(a, 'index.html')).mtimeMs,
    );
  return builds[0];
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

beforeAll(() => {
  const found = newestBuild();
  if (found) {
    distDir = found;
    return;
  }
  distDir = mkdtempSync(join(tmpdir(), 'bundle-secrets-'));
  temporary = true;
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: root,
      env: { ...process.env, DIST_DIR: distDir },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed: ${result.stderr}`);
}, 240_000);

afterAll(() => {
  if (temporary) rmSync(distDir, { recursive: true, force: true });
});

const demoSecrets = Object.values(DEMO_COMPANIES).flatMap((c) => [c.zugangscode, c.externeId]);

const patterns: Array<[string, RegExp]> = [
  ['a PEM private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ['a Saferpay credential variable', /SAFERPAY_(USERNAME|PASSWORD|CUSTOMER_ID|TERMINAL_ID)/],
  ['HTTP basic credentials in a URL', /https?:\/\/[^/\s:@"']+:[^/\s@"']+@/],
  ['an AWS access key', /AKIA[0-9A-Z]{16}/],
  ['a Stripe-style secret key', /\b(sk|rk)_(live|test)_[0-9a-zA-Z]{16,}/],
  ['a Google API key', /AIza[0-9A-Za-z_-]{35}/],
  ['a GitHub token', /\bgh[pousr]_[0-9A-Za-z]{30,}/],
  ['a Slack token', /xox[abpr]-[0-9A-Za-z-]{10,}/],
  ['the database URL variable', /DATABASE_URL/],
  ['a postgres connection string with a password', /postgres(ql)?:\/\/[^:\s"']+:[^@\s"']+@/],
];

describe('built bundle', () => {
  it('contains no secrets', () => {
    const all = files(distDir).filter((f) => /\.(js|mjs|css|html|json|map|txt|svg)$/.test(f));
    expect(
      all.some((f) => f.endsWith('.js')),
      `${distDir} has JavaScript`,
    ).toBe(true);
    const findings: string[] = [];
    for (const file of all) {
      const text = readFileSync(file, 'utf8');
      const name = relative(root, file);
      for (const [what, pattern] of patterns)
        if (pattern.test(text)) findings.push(`${name}: ${what}`);
      for (const secret of demoSecrets)
        if (text.includes(secret)) findings.push(`${name}: a demo access code or login token`);
    }
    expect(findings).toEqual([]);
  });

  it('ships no source maps (they would publish the sources)', () => {
    expect(
      files(distDir)
        .filter((f) => f.endsWith('.map'))
        .map((f) => relative(root, f)),
    ).toEqual([]);
  });
});
