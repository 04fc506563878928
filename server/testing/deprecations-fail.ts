// The server tests fail on what production would only warn about (issue 28): a deprecation, such
// as node-postgres's about a query sent to a connection that is still busy with another one
// (it refuses those from pg 9 on). Printed to stderr, such a warning passes a green run unseen.
import pg from 'pg';

let on = false;

/** Once per test process: every deprecation fails the run (Vitest names the test it ran in). */
export function failOnDeprecations(): void {
  if (on) return;
  on = true;
  // What --throw-deprecation does: Vitest reports the thrown warning as an unhandled error of
  // the running test, and the run fails.
  process.throwDeprecation = true;
  // node-postgres warns only when a third query arrives (its queue is not empty); the second one
  // on a busy connection is the mistake already. Its private fields: the whole check can go
  // with pg 9, which refuses the second query itself.
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const state = this as unknown as { _activeQuery: unknown; _queryQueue: unknown[] };
    if (state._activeQuery || state._queryQueue.length > 0)
      process.emitWarning(
        'a query was sent to a connection that is busy with another one',
        'DeprecationWarning',
        'SHUTTLE_BUSY_CONNECTION',
      );
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}
