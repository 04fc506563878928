import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { dynamicEntryKeys } from './dynamic-entry-keys';

/*
 * The shape of the app that loses a key: a lazily loaded module (the wizard) that another lazily
 * loaded module (the company's wizard page) imports statically, built in strict execution order.
 */
const FILES = {
  'index.html': '<script type="module" src="/main.js"></script>',
  'main.js': "import('./wizard.js'); import('./company-page.js');",
  'wizard.js': "export const wizard = () => 'wizard';",
  'company-page.js': "import { wizard } from './wizard.js'; export const page = () => wizard();",
};

const root = mkdtempSync(join(tmpdir(), 'dynamic-entry-keys-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function manifestOf(plugins: ReturnType<typeof dynamicEntryKeys>[]) {
  for (const [name, content] of Object.entries(FILES)) writeFileSync(join(root, name), content);
  const outDir = join(root, `dist-${plugins.length}`);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      outDir,
      manifest: true,
      rolldownOptions: { output: { strictExecutionOrder: true } },
    },
  });
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[] }
  >;
}

describe('dynamicEntryKeys', () => {
  it('keys every lazily imported module by its source path', async () => {
    const without = await manifestOf([]);
    // The case the plugin is for: without it the wizard's chunk has no key of its own.
    expect(without['wizard.js']).toBeUndefined();

    const manifest = await manifestOf([dynamicEntryKeys()]);
    expect(manifest['wizard.js']).toMatchObject({ src: 'wizard.js', isDynamicEntry: true });
    // One key per chunk, and the company's page refers to the wizard's chunk by it.
    expect(
      Object.values(manifest).filter((chunk) => chunk.file === manifest['wizard.js']!.file),
    ).toHaveLength(1);
    expect(manifest['company-page.js']?.imports).toContain('wizard.js');
    // The chunk it points at is the one the company's page imports the wizard from.
    const wizardFile = manifest['wizard.js']!.file;
    expect(readFileSync(join(root, 'dist-1', wizardFile), 'utf8')).toMatch(/["'`]wizard["'`]/);
  });
});
