// Brotli and gzip copies of every compressible file of the SPA build, made once at build time
// (brotli at its highest quality is too slow to do per request). The server picks the copy the
// browser accepts (serveStatic `precompressed`, server/app.ts) and says Vary: Accept-Encoding.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|ico)$/;
/** Below this a compressed copy saves less than the extra request headers cost. */
const MIN_BYTES = 512;

export function precompressFolder(dir: string): {
  files: number;
  bytes: number;
  brotli: number;
  gzip: number;
} {
  const totals = { files: 0, bytes: 0, brotli: 0, gzip: 0 };
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (COMPRESSIBLE.test(name) && statSync(path).size >= MIN_BYTES) {
        const content = readFileSync(path);
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: 9 });
        writeFileSync(`${path}.br`, brotli);
        writeFileSync(`${path}.gz`, gzip);
        totals.files += 1;
        totals.bytes += content.length;
        totals.brotli += brotli.length;
        totals.gzip += gzip.length;
      }
    }
  };
  walk(dir);
  return totals;
}

/** Vite plugin: compresses the output folder once the bundle is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
