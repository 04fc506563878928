// src/app/early-input.ts as the page's first script. It must run before the visitor can type
// into or send a prerendered form, so it is a classic script at the end of <head>: the parser
// runs it before it reads the page's body. A module script would run only after the whole page
// was parsed and shown.
// The build writes it into the page: a script file there would hold the first paint back by one
// round trip, now that the stylesheet is in the page as well (ADR 0019). The Content-Security-
// Policy allows it by its hash, which the build leaves for the server (server/http/page-csp.ts).
// The dev server loads it as a module (no race to win there).
import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { PAGE_CSP_FILE, scriptHashSource, type PageCsp } from '../server/http/page-csp.ts';

const SOURCE = resolve(import.meta.dirname, '../src/app/early-input.ts');

export function earlyInputScript(): Plugin {
  let code = '';
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
      code = result.outputFiles[0]!.text.trim();
      if (/<\/script|<!--/i.test(code)) throw new Error('early-input.ts: would end its <script>');
      const csp: PageCsp = { scriptSrc: [scriptHashSource(code)] };
      this.emitFile({ type: 'asset', fileName: PAGE_CSP_FILE, source: JSON.stringify(csp) });
    },
    transformIndexHtml(_html, context) {
      if (context.server)
        return [
          {
            tag: 'script',
            attrs: { type: 'module', src: '/src/app/early-input.ts' },
            injectTo: 'head',
          },
        ];
      return [{ tag: 'script', children: code, injectTo: 'head' }];
    },
  };
}
