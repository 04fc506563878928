import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED_CHUNK_GROUPS } from './shared-chunks';

const ROOT = resolve(import.meta.dirname, '..');

/** Every file under the app's source folders, as the bundler names them (absolute paths). */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return ['src', 'machines'].flatMap((dir) => walk(join(ROOT, dir)));
}

function membersOf(name: string): string[] {
  const group = SHARED_CHUNK_GROUPS.find((candidate) => candidate.name === name)!;
  return sourceFiles()
    .filter((file) => group.test.test(file))
    .map((file) => relative(ROOT, file).replaceAll('\\', '/'))
    .sort();
}

// The members by name: a module that is moved or renamed drops out of its group silently (and
// its page gets a request more), so the list here has to follow it.
describe('the shared chunk groups', () => {
  it('put the modules of nearly every first render into the shell', () => {
    expect(membersOf('shell')).toEqual([
      'src/api/calls-in-flight.ts',
      'src/domain/constants.ts',
      'src/domain/intl-formats.ts',
      'src/domain/operator.ts',
      'src/ui/boot-handover.tsx',
      'src/ui/frame-icon.tsx',
      'src/ui/hydrate-in-turn.tsx',
      'src/ui/import-with-reload.ts',
      'src/ui/lazy-form.tsx',
      'src/ui/line-icon.tsx',
      'src/ui/page-title.tsx',
      'src/ui/service-form/format.ts',
      'src/ui/service-form/new-window-link.tsx',
      'src/ui/service-form/service-page.tsx',
      'src/ui/use-page-title.ts',
      'src/ui/when-idle.ts',
      'src/ui/yield-to-browser.ts',
    ]);
  });

  it('put the booking display pieces together', () => {
    expect(membersOf('wizard-ui')).toEqual([
      'machines/shared/booking-rules.ts',
      'src/features/booking/ui/choice-card.tsx',
      'src/features/booking/ui/step-actions.tsx',
      'src/ui/booking/format.ts',
      'src/ui/booking/index.ts',
      'src/ui/booking/lazy-step.tsx',
      'src/ui/booking/trip-request.ts',
      'src/ui/booking/use-locale.ts',
      'src/ui/download-file.ts',
      'src/ui/download-link.tsx',
      'src/ui/print-button.tsx',
      'src/ui/screen-icon.tsx',
    ]);
  });

  it('put the form stack together, without what the service pages show before a form', () => {
    const members = membersOf('form-ui');
    expect(members).toContain('src/ui/service-form/service-form.tsx');
    expect(members).toContain('src/ui/ride-form/leg-inputs.tsx');
    expect(members).toContain('src/ui/booking/local-date-time-field.tsx');
    expect(members).toContain('src/features/booking/ui/airport-field.tsx');
    for (const shellModule of membersOf('shell')) expect(members).not.toContain(shellModule);
    expect(members).not.toContain('src/ui/service-form/lazy-service-form.tsx');
  });

  it('take no stylesheet and no test', () => {
    for (const { name } of SHARED_CHUNK_GROUPS)
      for (const member of membersOf(name)) expect(member).not.toMatch(/\.css$|\.test\.tsx?$/);
  });
});
