// The page's icon inside index.html (issue 13): linked as /favicon.svg it was one request more
// next to the page's own on a slow line. The SVG stays in public/favicon.svg, the one source (the
// payment sandbox's page links it); this plugin writes it into the page as a data URI.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const FAVICON = resolve(import.meta.dirname, '../public/favicon.svg');
const LINK = /<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml" \/>/;

/** `svg` as a data URI: single quotes and the few characters a URL must escape. */
export function svgDataUri(svg: string): string {
  const compact = svg.replace(/>\s+</g, '><').trim().replaceAll('"', "'");
  return `data:image/svg+xml,${compact.replace(/[<>#%]/g, encodeURIComponent)}`;
}

export function inlineFavicon(): Plugin {
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      if (!LINK.test(html)) throw new Error('index.html: the favicon link to inline is missing');
      const uri = svgDataUri(readFileSync(FAVICON, 'utf8'));
      return html.replace(LINK, `<link rel="icon" type="image/svg+xml" href="${uri}" />`);
    },
  };
}
