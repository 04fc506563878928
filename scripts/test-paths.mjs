// `npm run test:paths`: runs the model-based path tests (tests/paths/runner, jsdom) generated from
// every machines/*.machine.ts and prints per machine the states and transitions the UI's actor
// really went through. Exits non-zero when a test fails or any coverage is below 100 %.
// Extra arguments go to vitest (e.g. `npm run test:paths -- -t private-booking`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const coverageDir = mkdtempSync(join(tmpdir(), 'paths-coverage-'));
const vitest = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    'tests/paths/runner/vitest.config.ts',
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PATHS_COVERAGE_DIR: coverageDir } },
);

const files = existsSync(coverageDir)
  ? readdirSync(coverageDir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(coverageDir, f), 'utf8')))
      .sort((a, b) => a.machine.localeCompare(b.machine))
  : [];
rmSync(coverageDir, { recursive: true, force: true });

const pct = (covered, total) => (total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10);
const rows = files.map((f) => {
  const states = f.states.covered.filter((s) => f.states.total.includes(s)).length;
  const taken = new Set([...f.transitions.covered, ...f.transitions.credited]);
  const transitions = f.transitions.total.filter((t) => taken.has(t)).length;
  const credited = f.transitions.credited.filter((t) => f.transitions.total.includes(t)).length;
  return {
    machine: f.machine,
    paths: `${f.paths.passed}/${f.paths.planned}`,
    states: `${states}/${f.states.total.length}`,
    statesPct: pct(states, f.states.total.length),
    transitions: `${transitions}/${f.transitions.total.length}`,
    transitionsPct: pct(transitions, f.transitions.total.length),
    asserted: `${f.states.asserted.length}/${f.states.total.length}`,
    credited: String(credited),
    file: f,
  };
});

const header = [
  'machine',
  'paths passed',
  'states',
  '%',
  'transitions',
  '%',
  'of them credited',
  'states asserted',
];
const table = [
  header,
  ...rows.map((r) => [
    r.machine,
    r.paths,
    r.states,
    `${r.statesPct}`,
    r.transitions,
    `${r.transitionsPct}`,
    r.credited,
    r.asserted,
  ]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
const line = (row) =>
  row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log('\nPath coverage (from the UI actors, per machine)\n');
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table.slice(1)) console.log(line(row));

let ok = vitest.status === 0 && rows.length > 0;
for (const r of rows) {
  if (
    r.statesPct < 100 ||
    r.transitionsPct < 100 ||
    r.file.paths.failed.length ||
    !r.file.hasDriver
  ) {
    ok = false;
    const f = r.file;
    if (!f.hasDriver)
      console.log(`\n${f.machine}: no driver (tests/paths/${f.machine}.driver.tsx)`);
    const missedStates = f.states.total.filter((s) => !f.states.covered.includes(s));
    const missedTransitions = f.transitions.total.filter(
      (t) => !f.transitions.covered.includes(t) && !f.transitions.credited.includes(t),
    );
    if (f.hasDriver && missedStates.length)
      console.log(`\n${f.machine}: states not reached in the UI:\n  ${missedStates.join('\n  ')}`);
    if (f.hasDriver && missedTransitions.length)
      console.log(
        `\n${f.machine}: transitions not taken in the UI:\n  ${missedTransitions.join('\n  ')}`,
      );
  }
}
if (!rows.length) console.log('\nNo coverage was recorded (did vitest start?)');
const creditedAll = rows.flatMap((r) =>
  r.file.transitions.credited.map((t) => `${r.machine}: ${t}`),
);
if (creditedAll.length) {
  console.log(
    '\nCredited (the UI realises these outside the actor, e.g. a page load; its result state was checked):',
  );
  for (const t of creditedAll) console.log(`  ${t}`);
}
console.log(
  ok ? '\ntest:paths: every machine at 100 % states and transitions' : '\ntest:paths: FAILED',
);
process.exit(ok ? 0 : 1);
