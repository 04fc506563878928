// Builds the SPA into DIST_DIR unless an existing build is newer than every source file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const sourceRoots = ['src', 'machines', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

export function buildIfStale(distDir = process.env.DIST_DIR ?? 'dist', { force = false } = {}) {
  const builtAt = newestMtime(join(distDir, 'index.html'));
  const changedAt = Math.max(...sourceRoots.map(newestMtime));
  if (!force && builtAt > changedAt) return;
  console.log(`Building the web app into ${distDir} ...`);
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    // Always a production build, also when started from tests with NODE_ENV=test.
    env: { ...process.env, DIST_DIR: distDir, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
