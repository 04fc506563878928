// A process warning is a line of the JSON log, not text on stderr (issue 28). In a process of its
// own: taking Node's printing listener away would change the test runner's process.
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('logs a deprecation as one JSON warn line with its code, and prints nothing else', () => {
  const script = `
    import { logProcessWarnings } from './server/observability/process-warnings.ts';
    logProcessWarnings();
    process.emitWarning('the old way', 'DeprecationWarning', 'DEP_TEST');`;
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { env: { ...process.env, LOG_LEVEL: 'info' }, encoding: 'utf8' },
  );
  expect(result.stderr).toBe('');
  const lines = result.stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0]!)).toMatchObject({
    level: 'warn',
    event: 'process.warning',
    type: 'DeprecationWarning',
    code: 'DEP_TEST',
    msg: 'the old way',
  });
});
