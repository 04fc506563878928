import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { svgDataUri } from './inline-favicon';

describe('svgDataUri', () => {
  it('keeps the SVG whole: the URI decodes to the file with single quotes and no gaps', () => {
    const svg = readFileSync(resolve(import.meta.dirname, '../public/favicon.svg'), 'utf8');
    const uri = svgDataUri(svg);
    expect(uri).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(uri).not.toMatch(/[<>#"\n]/);
    const decoded = decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
    expect(decoded).toBe(svg.replace(/>\s+</g, '><').trim().replaceAll('"', "'"));
    expect(decoded).toContain("fill='#0b3d5c'");
  });
});
