// Keeps every lazily imported module findable in the build's manifest by its source path.
//
// Vite keys a chunk by its facade module. Under `strictExecutionOrder` (which inlining small
// common chunks needs, vite.config.ts) Rolldown may put a module that is also imported
// statically (the private wizard, which the company's wizard page imports) or that shares the
// entry's graph (the app itself) into a chunk without a facade; Vite then keys that chunk by its
// file name alone, and the prerender, the bench and the tests could no longer find the route's
// chunks. This plugin adds the source path as a second key of that chunk's entry.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const MANIFEST = '.vite/manifest.json';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

export function dynamicEntryKeys(): Plugin {
  let root = '';
  return {
    name: 'dynamic-entry-keys',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle[MANIFEST];
        if (asset?.type !== 'asset') return;
        const manifest = JSON.parse(asset.source.toString()) as Record<string, ManifestChunk>;
        const keyOfFile = new Map(Object.entries(manifest).map(([key, { file }]) => [file, key]));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.facadeModuleId) continue;
          const chunkKey = keyOfFile.get(chunk.fileName);
          if (!chunkKey) continue;
          for (const id of chunk.moduleIds) {
            if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
            const key = relative(root, id).split('\\').join('/');
            const known = manifest[key];
            if (known && known.file !== chunk.fileName)
              throw new Error(`${key}: in ${known.file} and in ${chunk.fileName}`);
            manifest[key] = { ...manifest[chunkKey]!, src: key, isDynamicEntry: true };
          }
        }
        asset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
}
