import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, standInFor } from './zod-without-json-schema';

const zodDir = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4');
const read = (path: string) => readFileSync(join(zodDir, path), 'utf8');

describe('zod without its JSON Schema generator (browser build)', () => {
  it('the stand-ins export every name the rest of zod takes from the two modules', () => {
    const classic = read('classic/schemas.js');
    const processors = exportedNames(standInFor(read('core/json-schema-processors.js'), 'p'));
    const generator = exportedNames(standInFor(read('core/to-json-schema.js'), 'g'));
    // `processors.x(...)` in zod's classic schemas, and the names it imports from to-json-schema.
    const usedProcessors = [...classic.matchAll(/\bprocessors\.(\w+)\(/g)].map((m) => m[1]!);
    const importedFromGenerator = /import \{([^}]*)\} from "\.\.\/core\/to-json-schema\.js"/
      .exec(classic)![1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    expect(usedProcessors.length).toBeGreaterThan(10);
    expect(usedProcessors.filter((name) => !processors.includes(name))).toEqual([]);
    expect(importedFromGenerator.filter((name) => !generator.includes(name))).toEqual([]);
  });

  it('a stand-in says what is missing when called', async () => {
    const source = standInFor(read('core/to-json-schema.js'), 'to-json-schema');
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<
      string,
      () => unknown
    >;
    expect(() => module.createToJSONSchemaMethod!()).toThrow(
      /to-json-schema is not in the browser build/,
    );
  });
});
