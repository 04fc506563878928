import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { AnyPathDriver } from './driver';
import { emptyCoverage, runPath } from './execute';
import { buildModel } from './machine-model';
import { planMachine } from './plan';

/**
 * Declares one vitest test per planned path of a machine and, after the last one, writes what
 * the UI's actor really visited to the coverage folder that scripts/test-paths.mjs reports.
 */

export const coverageDir = resolve(
  process.env.PATHS_COVERAGE_DIR ??
    join(import.meta.dirname, '../../../node_modules/.tmp/paths-coverage'),
);

export interface CoverageFile {
  machine: string;
  hasDriver: boolean;
  paths: { planned: number; passed: number; failed: string[] };
  states: { total: string[]; covered: string[]; asserted: string[] };
  transitions: { total: string[]; covered: string[]; credited: string[] };
  /** What the plan could not reach with the driver's events and inputs. */
  unreachable: { states: string[]; transitions: string[] };
}

function writeCoverage(file: CoverageFile) {
  mkdirSync(coverageDir, { recursive: true });
  writeFileSync(
    join(coverageDir, `${file.machine.replace(/[^\w.-]/g, '_')}.json`),
    JSON.stringify(file, null, 2),
  );
}

export function definePathTests(
  name: string,
  machine: AnyStateMachine,
  driver: AnyPathDriver | undefined,
) {
  const model = buildModel(machine);
  const total = {
    states: model.states.map((s) => s.id),
    transitions: model.transitions.map((t) => t.key),
  };

  if (!driver) {
    describe(`${name} paths`, () => {
      afterAll(() =>
        writeCoverage({
          machine: name,
          hasDriver: false,
          paths: { planned: 0, passed: 0, failed: [] },
          states: { total: total.states, covered: [], asserted: [] },
          transitions: { total: total.transitions, covered: [], credited: [] },
          unreachable: { states: total.states, transitions: total.transitions },
        }),
      );
      it('has a driver', () => {
        expect.fail(
          `machine ${name} has no driver: add tests/paths/${name}.driver.tsx (see docs/qa-path-tests.md)`,
        );
      });
    });
    return;
  }

  let plan: ReturnType<typeof planMachine>;
  try {
    plan = planMachine(machine, driver);
  } catch (error) {
    // One machine's broken plan must not hide the other machines' results.
    describe(`${name} paths`, () => {
      afterAll(() =>
        writeCoverage({
          machine: name,
          hasDriver: true,
          paths: { planned: 0, passed: 0, failed: ['(planning failed)'] },
          states: { total: total.states, covered: [], asserted: [] },
          transitions: { total: total.transitions, covered: [], credited: [] },
          unreachable: { states: total.states, transitions: total.transitions },
        }),
      );
      it('plans its paths', () => {
        throw error;
      });
    });
    return;
  }
  const coverage = emptyCoverage();
  const failed: string[] = [];
  let passed = 0;

  describe(`${name} paths`, () => {
    afterAll(() =>
      writeCoverage({
        machine: name,
        hasDriver: true,
        paths: { planned: plan.paths.length, passed, failed },
        states: {
          total: total.states,
          covered: [...coverage.states].sort(),
          asserted: [...coverage.asserted].sort(),
        },
        transitions: {
          total: total.transitions,
          covered: [...coverage.transitions].sort(),
          // Credited only when no UI actor took the transition itself.
          credited: [...coverage.credited].filter((t) => !coverage.transitions.has(t)).sort(),
        },
        unreachable: plan.unreachable,
      }),
    );

    it('the plan reaches every state and transition', () => {
      expect(plan.unreachable, 'add events, actor outputs or inputs to the driver').toEqual({
        states: [],
        transitions: [],
      });
    });

    plan.paths.forEach((path, index) => {
      it(`${String(index + 1).padStart(2, '0')} ${path.kind}: ${path.name}`, async () => {
        try {
          await runPath(machine, driver, path, coverage);
          passed++;
        } catch (error) {
          failed.push(path.name);
          throw error;
        }
      });
    });
  });
}
