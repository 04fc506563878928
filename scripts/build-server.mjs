// `npm run build:server`: the API server as plain JavaScript for production, so a production
// install needs neither tsx nor TypeScript (npm ci --omit=dev). One ES module bundle of
// server/main.ts with the src/domain files it imports; npm packages stay imports (they are the
// runtime dependencies in package.json); the SQL migration folders are copied beside it in the
// layout server/db/migrate.ts looks for.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Builds into `outDir` (default dist-server); returns the path of the entry file. */
export async function buildServer(outDir = join(root, 'dist-server')) {
  const out = resolve(outDir);
  rmSync(out, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['server/main.ts'],
    outfile: join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(join(root, 'server/db/migrations'), join(out, 'db/migrations'), { recursive: true });
  cpSync(join(root, 'server/payment/migrations'), join(out, 'payment/migrations'), {
    recursive: true,
  });
  return join(out, 'main.js');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const entry = await buildServer(process.argv[2]);
  console.log(
    `Server built: ${entry} (start: NODE_ENV=production node --enable-source-maps ${entry})`,
  );
}
