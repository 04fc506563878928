// src/app/early-input.ts as the page's first script. It must run before the visitor can type
// into or send a prerendered form, so it is a classic script in <head>: the parser waits for it,
// while a module script would run only after the whole page was parsed and shown.
// The first paint waits for it too, one round trip after the page: written into the page it
// would not, but the CSP allows no inline script (ADR 0019).
// Vite bundles module scripts only, so this plugin bundles it for the build; the dev server
// loads it as a module (no race to win there).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCE = resolve(import.meta.dirname, '../src/app/early-input.ts');

export function earlyInputScript(): Plugin {
  let fileName = '';
  return {
    name: 'early-input-script',
    async buildStart() {
      if (this.environment.mode !== 'build' || this.environment.config.build.ssr) return;
      const result = await build({
        entryPoints: [SOURCE],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
      });
      const code = result.outputFiles[0]!.text;
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/early-input-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml(_html, context) {
      const src = context.server ? '/src/app/early-input.ts' : `/${fileName}`;
      return [
        {
          tag: 'script',
          attrs: context.server ? { type: 'module', src } : { src },
          injectTo: 'head',
        },
      ];
    },
  };
}
