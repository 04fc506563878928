// Zod's classic API gives every schema a toJSONSchema() method and a Standard Schema `jsonSchema`
// entry, so its JSON Schema generator comes along wherever zod is imported: about 4 KB gzip, a
// sixth of the zod chunk that every form and the booking wizard load. The app validates with zod
// and never generates JSON Schema (docs/openapi.yaml is written by hand). In the browser build
// these two modules of zod are stand-ins with the same exports that throw if called; the server
// and the unit tests keep zod whole.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;

/** The names a module of zod exports (`export function x`, `export const x`, `export { a as b }`). */
export function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/^export (?:function|const|let|class) (\w+)/gm)].map(
    (match) => match[1]!,
  );
  const listed = [...source.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    match[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  );
  return [...new Set([...declared, ...listed].filter(Boolean))];
}

/** A module with the exports of `source` that each throw: nothing runs them unless asked to. */
export function standInFor(source: string, module: string): string {
  const unavailable = `function unavailable() {\n  throw new Error('zod: ${module} is not in the browser build (scripts/zod-without-json-schema.ts)');\n}`;
  const exports = exportedNames(source).map(
    (name) =>
      // An exported object (zod's allProcessors) stays an object, so that reading it does not throw.
      `export const ${name} = ${/^[a-z]\w*Processors$/.test(name) ? '{}' : 'unavailable'};`,
  );
  return [unavailable, ...exports].join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const match = GENERATOR.exec(id);
      if (!match) return null;
      return standInFor(readFileSync(id, 'utf8'), match[1]!);
    },
  };
}
