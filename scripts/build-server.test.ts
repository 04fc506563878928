// The production build of the server (scripts/build-server.mjs) runs without tsx and needs only
// the runtime dependencies: built into a temporary folder, it imports no package outside
// package.json's `dependencies`, and it starts as NODE_ENV=production, migrates a fresh PGlite
// folder, books and takes a payment through the payment module it carries.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../server/testing/server-process';
import { newKey, privateBookingDraft } from '../server/testing/booking-drafts';

const root = join(import.meta.dirname, '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Static `import ... from 'x'` / `export ... from 'x'`, bare `import 'x'` and `import('x')`. */
const IMPORTS =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["']([^"']+)["']|(?:^|\n)\s*import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

describe('the built server', () => {
  const work = mkdtempSync(join(tmpdir(), 'shuttle-build-'));
  const outDir = join(work, 'server');
  let server: ServerProcess | undefined;

  beforeAll(() => {
    // Packages are found as a deployed copy finds them: in a node_modules above the build.
    symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
    execFileSync(process.execPath, ['scripts/build-server.mjs', outDir], {
      cwd: root,
      stdio: 'pipe',
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('imports only node built-ins and runtime dependencies', () => {
    const code = readFileSync(join(outDir, 'main.js'), 'utf8');
    const specifiers = new Set(
      [...code.matchAll(IMPORTS)]
        .map((match) => match[1] ?? match[2] ?? match[3]!)
        .filter((specifier) => !specifier.startsWith('.')),
    );
    const packages = [...specifiers]
      .filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier))
      .map((specifier) =>
        specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      );
    expect(packages.length).toBeGreaterThan(0);
    for (const name of packages)
      expect(Object.keys(packageJson.dependencies), name).toContain(name);
    // Build tools and the SPA's packages are not needed at run time.
    for (const name of ['tsx', 'typescript', 'esbuild', 'vite', 'react', 'primereact'])
      expect(Object.keys(packageJson.dependencies)).not.toContain(name);
  });

  it('starts in production mode without tsx, books and mounts the payment module', async () => {
    server = await startServerProcess(
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        PAYMENT_PROVIDER: 'sandbox',
        PUBLIC_BASE_URL: 'http://shuttle.example',
        PGLITE_DATA_DIR: join(work, 'data'),
        NODE_OPTIONS: '',
      },
      { args: ['--enable-source-maps', join(outDir, 'main.js')] },
    );
    expect(await (await fetch(`${server.origin}/api/health`)).json()).toEqual({
      ok: true,
      database: 'up',
    });
    expect(server.output()).toMatch(/Migrations applied: 0001_core\.sql.*0100_payment\.sql/);

    const booked = await fetch(`${server.origin}/api/Buchung/Neu`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify(privateBookingDraft()),
    });
    expect(booked.status).toBe(201);
    const booking = (await booked.json()) as {
      buchungStamm: { id: number; zugriffsToken: string };
    };

    const payment = await fetch(`${server.origin}/api/Saferpay/PaymentPageInitialize`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Buchung-Token': booking.buchungStamm.zugriffsToken,
      },
      body: JSON.stringify({ buchungId: booking.buchungStamm.id }),
    });
    expect(payment.status).toBe(200);
    expect(((await payment.json()) as { redirectUrl: string }).redirectUrl).toMatch(
      /^\/sandbox\/zahlung\//,
    );
    // No test helpers in production.
    expect((await fetch(`${server.origin}/api/test/outbox`)).status).toBe(404);
  }, 90_000);
});
