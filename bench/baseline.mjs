// The same-run baseline: the SPA of another commit (BENCH_BASELINE_REF, default HEAD~1), built
// with its own build configuration from `git archive` into node_modules/.tmp/bench and served by
// this commit's server, so both are measured under the same load. Kept per commit, built once.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

export function baselineRef() {
  const ref = process.env.BENCH_BASELINE_REF ?? 'HEAD~1';
  return ref === 'none' ? null : ref;
}

/** Builds the baseline once per commit; returns { ref, sha, dist } or null when switched off. */
export function buildBaseline(root, workDir, log) {
  const ref = baselineRef();
  if (!ref) return null;
  const rev = spawnSync('git', ['rev-parse', '--short', `${ref}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  });
  if (rev.status !== 0) throw new Error(`BENCH_BASELINE_REF ${ref}: ${rev.stderr.trim()}`);
  const sha = rev.stdout.trim();
  const dir = join(workDir, `baseline-${sha}`);
  const dist = join(dir, 'dist');
  if (existsSync(join(dist, 'index.html'))) {
    log(`baseline ${ref} (${sha}) already built in ${dist}`);
    return { ref, sha, dist };
  }
  log(`building the baseline ${ref} (${sha}) ...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (archive.status !== 0) throw new Error('git archive of the baseline failed');
  installPackages(root, dir);
  buildSpa(dir, dist);
  return { ref, sha, dist };
}

/**
 * The baseline's packages: this checkout's when its lockfile and its patches of packages
 * (patches/, applied by patch-package on install) are the same, else its own (a baseline from
 * before a change of packages, such as Preact's, or of a patch builds with what it had).
 */
function installPackages(root, dir) {
  if (installedFrom(root) === installedFrom(dir)) {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return;
  }
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (install.status !== 0) throw new Error('npm ci of the baseline failed');
}

/** What an install in `folder` depends on: the lockfile and every patch, in a fixed order. */
function installedFrom(folder) {
  const patches = join(folder, 'patches');
  const patchFiles = existsSync(patches) ? readdirSync(patches).sort() : [];
  return [
    readFileSync(join(folder, 'package-lock.json'), 'utf8'),
    ...patchFiles.map((file) => `${file}\n${readFileSync(join(patches, file), 'utf8')}`),
  ].join('\n');
}

/**
 * The production build of the SPA in `cwd` (a checkout) into `dist`, as scripts/build-if-stale.mjs
 * makes it (vite build, then the prerendered pages where the checkout has them), plus the Vite
 * manifest the bundle figures are read from.
 */
export function buildSpa(cwd, dist) {
  const env = { ...process.env, DIST_DIR: dist, NODE_ENV: 'production' };
  const vite = spawnSync(
    process.execPath,
    [join(cwd, 'node_modules/vite/bin/vite.js'), 'build', '--manifest', '--logLevel', 'warn'],
    { cwd, stdio: 'inherit', env },
  );
  if (vite.status !== 0) throw new Error(`vite build in ${cwd} failed`);
  if (!existsSync(join(cwd, 'scripts/prerender.ts'))) return;
  const prerender = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts', dist], {
    cwd,
    stdio: 'inherit',
    env,
  });
  if (prerender.status !== 0) throw new Error(`prerender in ${cwd} failed`);
}
