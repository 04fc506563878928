// Keeps every lazily imported module findable in the build's manifest by its source path.
//
// Vite keys a chunk by its facade module. Under `strictExecutionOrder` (which inlining small
// common chunks needs, vite.config.ts) Rolldown may put a module that is also imported
// statically (the private wizard, which the company's wizard page imports) or that shares the
// entry's graph (the app itself) into a chunk without a facade; Vite then keys that chunk by its
// file name alone, and the prerender, the bench and the tests could no longer find the route's
// chunks. This plugin keys such a chunk by the one lazily imported module it holds, as Vite
// keys a chunk by its facade, and renames the references to it.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

const MANIFEST = '.vite/manifest.json';

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
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
        const renamed = new Map<string, string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.facadeModuleId) continue;
          const lazy = chunk.moduleIds.filter(
            (id) => this.getModuleInfo(id)?.dynamicImporters.length,
          );
          if (lazy.length === 0) continue;
          if (lazy.length > 1) throw new Error(`${chunk.fileName}: ${lazy.length} lazy modules`);
          const oldKey = keyOfFile.get(chunk.fileName);
          if (oldKey) renamed.set(oldKey, relative(root, lazy[0]!).split('\\').join('/'));
        }
        // The chunk's entry under the module's path, and every reference to it renamed with it.
        const rename = (key: string) => renamed.get(key) ?? key;
        const result = Object.fromEntries(
          Object.entries(manifest).map(([key, chunk]) => [
            rename(key),
            {
              ...chunk,
              ...(renamed.has(key) && { src: rename(key), isDynamicEntry: true }),
              ...(chunk.imports && { imports: chunk.imports.map(rename) }),
              ...(chunk.dynamicImports && { dynamicImports: chunk.dynamicImports.map(rename) }),
            },
          ]),
        );
        asset.source = JSON.stringify(result, null, 2);
      },
    },
  };
}
