/// <reference types="vite/client" />
import type { AnyPathDriver } from './driver';
import { definePathTests } from './define-path-tests';
import { machineFromModule, machineNameFromPath } from './machine-model';

/*
 * Every machines/*.machine.ts gets its paths tested through the driver named after it:
 * tests/paths/<machine-name>.driver.ts(x), default export (or `driver`). A machine without a
 * driver fails with a message saying which file to add.
 */
const machineModules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', {
  eager: true,
});
const driverModules = import.meta.glob<{ default?: AnyPathDriver; driver?: AnyPathDriver }>(
  '../*.driver.{ts,tsx}',
  {
    eager: true,
  },
);

const drivers = new Map(
  Object.entries(driverModules).map(([path, mod]) => [
    path.replace(/^.*\//, '').replace(/\.driver\.tsx?$/, ''),
    mod.default ?? mod.driver,
  ]),
);

for (const [path, mod] of Object.entries(machineModules).sort(([a], [b]) => a.localeCompare(b))) {
  const name = machineNameFromPath(path);
  const found = machineFromModule(mod);
  if (!found) throw new Error(`${path} exports no state machine`);
  definePathTests(name, found.machine, drivers.get(name));
}
