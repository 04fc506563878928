import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A var(--name) that nothing defines falls back silently (to its fallback, or to nothing): the
 * tracking page's "booking cancelled" box drew a near-black border from a token never defined.
 * Every custom property our styles and components read must be defined by our own stylesheets.
 */

const SRC = join(process.cwd(), 'src');
const files = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => /\.(css|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(SRC, file), 'utf8') }));

const names = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map((m) => m[1]);

describe('CSS custom properties (src)', () => {
  it('reads only properties that a stylesheet of ours defines', () => {
    const defined = new Set(
      files
        .filter(({ file }) => file.endsWith('.css'))
        .flatMap(({ text }) => names(/(--[\w-]+)\s*:/g, text)),
    );
    const undefinedUses = files.flatMap(({ file, text }) =>
      names(/var\(\s*(--[\w-]+)/g, text)
        .filter((name) => !defined.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(defined.size).toBeGreaterThan(10);
    expect(undefinedUses).toEqual([]);
  });
});
