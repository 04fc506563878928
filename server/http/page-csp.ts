// What the built pages need in their Content-Security-Policy beyond 'self': the hash of the
// script the build writes into each page (scripts/early-input-script.ts, ADR 0019).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the build leaves it, inside the build's folder beside Vite's manifest. */
export const PAGE_CSP_FILE = '.vite/page-csp.json';

export interface PageCsp {
  /** Sources for script-src: one hash for each script written into the pages. */
  scriptSrc: string[];
}

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/** The build's page CSP; none for a folder without one (no build, or the unit tests' pages). */
export function readPageCsp(distDir: string): PageCsp {
  const path = join(distDir, PAGE_CSP_FILE);
  if (!existsSync(path)) return { scriptSrc: [] };
  return JSON.parse(readFileSync(path, 'utf8')) as PageCsp;
}
