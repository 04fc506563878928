// Builds the SPA into DIST_DIR (with its prerendered pages) unless an existing build is newer
// than every source file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sourceRoots = [
  'src',
  'machines',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  // What patch-package changes in node_modules (PrimeReact's Calendar and useStyle).
  'patches',
  'scripts/prerender.ts',
  'scripts/prime-page-styles.ts',
  'scripts/prime-page-styles',
  // What vite.config.ts imports: its build plugins.
  'scripts/inline-favicon.ts',
  'scripts/precompress.ts',
  'scripts/prime-styles.ts',
  'scripts/dynamic-entry-keys.ts',
  'scripts/early-input-script.ts',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

export function buildIfStale(distDir = process.env.DIST_DIR ?? 'dist', { force = false } = {}) {
  // A build whose prerender did not finish counts as stale.
  const builtAt = Math.min(
    newestMtime(join(distDir, 'index.html')),
    newestMtime(join(distDir, 'prerendered', 'manifest.json')),
  );
  const changedAt = Math.max(...sourceRoots.map(newestMtime));
  if (!force && builtAt > changedAt) return;
  console.log(`Building the web app into ${distDir} ...`);
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // Always a production build, also when started from tests with NODE_ENV=test.
    env: { ...process.env, DIST_DIR: distDir, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The first screens as HTML (issue 13): served by the server when present.
  const prerender = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/prerender.ts', distDir],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (prerender.status !== 0) process.exit(prerender.status ?? 1);
}
