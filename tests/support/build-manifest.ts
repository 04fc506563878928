import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
}

/**
 * The URL path of the chunk built from `source` (a path from the repository root), read from the
 * build's manifest in the directory the tests serve (DIST_DIR, as playwright.config.ts).
 */
export function chunkPathOf(source: string): string {
  const distDir = process.env.DIST_DIR ?? 'dist';
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return `/${chunk.file}`;
}
