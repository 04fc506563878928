import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsDir, loadMachines, renderAll, renderMachineDoc } from '../../scripts/docs-machines';

/* The committed diagrams in docs/machines/ must match what `npm run docs:machines` writes now. */
describe('docs/machines', () => {
  it('has an up-to-date diagram for every machine and nothing else', async () => {
    const expected = await renderAll();
    const committed = existsSync(docsDir)
      ? readdirSync(docsDir).filter((f) => f.endsWith('.md'))
      : [];
    const missing = [...expected.keys()].filter((f) => !committed.includes(f));
    const orphaned = committed.filter((f) => !expected.has(f));
    const stale = [...expected].filter(
      ([f, text]) => committed.includes(f) && readFileSync(join(docsDir, f), 'utf8') !== text,
    );
    const hint = 'run `npm run docs:machines` and commit docs/machines/';
    expect(missing, `missing diagrams: ${hint}`).toEqual([]);
    expect(orphaned, `diagrams of removed machines: ${hint}`).toEqual([]);
    expect(
      stale.map(([f]) => f),
      `stale diagrams: ${hint}`,
    ).toEqual([]);
  });

  it('renders nested, parallel, guarded, delayed, invoked and routable states', async () => {
    const [demo] = await loadMachines(join(import.meta.dirname, '../paths/runner/fixtures'));
    expect(demo).toBeDefined();
    const doc = renderMachineDoc(demo!);
    expect(doc).toContain('stateDiagram-v2');
    expect(doc).toContain('state "form · /form" as form {');
    expect(doc).toMatch(/\n\s+--\n/);
    expect(doc).toContain(
      'demo_form_input_filled --> demo_saving : user.submit [hasName && isShortName]',
    );
    expect(doc).toContain('demo_form_help_shown --> demo_form_help_hidden : after 300ms');
    expect(doc).toContain('demo_saving --> done : onDone(saveName)');
    expect(doc).toContain('demo_saving --> demo_saveFailed : onError(saveName) [hasTriesLeft]');
    expect(doc).toContain('demo_gaveUp --> done : always [!hasTriesLeft]');
    expect(doc).toContain('done --> [*]');
  });
});
